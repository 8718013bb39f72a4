import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/config/paths';
import { InsightsPage } from '../../../src/features/insights/pages/insights-page';
import { apiFailure, json, mockApi } from '../../helpers/api-mock';
import { renderRoutes, signIn } from '../../helpers/render-route';
import { coverage, trend } from '../../components/spend/spend-fixtures';

/** Issue 31 §4: the Insights page, per currency, over a chosen period. */

const reply = (data = coverage(), points = trend) =>
  json(200, { success: true, data: { from: null, to: null, coverage: data, trend: points } });

function renderInsights(search = '') {
  signIn();
  return renderRoutes(
    [{ path: paths.insights, element: <InsightsPage /> }],
    `${paths.insights}${search}`,
  );
}

const text = (element: HTMLElement) => element.textContent?.replace(/\u00a0/g, ' ') ?? '';

describe('Insights', () => {
  it('shows each currency\u2019s spend apart, never one total across them', async () => {
    mockApi({ 'GET /insights': reply() });
    renderInsights();
    const totals = await screen.findByRole('list', { name: 'Spend per currency' });
    expect(within(totals).getAllByRole('listitem').map(text)).toEqual([
      'EUREUR 75,334.8598.5% mapped with confidence',
      'USDUSD 20,072.8594.5% mapped with confidence',
    ]);
    expect(screen.getByRole('heading', { name: 'Coverage in EUR' })).toBeInTheDocument();
    expect(
      screen.getByText(
        '2 rows have an amount that could not be read; each says why in its status.',
      ),
    ).toBeInTheDocument();
  });

  it('switches the figures and the charts to another currency', async () => {
    mockApi({ 'GET /insights': reply() });
    const { user } = renderInsights();
    await user.selectOptions(await screen.findByLabelText('Currency'), 'USD');
    expect(screen.getByRole('heading', { name: 'Coverage in USD' })).toBeInTheDocument();
    // The charts are a lazy chunk (Recharts), first imported and transformed here: a slow
    // machine takes over the default second.
    expect(
      await screen.findByRole('figure', { name: 'Spend by cost pool' }, { timeout: 5000 }),
    ).toHaveAccessibleDescription(/USD/);
  });

  it('asks for the chosen period and keeps it in the address', async () => {
    const api = mockApi({ 'GET /insights': reply() });
    const { user, router } = renderInsights();
    await screen.findByRole('list', { name: 'Spend per currency' });
    await user.selectOptions(screen.getByLabelText('Period'), 'Last 90 days');
    const url = new URL(`http://x${api.calls.at(-1)?.path}`);
    const from = url.searchParams.get('from') as string;
    const to = url.searchParams.get('to') as string;
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(89);
    expect(router.state.location.search).toBe(`?from=${from}&to=${to}`);
    await user.selectOptions(screen.getByLabelText('Period'), 'Choose dates…');
    expect(screen.getByLabelText('From')).toHaveValue(from);
  });

  it('reads a period from the address, and says when it holds no amounts', async () => {
    const api = mockApi({ 'GET /insights': reply(coverage([]), []) });
    renderInsights('?from=2026-01-01&to=2026-01-31');
    expect(await screen.findByText('No upload with amounts in this period.')).toBeInTheDocument();
    expect(api.calls[0]?.path).toBe('/insights?from=2026-01-01&to=2026-01-31');
  });

  it('offers a retry when the figures fail to load', async () => {
    mockApi({ 'GET /insights': apiFailure(400, 'Dates must be written as YYYY-MM-DD.') });
    renderInsights();
    expect(await screen.findByText('Dates must be written as YYYY-MM-DD.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
