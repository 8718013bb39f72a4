import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/config/paths';
import { DashboardPage } from '../../../src/features/dashboard/pages/dashboard-page';
import { apiFailure, json, mockApi } from '../../helpers/api-mock';
import { landing, renderRoutes, signIn } from '../../helpers/render-route';
import { analysisSummary, pageReply, queryOf, uploadSummary } from './fixtures';

const stats = json(200, {
  success: true,
  data: { credits: 100, fileUploads: 1, totalCostsAlignment: 2 },
});

function renderDashboard() {
  signIn();
  return renderRoutes(
    [
      { path: paths.dashboard, element: <DashboardPage /> },
      landing(paths.resultRoute, 'Upload page'),
      landing(paths.results, 'Results page'),
    ],
    paths.dashboard,
  );
}

const card = () => screen.getByRole('region', { name: 'Latest results' });

describe('Dashboard: latest results', () => {
  it('lists the newest results, each linking to where it is kept', async () => {
    const api = mockApi({
      'GET /tbm/user-stats': stats,
      'GET /results': pageReply([
        uploadSummary({ fileName: 'ledger-fy25.xlsx', needsReview: 4 }),
        analysisSummary({ costName: 'Zoom licences' }),
      ]),
    });
    const { user, router } = renderDashboard();
    expect(await within(card()).findByText('ledger-fy25.xlsx')).toBeInTheDocument();
    expect(card()).toHaveTextContent('4 to review');
    expect(queryOf(api.callsTo('GET', '/results?kind=all&page=1&pageSize=5')[0]!.path)).toEqual({
      kind: 'all',
      page: '1',
      pageSize: '5',
    });
    expect(within(card()).getByRole('link', { name: 'Zoom licences' })).toHaveAttribute(
      'href',
      `${paths.results}?kind=analyses`,
    );
    expect(within(card()).getByRole('link', { name: 'See all results' })).toHaveAttribute(
      'href',
      paths.results,
    );
    await user.click(within(card()).getByRole('link', { name: 'ledger-fy25.xlsx' }));
    expect(await screen.findByText('Upload page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.result(uploadSummary().id));
  });

  it('marks how sure each answer is, in words and colour (issue 34 §6)', async () => {
    mockApi({
      'GET /tbm/user-stats': stats,
      'GET /results': pageReply([
        analysisSummary({
          id: '0b6a3e0c-1f7e-4c55-9a57-3f6d2b1a9c11',
          costName: 'Office rent',
          confidence: 0.04,
        }),
        analysisSummary({
          id: '0b6a3e0c-1f7e-4c55-9a57-3f6d2b1a9c12',
          costName: 'Zoom licences',
          confidence: 0.93,
        }),
        analysisSummary({
          id: '0b6a3e0c-1f7e-4c55-9a57-3f6d2b1a9c13',
          costName: 'Mystery',
          layers: null,
          status: 'unclassified',
          confidence: null,
          method: null,
        }),
      ]),
    });
    renderDashboard();
    const item = async (name: string) =>
      (await within(card()).findByRole('link', { name })).closest('li') as HTMLElement;
    expect(within(await item('Office rent')).getByText('Low 4%')).toHaveClass('bg-red-100');
    expect(within(await item('Zoom licences')).getByText('High 93%')).toHaveClass('bg-green-100');
    expect(within(await item('Mystery')).getByText('Not classified')).toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    mockApi({ 'GET /tbm/user-stats': stats, 'GET /results': pageReply([], 0) });
    renderDashboard();
    expect(await within(card()).findByText(/Nothing yet/)).toBeInTheDocument();
    expect(within(card()).getByRole('link', { name: 'Excel Processor' })).toHaveAttribute(
      'href',
      paths.excelProcessor,
    );
  });

  it('offers a retry when the results fail to load', async () => {
    let fail = true;
    mockApi({
      'GET /tbm/user-stats': stats,
      'GET /results': () =>
        fail ? apiFailure(429, 'Too many requests.') : pageReply([uploadSummary()]),
    });
    const { user } = renderDashboard();
    const alert = await within(card()).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your latest results.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(card()).findByText('ledger-fy25.xlsx')).toBeInTheDocument();
  });
});
