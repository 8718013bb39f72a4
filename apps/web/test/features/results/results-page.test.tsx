import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../../src/config/paths';
import { ResultsPage } from '../../../src/features/results/pages/results-page';
import type { CorrectRowDialogProps } from '../../../src/features/results/components/correction-slot';
import { apiFailure, mockApi } from '../../helpers/api-mock';
import { landing, renderRoutes, signIn } from '../../helpers/render-route';
import { analysisSummary, pageReply, queryOf, uploadSummary } from './fixtures';

function FakeCorrection(props: CorrectRowDialogProps) {
  return props.open ? <div role="dialog" aria-label={`Correcting ${props.row.costName}`} /> : null;
}

function renderPage(entry: string = paths.results, withCorrection = true) {
  signIn();
  return renderRoutes(
    [
      {
        path: paths.results,
        element: <ResultsPage correctionDialog={withCorrection ? FakeCorrection : undefined} />,
      },
      landing(paths.resultRoute, 'Upload page'),
      landing(paths.excelProcessor),
      landing(paths.dashboard),
    ],
    entry,
  );
}

const listCalls = (api: ReturnType<typeof mockApi>) =>
  api.calls.filter((c) => c.method === 'GET' && c.path.startsWith('/results?'));

describe('Results page', () => {
  it('lists uploads and single analyses with what each shows', async () => {
    mockApi({
      'GET /results': pageReply([
        uploadSummary(),
        uploadSummary({
          id: '7e0d3f2a-1111-4c4c-9d9d-000000000002',
          fileName: 'old-ledger.xlsx',
          downloadable: false,
          needsReview: 0,
        }),
        analysisSummary({ costName: 'Zoom licences', method: 'rule', confidence: 1 }),
      ]),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'All (3)' })).toBeInTheDocument();
    const [fresh, old, analysis] = screen.getAllByRole('listitem');
    expect(within(fresh!).getByRole('link', { name: 'ledger-fy25.xlsx' })).toHaveAttribute(
      'href',
      paths.result(uploadSummary().id),
    );
    expect(fresh).toHaveTextContent('200 rows');
    expect(fresh).toHaveTextContent('2 errors');
    expect(fresh).toHaveTextContent('30 rows to review');
    expect(within(fresh!).getByRole('button', { name: 'Download ledger-fy25.xlsx' })).toBeEnabled();
    expect(within(old!).queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
    expect(old).toHaveTextContent('Expired');
    expect(old).toHaveTextContent('Nothing to review');
    expect(analysis).toHaveTextContent('Zoom licences');
    expect(analysis).toHaveTextContent('End User / Workplace');
    expect(analysis).toHaveTextContent('Your rule');
  });

  it('asks for the chosen kind and pages with the page in the address', async () => {
    const api = mockApi({
      'GET /results': () => {
        const query = queryOf(api.calls.at(-1)!.path);
        return query.page === '2'
          ? pageReply([uploadSummary({ fileName: 'second-page.xlsx' })], 41, 2)
          : pageReply([uploadSummary({ fileName: 'first-page.xlsx' })], 41, 1);
      },
    });
    const { user, router } = renderPage();
    expect(await screen.findByText('first-page.xlsx')).toBeInTheDocument();
    expect(queryOf(listCalls(api)[0]!.path)).toEqual({ kind: 'all', page: '1', pageSize: '20' });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('second-page.xlsx')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All (41)' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Uploads' }));
    expect(screen.getByRole('button', { name: 'Uploads' })).toHaveAttribute('aria-pressed', 'true');
    // A new kind starts at its first page.
    expect(router.state.location.search).toBe('?kind=uploads');
    await screen.findByRole('heading', { name: 'Uploads (41)' });
    expect(queryOf(listCalls(api).at(-1)!.path)).toEqual({
      kind: 'uploads',
      page: '1',
      pageSize: '20',
    });
  });

  it('an address past the last page shows the last page instead of nothing', async () => {
    const api = mockApi({
      'GET /results': () => {
        const page = Number(queryOf(api.calls.at(-1)!.path).page);
        return page === 2
          ? pageReply([uploadSummary({ fileName: 'last-page.xlsx' })], 21, 2)
          : pageReply([], 21, page);
      },
    });
    const { router } = renderPage(`${paths.results}?page=7`);
    expect(await screen.findByText('last-page.xlsx')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.queryByText('No results yet')).not.toBeInTheDocument();
  });

  it('opens on the kind a link names', async () => {
    const api = mockApi({ 'GET /results': pageReply([analysisSummary()]) });
    renderPage(`${paths.results}?kind=analyses`);
    expect(await screen.findByRole('heading', { name: 'Single analyses (1)' })).toBeInTheDocument();
    expect(queryOf(listCalls(api)[0]!.path).kind).toBe('analyses');
  });

  it('shows an empty state leading to the Excel Processor and the Dashboard', async () => {
    mockApi({ 'GET /results': pageReply([], 0) });
    const { user } = renderPage();
    expect(await screen.findByText('No results yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      paths.dashboard,
    );
    await user.click(screen.getByRole('link', { name: 'Excel Processor' }));
    expect(await screen.findByText(`Landed on ${paths.excelProcessor}`)).toBeInTheDocument();
  });

  it('says it is loading, then shows an error with a retry that works', async () => {
    let fail = true;
    mockApi({
      // A 4xx: the query client retries 5xx answers on its own before showing them.
      'GET /results': () =>
        fail
          ? apiFailure(429, 'Too many requests, please wait a moment.')
          : pageReply([uploadSummary()]),
    });
    const { user } = renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your results');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests, please wait a moment.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('ledger-fy25.xlsx')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the correction dialog for a single analysis, when the app provides one', async () => {
    mockApi({ 'GET /results': pageReply([analysisSummary({ costName: 'Zoom licences' })]) });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Correct Zoom licences' }));
    expect(screen.getByRole('dialog', { name: 'Correcting Zoom licences' })).toBeInTheDocument();
  });

  it('offers no Correct button without a correction dialog', async () => {
    mockApi({ 'GET /results': pageReply([analysisSummary({ costName: 'Zoom licences' })]) });
    renderPage(paths.results, false);
    expect(await screen.findByText('Zoom licences')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Correct/ })).not.toBeInTheDocument();
  });

  it("downloads an upload's file under its processed name", async () => {
    const api = mockApi({
      'GET /results': pageReply([uploadSummary()]),
      [`GET /tbm/excel/download/${uploadSummary().id}`]: new Response('PK', { status: 200 }),
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:result'), revokeObjectURL: vi.fn() }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Download ledger-fy25.xlsx' }));
    expect(await screen.findByText('File downloaded successfully!')).toBeInTheDocument();
    expect(saved).toEqual(['processed_ledger-fy25.xlsx']);
    expect(api.callsTo('GET', `/tbm/excel/download/${uploadSummary().id}`)).toHaveLength(1);
  });
});
