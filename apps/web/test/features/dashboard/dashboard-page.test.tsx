import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CATEGORIZATION_KEYS, type SpendCoverage } from '@trusty/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { paths } from '../../../src/config/paths';
import { DashboardPage } from '../../../src/features/dashboard/pages/dashboard-page';
import { coverage } from '../../components/spend/spend-fixtures';
import { smartNetResult } from './smartnet-result';

const result = smartNetResult;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

let credits: number;
let spend: SpendCoverage;
let categorize: Handler;
let fetchSpy: MockInstance<typeof fetch>;

beforeEach(() => {
  credits = 12_345;
  spend = coverage();
  categorize = () => json(200, { success: true, data: result });
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/api/v1/tbm/user-stats')) {
      return json(200, {
        success: true,
        data: { credits, fileUploads: 3, totalCostsAlignment: 1_204 },
      });
    }
    if (url.endsWith('/api/v1/tbm/categorize')) return categorize(init);
    if (url.endsWith('/api/v1/insights'))
      return json(200, {
        success: true,
        data: { from: null, to: null, coverage: spend, trend: [] },
      });
    if (url.includes('/api/v1/results?'))
      return json(200, { success: true, data: { items: [], page: 1, pageSize: 5, total: 0 } });
    return json(404, { success: false, message: 'not found', error: 'NOT_FOUND' });
  });
});

afterEach(() => {
  toast.remove();
  vi.restoreAllMocks();
});

function renderDashboard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: paths.dashboard, element: <DashboardPage /> },
      { path: paths.buyCredits, element: <h1>Buy Credits page</h1> },
    ],
    { initialEntries: [paths.dashboard] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), field: screen.getByLabelText('Cost Name') };
}

const analyzeButton = () =>
  screen.getByRole('button', { name: /Analyze Cost with AI|Analyzing with AI/ });
const statValue = (label: string) => screen.getByText(label).nextElementSibling;
const categorizeCalls = () =>
  fetchSpy.mock.calls.filter(([url]) => String(url).endsWith('/tbm/categorize'));

describe('Dashboard stats', () => {
  it('shows skeletons, then the three stats with thousands separators', async () => {
    renderDashboard();
    expect(screen.getAllByText('Loading')).toHaveLength(4);
    await waitFor(() => expect(statValue('Credits Remaining')).toHaveTextContent('12,345'));
    expect(statValue('Files Processed')).toHaveTextContent('3');
    expect(statValue('Cost lines analyzed')).toHaveTextContent('1,204');
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });
});

describe('Spend covered', () => {
  const card = () => screen.getByText('Spend covered').parentElement as HTMLElement;

  it('shows the share mapped with confidence in the largest currency, and the others apart', async () => {
    renderDashboard();
    // (1,234.56 + 0.30 + 73,000) of 75,334.85 euros; (1,234.56 + 0.30 + 17,738.09) of 20,072.85 dollars
    await waitFor(() => expect(card()).toHaveTextContent('98.5%'));
    const text = card().textContent?.replace(/\u00a0/g, ' ');
    expect(text).toContain('of EUR 75,334.85');
    expect(text).toContain('94.5% of USD 20,072.85');
    expect(within(card()).getByRole('link', { name: 'See Insights' })).toHaveAttribute(
      'href',
      paths.insights,
    );
  });

  it('says when there are no amounts yet', async () => {
    spend = coverage([]);
    renderDashboard();
    expect(await within(card()).findByText('No amounts yet.')).toBeInTheDocument();
  });
});

