import type { ApiKeySummary } from '@trusty/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiKeysPage } from '../../../src/features/api-keys/pages/api-keys-page';
import { apiFailure, json, mockApi } from '../../helpers/api-mock';
import { renderRoutes, signIn } from '../../helpers/render-route';

const routes = [{ path: '/api-keys', element: <ApiKeysPage /> }];
const KEY = `trusty_${'A'.repeat(38)}`;

const summary = (overrides: Partial<ApiKeySummary> = {}): ApiKeySummary => ({
  id: 'k1',
  name: 'Nightly ERP',
  scope: 'classify',
  prefix: 'trusty_AAAAAAAA',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: null,
  usage: { calls: 12, items: 3400, credits: 3100 },
  usage30Days: { calls: 2, items: 1000, credits: 900 },
  ...overrides,
});

const baseApi = (keys: ApiKeySummary[]) => ({
  'GET /api-keys': json(200, { success: true, data: keys }),
  'GET /api-keys/webhook': json(200, { success: true, data: { url: null, secret: 'whsec_x' } }),
  'GET /api-keys/webhook/deliveries': json(200, { success: true, data: [] }),
});

describe('ApiKeysPage', () => {
  it('lists keys with prefix, scope, last use and usage, never the key', async () => {
    signIn();
    mockApi(baseApi([summary()]));
    renderRoutes(routes, '/api-keys');
    const table = await screen.findByRole('table', { name: 'Your keys' });
    const row = within(table).getByRole('row', { name: /Nightly ERP/ });
    expect(row).toHaveTextContent('trusty_AAAAAAAA…');
    expect(row).toHaveTextContent('classify');
    expect(row).toHaveTextContent('Never');
    expect(row).toHaveTextContent('2 calls, 1,000 items, 900 credits');
    expect(row).toHaveTextContent('all time: 12 calls, 3,400 items, 3,100 credits');
  });

  it('creates a key and shows it once', async () => {
    signIn();
    const api = mockApi({
      ...baseApi([]),
      'POST /api-keys': json(201, {
        success: true,
        data: { key: KEY, apiKey: summary({ name: 'Warehouse', scope: 'read' }) },
      }),
    });
    renderRoutes(routes, '/api-keys');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Warehouse');
    await user.click(screen.getByLabelText(/^read:/));
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByTestId('new-api-key')).toHaveTextContent(KEY);
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Warehouse',
      scope: 'read',
    });
    await user.click(screen.getByRole('button', { name: 'I have saved it' }));
    await waitFor(() => expect(screen.queryByTestId('new-api-key')).not.toBeInTheDocument());
  });

  it('says why a webhook URL was refused', async () => {
    signIn();
    mockApi({
      ...baseApi([]),
      'PUT /api-keys/webhook': apiFailure(
        400,
        'The URL points to a private, loopback or link-local address; webhooks can only reach public addresses',
        'VALIDATION_ERROR',
      ),
    });
    renderRoutes(routes, '/api-keys');
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Webhook URL');
    await waitFor(() => expect(field).toBeEnabled());
    await user.type(field, 'https://10.0.0.1/hook');
    await user.click(screen.getByRole('button', { name: 'Save webhook' }));
    expect(await screen.findByText(/private, loopback or link-local/)).toBeInTheDocument();
  });
});
