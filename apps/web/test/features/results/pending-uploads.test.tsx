import type { PendingUploadSummary } from '@trusty/contracts';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../../src/config/paths';
import { DashboardPage } from '../../../src/features/dashboard/pages/dashboard-page';
import { RESULTS_POLL_MS } from '../../../src/features/results/api/get-results';
import { ResultsPage } from '../../../src/features/results/pages/results-page';
import { json, mockApi } from '../../helpers/api-mock';
import { landing, renderRoutes, signIn } from '../../helpers/render-route';
import { analysisSummary, pageReply, uploadSummary } from './fixtures';

/*
 * Uploads whose job has not stored a result yet (issue 19): the list says they are processing
 * and asks again every few seconds while one is, or that they failed and why.
 */

const processingId = '7e0d3f2a-2222-4c4c-9d9d-000000000001';
type Fields = Partial<Pick<PendingUploadSummary, 'id' | 'fileName' | 'createdAt'>>;
const base = { kind: 'upload', id: processingId, fileName: 'big-ledger.xlsx' } as const;
const processing = (fields: Fields = {}): PendingUploadSummary => ({
  ...base,
  createdAt: '2026-11-24T10:00:00.000Z',
  ...fields,
  status: 'processing',
});
const failedUpload = (failure: string, fields: Fields = {}): PendingUploadSummary => ({
  ...base,
  createdAt: '2026-11-24T10:00:00.000Z',
  ...fields,
  status: 'failed',
  failure,
});

/** Answers each GET /results with the next page of `replies`, the last one from then on. */
function resultsSequence(...replies: Response[]) {
  let next = 0;
  return () => replies[Math.min(next++, replies.length - 1)]!;
}

function renderResults() {
  signIn();
  return renderRoutes(
    [{ path: paths.results, element: <ResultsPage /> }, landing(paths.resultRoute, 'Upload page')],
    paths.results,
    { fakeTimers: true },
  );
}

const listCalls = (api: ReturnType<typeof mockApi>) =>
  api.calls.filter((c) => c.method === 'GET' && c.path.startsWith('/results?'));

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('Results list: uploads still processing or failed', () => {
  it('shows a processing upload in words, then the ready upload after a refresh, and says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({
      'GET /results': resultsSequence(
        pageReply([processing(), analysisSummary({ costName: 'Zoom licences' })]),
        pageReply([
          uploadSummary({ id: processingId, fileName: 'big-ledger.xlsx', totalRows: 1200 }),
          analysisSummary({ costName: 'Zoom licences' }),
        ]),
      ),
    });
    renderResults();

    const [item] = await screen.findAllByRole('listitem');
    expect(item).toHaveTextContent('big-ledger.xlsx');
    expect(item).toHaveTextContent('Processing…');
    // Nothing to open or download yet.
    expect(within(item!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(item!).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');

    await advance(RESULTS_POLL_MS);
    const link = await screen.findByRole('link', { name: 'big-ledger.xlsx' });
    expect(link).toHaveAttribute('href', paths.result(processingId));
    expect(screen.getByRole('button', { name: 'Download big-ledger.xlsx' })).toBeEnabled();
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('1,200 rows');
    expect(screen.queryByText('Processing…')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('big-ledger.xlsx is ready.');
    expect(listCalls(api)).toHaveLength(2);

    // Nothing is processing any more: no further requests.
    await advance(RESULTS_POLL_MS * 5);
    expect(listCalls(api)).toHaveLength(2);
  });

  it('keeps asking while an upload is processing, every few seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({ 'GET /results': pageReply([processing()]) });
    renderResults();
    expect(await screen.findByText('Processing…')).toBeInTheDocument();
    expect(listCalls(api)).toHaveLength(1);

    await advance(RESULTS_POLL_MS * 3);
    expect(listCalls(api).length).toBeGreaterThanOrEqual(3);
    expect(listCalls(api).length).toBeLessThanOrEqual(4);
  });

  it('stops asking when the page is left', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({ 'GET /results': pageReply([processing()]) });
    const { unmount } = renderResults();
    expect(await screen.findByText('Processing…')).toBeInTheDocument();
    await advance(RESULTS_POLL_MS);
    const asked = listCalls(api).length;
    expect(asked).toBeGreaterThanOrEqual(2);

    unmount();
    await advance(RESULTS_POLL_MS * 5);
    expect(listCalls(api)).toHaveLength(asked);
  });

  it('shows a failed upload with its message, only a Dismiss action, and does not poll for it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({
      'GET /results': pageReply([
        failedUpload('The file is not a valid Excel workbook.', { fileName: 'broken.xlsx' }),
        uploadSummary(),
      ]),
    });
    renderResults();
    const [failed, ready] = await screen.findAllByRole('listitem');
    expect(failed).toHaveTextContent('broken.xlsx');
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('The file is not a valid Excel workbook.');
    expect(within(failed!).queryByRole('link')).not.toBeInTheDocument();
    expect(
      within(failed!)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Dismiss broken.xlsx']);
    expect(within(ready!).getByRole('button', { name: /Download/ })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await advance(RESULTS_POLL_MS * 3);
    expect(listCalls(api)).toHaveLength(1);
  });

  it('announces an upload that failed while the page watched it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({
      'GET /results': resultsSequence(
        pageReply([processing()]),
        pageReply([failedUpload('Not enough credits.')]),
      ),
    });
    renderResults();
    expect(await screen.findByText('Processing…')).toBeInTheDocument();
    await advance(RESULTS_POLL_MS);
    expect(await screen.findByText('Not enough credits.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('big-ledger.xlsx failed.');
  });
});