describe('TBM Cost Analyzer', () => {
  it('keeps the button disabled while the cost name is empty or only spaces', async () => {
    const { user, field } = renderDashboard();
    expect(analyzeButton()).toBeDisabled();
    await user.type(field, '   ');
    expect(analyzeButton()).toBeDisabled();
    await user.type(field, 'AWS');
    expect(analyzeButton()).toBeEnabled();
    await user.clear(field);
    expect(analyzeButton()).toBeDisabled();
  });

  it('shows the busy state, then the result dialog, a toast and refreshed stats', async () => {
    let answer!: (response: Response) => void;
    categorize = () => new Promise<Response>((resolve) => (answer = resolve));
    const { user, field } = renderDashboard();
    await waitFor(() => expect(statValue('Credits Remaining')).toHaveTextContent('12,345'));

    await user.type(field, '  Cisco SmartNet renewal FY25 ');
    await user.click(analyzeButton());
    expect(analyzeButton()).toHaveTextContent('Analyzing with AI...');
    expect(analyzeButton()).toBeDisabled();
    expect(JSON.parse(String(categorizeCalls()[0]?.[1]?.body))).toEqual({
      costName: 'Cisco SmartNet renewal FY25',
    });

    credits = 12_344;
    answer(json(200, { success: true, data: result }));

    const dialog = await screen.findByRole('dialog', { name: 'Cisco SmartNet renewal FY25' });
    const terms = within(dialog)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms).toEqual([...CATEGORIZATION_KEYS, 'Confidence', 'Reason']);
    const values = within(dialog)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(values.slice(0, 6)).toEqual([
      'Hardware',
      'Maintenance & Support',
      'Network',
      'LAN/WAN',
      'Infrastructure',
      'Network',
    ]);
    expect(values[6]).toContain('87%');
    expect(values[6]).toContain('High');
    expect(values[7]).toBe('Cisco SmartNet is network hardware support');

    expect(
      await screen.findByText('Cost has been successfully analyzed and categorized'),
    ).toBeInTheDocument();
    await waitFor(() => expect(statValue('Credits Remaining')).toHaveTextContent('12,344'));
    // The page behind the modal is hidden from the accessibility tree while it is open.
    expect(
      screen.getByRole('button', { name: 'Analyze Cost with AI', hidden: true }),
    ).toBeEnabled();
  });

  it('labels low confidence as Low', async () => {
    categorize = () =>
      json(200, {
        success: true,
        data: {
          ...result,
          confidence: 0.32,
          categorization: { ...result.categorization, Confidence: '32%' },
        },
      });
    const { user, field } = renderDashboard();
    await user.type(field, 'misc');
    await user.click(analyzeButton());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('32%')).toBeInTheDocument();
    expect(within(dialog).getByText('Low')).toBeInTheDocument();
  });

  it('Analyze Another closes the dialog, clears the form and puts focus back in the field', async () => {
    const { user, field } = renderDashboard();
    await user.type(field, 'Cisco SmartNet renewal FY25');
    await user.click(analyzeButton());
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Analyze Another' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field).toHaveValue('');
    await waitFor(() => expect(field).toHaveFocus());
    expect(analyzeButton()).toBeDisabled();
  });

  it('Close keeps the cost name in the form', async () => {
    const { user, field } = renderDashboard();
    await user.type(field, 'Cisco SmartNet renewal FY25');
    await user.click(analyzeButton());
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field).toHaveValue('Cisco SmartNet renewal FY25');
  });

  it('on 402 says why once, in the form, with a link to Buy Credits', async () => {
    categorize = () =>
      json(402, {
        success: false,
        message: 'Not enough credits: 1 needed, 0 available.',
        error: 'INSUFFICIENT_CREDITS',
        needed: 1,
        available: 0,
      });
    const { user, field } = renderDashboard();
    await user.type(field, 'AWS EC2 compute');
    await user.click(analyzeButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not enough credits: 1 needed, 0 available.');
    // One failure, one message: no toast repeats it (issue 17 §9).
    expect(screen.getAllByText('Not enough credits: 1 needed, 0 available.')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('link', { name: 'Buy Credits' }));
    expect(await screen.findByRole('heading', { name: 'Buy Credits page' })).toBeInTheDocument();
  });

  it.each([
    [
      'the API message',
      () =>
        json(500, {
          success: false,
          message: 'Something went wrong. Please try again.',
          error: 'INTERNAL_ERROR',
        }),
      'Something went wrong. Please try again.',
    ],
    [
      'the generic message for an answer without a result',
      () => json(200, { success: true, data: {} }),
      'Failed to process the request. Please try again.',
    ],
    [
      'the network message when the request fails',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'API request failed',
    ],
  ])('toasts %s on failure', async (_case, handler, message) => {
    categorize = handler;
    const { user, field } = renderDashboard();
    await user.type(field, 'AWS EC2 compute');
    await user.click(analyzeButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Buy Credits' })).not.toBeInTheDocument();
    expect(analyzeButton()).toBeEnabled();
  });
});
