import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReturnAddressNotice } from '../../../src/features/billing/components/return-address-notice';
import { json, mockApi } from '../../helpers/api-mock';
import { renderRoutes } from '../../helpers/render-route';

// Issue 34 §1: the buyer learns before paying where the payment brings them back.
function showNoticeAt(appUrl: string, pageOrigin: string) {
  const api = mockApi({
    'GET /subscription/app-url': json(200, { success: true, data: { appUrl } }),
  });
  renderRoutes(
    [{ path: '/buy-credits', element: <ReturnAddressNotice pageOrigin={pageOrigin} /> }],
    '/buy-credits',
  );
  return api;
}

describe('ReturnAddressNotice', () => {
  it('tells a buyer on another address of a deployed app where they will come back', async () => {
    showNoticeAt('https://trusty.example.com', 'http://10.0.0.5:3000');
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(
      'You opened Trusty at http://10.0.0.5:3000, but it is set up at https://trusty.example.com (APP_URL)',
    );
    expect(
      screen.getByRole('link', { name: 'Buy credits from https://trusty.example.com' }),
    ).toHaveAttribute('href', 'https://trusty.example.com/buy-credits');
  });

  it('says nothing on another local address of a local setup: the payment comes back there', async () => {
    const api = showNoticeAt('http://localhost:3000', 'http://127.0.0.1:3000');
    await waitFor(() => expect(api.callsTo('GET', '/subscription/app-url')).toHaveLength(1));
    // Let the answer arrive and render.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