describe('Results list: dismissing a failed upload (issue 34 §8)', () => {
  const failedId = '7e0d3f2a-2222-4c4c-9d9d-0000000000f1';
  const dismissPath = `/results/failed-uploads/${failedId}`;

  it('removes it from the list, through the API, and keeps the focus on the list', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const broken = failedUpload('Not a workbook.', { id: failedId, fileName: 'broken.xlsx' });
    const api = mockApi({
      'GET /results': resultsSequence(
        pageReply([broken, uploadSummary()]),
        pageReply([uploadSummary()]),
      ),
      [`DELETE ${dismissPath}`]: json(200, { success: true, data: { id: failedId } }),
    });
    const { user } = renderResults();
    await user.click(await screen.findByRole('button', { name: 'Dismiss broken.xlsx' }));
    await vi.waitFor(() => expect(screen.queryByText('broken.xlsx')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', dismissPath)).toHaveLength(1);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();
  });

  it('says why when it cannot, and keeps the upload listed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const broken = failedUpload('Not a workbook.', { id: failedId, fileName: 'broken.xlsx' });
    mockApi({
      'GET /results': pageReply([broken]),
      [`DELETE ${dismissPath}`]: json(503, { success: false, message: 'Service busy' }),
    });
    const { user } = renderResults();
    await user.click(await screen.findByRole('button', { name: 'Dismiss broken.xlsx' }));
    expect(
      await screen.findByText(/Service busy|Could not dismiss this upload/),
    ).toBeInTheDocument();
    expect(screen.getByText('broken.xlsx')).toBeInTheDocument();
  });
});

describe('Dashboard: latest results with uploads not ready yet', () => {
  it('shows their state and leads to the uploads in Results', async () => {
    signIn();
    mockApi({
      'GET /tbm/user-stats': json(200, {
        success: true,
        data: { credits: 100, fileUploads: 1, totalCostsAlignment: 2 },
      }),
      'GET /results': pageReply([
        processing(),
        failedUpload('Bad file.', { id: 'f1', fileName: 'broken.xlsx' }),
        uploadSummary({ fileName: 'ledger-fy25.xlsx' }),
      ]),
    });
    renderRoutes(
      [
        { path: paths.dashboard, element: <DashboardPage /> },
        landing(paths.results, 'Results page'),
        landing(paths.resultRoute, 'Upload page'),
      ],
      paths.dashboard,
    );
    const card = await screen.findByRole('region', { name: 'Latest results' });
    const waiting = await within(card).findByRole('link', { name: 'big-ledger.xlsx' });
    expect(waiting).toHaveAttribute('href', `${paths.results}?kind=uploads`);
    expect(waiting.closest('li')).toHaveTextContent('Processing…');
    expect(within(card).getByRole('link', { name: 'broken.xlsx' }).closest('li')).toHaveTextContent(
      'Failed',
    );
    expect(within(card).getByRole('link', { name: 'ledger-fy25.xlsx' })).toHaveAttribute(
      'href',
      paths.result(uploadSummary().id),
    );
  });
});
