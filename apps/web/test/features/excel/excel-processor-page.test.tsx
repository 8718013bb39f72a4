import { EXCEL_STILL_PROCESSING } from '@trusty/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../src/config/paths';
import { ExcelProcessorPage } from '../../../src/features/excel/pages/excel-processor-page';
import { useUserStats } from '../../../src/lib/user-stats';
import { apiFailure, json, mockApi } from '../../helpers/api-mock';
import { landing, renderRoutes, signIn } from '../../helpers/render-route';
import { ec2ResultRow, processResult, userStatsReply } from './fixtures';

const result = processResult({
  totalRows: 115,
  successfulRows: 7,
  errorRows: 108,
  // The server sends the first 100 error lines; errorRows has the full count.
  errors: Array.from({ length: 100 }, (_, i) => `Row ${i + 5}: Cost name is empty`),
});

const details = {
  processId: result.processId,
  successfulRows: 2,
  truncated: false,
  rows: [
    ec2ResultRow(5),
    {
      row: 6,
      costName: 'Misc team lunch',
      categorization: {
        'Cost Pool': 'Other',
        'Sub-Cost Pool': 'Other',
        'IT Tower': 'IT Management',
        'Sub-Tower': 'IT Management & Strategic Planning',
        'Technical Solution': 'Delivery',
        'Technical Category': 'Strategy & Planning',
      },
      confidence: 0.12,
      reason: 'Unrecognised',
    },
  ],
};

/** Shows the credits as the shell does, so the test sees the stats refresh after a run. */
function CreditsProbe() {
  const stats = useUserStats();
  return <p>Credits: {stats.data?.credits ?? '…'}</p>;
}

let credits = 100;
const statsReply = () => userStatsReply(credits);

function renderPage() {
  signIn();
  const view = renderRoutes(
    [
      {
        path: paths.excelProcessor,
        element: (
          <>
            <CreditsProbe />
            <ExcelProcessorPage />
          </>
        ),
      },
      landing(paths.buyCredits, 'Buy Credits page'),
      landing(paths.results, 'Results page'),
    ],
    paths.excelProcessor,
  );
  // The picker offers only Excel files; the page must still refuse anything else it is given.
  const user = userEvent.setup({
    applyAccept: false,
    advanceTimers: (ms) => void (vi.isFakeTimers() && vi.advanceTimersByTime(ms)),
  });
  return { ...view, user, input: screen.getByLabelText('Excel file') as HTMLInputElement };
}

const excelFile = (name = 'costs.xlsx', bytes = 1.5 * 1024 * 1024) =>
  new File([new Uint8Array(bytes)], name);

/** A reply the test releases when it wants the server to answer. */
function held() {
  let release!: (response: Response) => void;
  const promise = new Promise<Response>((resolve) => (release = resolve));
  return { reply: () => promise, release };
}

beforeEach(() => {
  credits = 100;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Excel Processor page', () => {
  it('explains how it works and refuses files the spec does not allow', async () => {
    mockApi({ 'GET /tbm/user-stats': statsReply });
    const { user, input } = renderPage();
    expect(screen.getByRole('heading', { name: 'How It Works' })).toBeInTheDocument();
    expect(screen.getByText(/such as Cost Name, costName or Name/)).toBeInTheDocument();

    await user.upload(input, new File(['Cost Name\nAWS'], 'costs.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please upload a valid Excel file (.xlsx or .xls)',
    );
    expect(screen.queryByRole('button', { name: 'Process File' })).not.toBeInTheDocument();

    await user.upload(input, excelFile('huge.xlsx', 10 * 1024 * 1024));
    expect(screen.getByRole('alert')).toHaveTextContent('File size must be less than 10MB');
    expect(screen.queryByText('huge.xlsx')).not.toBeInTheDocument();
  });

  it('shows the chosen file with its size, and Remove goes back to no file', async () => {
    mockApi({ 'GET /tbm/user-stats': statsReply });
    const { user, input } = renderPage();
    await user.upload(input, excelFile());
    expect(screen.getByText('costs.xlsx')).toBeInTheDocument();
    expect(screen.getByText('1.50 MB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Different File' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByText('costs.xlsx')).not.toBeInTheDocument();
    expect(screen.getByText('Drag and drop your Excel file here')).toBeInTheDocument();
  });

  it('takes a dropped file', async () => {
    mockApi({ 'GET /tbm/user-stats': statsReply });
    renderPage();
    fireEvent.drop(screen.getByTestId('drop-zone'), {
      dataTransfer: { files: [excelFile('dropped.xls', 2048)] },
    });
    expect(await screen.findByText('dropped.xls')).toBeInTheDocument();
  });

  it('animates the four steps every 1.5 s, then shows the results, toasts and refreshed credits', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const upload = held();
    const api = mockApi({
      'GET /tbm/user-stats': statsReply,
      'POST /tbm/excel/process': upload.reply,
    });
    const { user, input } = renderPage();
    expect(await screen.findByText('Credits: 100')).toBeInTheDocument();
    await user.upload(input, excelFile());
    await user.click(screen.getByRole('button', { name: 'Process File' }));

    const dialog = await screen.findByRole('dialog', { name: 'Processing Excel File' });
    const step = (name: string) => within(dialog).getByText(name).closest('li') as HTMLElement;
    expect(step('File Validation')).toHaveAttribute('aria-current', 'step');
    // Not closable while processing: no close button, Escape does nothing.
    expect(within(dialog).queryByRole('button', { name: 'Close dialog' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1500));
    expect(step('AI Analysis')).toHaveAttribute('aria-current', 'step');
    expect(step('File Validation')).toHaveTextContent('(done)');
    act(() => vi.advanceTimersByTime(1500));
    expect(step('TBM Categorization')).toHaveAttribute('aria-current', 'step');
    act(() => vi.advanceTimersByTime(3000));
    expect(step('TBM Categorization')).toHaveAttribute('aria-current', 'step');

    const [, init] =
      api.spy.mock.calls.find(([url]) => String(url).endsWith('/tbm/excel/process')) ?? [];
    const sent = init?.body as FormData;
    expect((sent.get('excelFile') as File).name).toBe('costs.xlsx');
    expect(sent.get('connectionId')).toBeNull();

    credits = 93;
    upload.release(json(200, { success: true, data: result }));
    const done = await screen.findByRole('dialog', { name: 'Processing Complete' });
    expect(within(done).getByText('Results Ready').closest('li')).toHaveTextContent('(done)');
    const count = (label: string) => within(done).getByText(label).nextElementSibling;
    expect(count('Total Rows')).toHaveTextContent('115');
    expect(count('Processed')).toHaveTextContent('7');
    expect(count('Errors')).toHaveTextContent('108');
    const errorLines = within(done)
      .getAllByRole('listitem')
      .filter((li) => li.textContent?.startsWith('Row '));
    expect(errorLines).toHaveLength(5);
    expect(within(done).getByText('... and 103 more errors')).toBeInTheDocument();
    expect(within(done).getByText(/^File available until .*2030/)).toBeInTheDocument();
    expect(screen.getByText('Excel processed successfully! 7 rows processed.')).toBeInTheDocument();
    expect(
      screen.getByText('108 rows had errors. Check the results for details.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Credits: 93')).toBeInTheDocument();
  });

  it('after closing the dialog keeps a summary card that downloads as processed_ + the name', async () => {
    const api = mockApi({
      'GET /tbm/user-stats': statsReply,
      'POST /tbm/excel/process': json(200, { success: true, data: result }),
      [`GET /tbm/excel/download/${result.processId}`]: new Response('PK', { status: 200 }),
    });
    const created = vi.fn((_blob: Blob) => 'blob:result');
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }),
    );
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const { user, input } = renderPage();
    await user.upload(input, excelFile('ledger.xls', 4096));
    await user.click(screen.getByRole('button', { name: 'Process File' }));
    await screen.findByRole('dialog', { name: 'Processing Complete' });
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Processing Complete' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download File' }));
    expect(await screen.findByText('File downloaded successfully!')).toBeInTheDocument();
    expect(clicked).toEqual(['processed_ledger.xlsx']);
    expect(api.callsTo('GET', `/tbm/excel/download/${result.processId}`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Process Another File' }));
    expect(screen.getByText('Drag and drop your Excel file here')).toBeInTheDocument();
    expect(screen.queryByText('ledger.xls')).not.toBeInTheDocument();
  });

  it('toasts the reason a download failed', async () => {
    mockApi({
      'GET /tbm/user-stats': statsReply,
      'POST /tbm/excel/process': json(200, { success: true, data: result }),
      [`GET /tbm/excel/download/${result.processId}`]: apiFailure(
        404,
        'This processed file does not exist or has expired.',
        'NOT_FOUND',
      ),
    });
    const { user, input } = renderPage();
    await user.upload(input, excelFile());
    await user.click(screen.getByRole('button', { name: 'Process File' }));
    await user.click(await screen.findByRole('button', { name: 'Download Processed File' }));
    expect(
      await screen.findByText('This processed file does not exist or has expired.'),
    ).toBeInTheDocument();
  });

  it('lists the classified rows in View Details and filters to low confidence', async () => {
    const api = mockApi({
      'GET /tbm/user-stats': statsReply,
      'POST /tbm/excel/process': json(200, { success: true, data: result }),
      [`GET /tbm/excel/results/${result.processId}`]: json(200, { success: true, data: details }),
    });
    const { user, input } = renderPage();
    await user.upload(input, excelFile());
    await user.click(screen.getByRole('button', { name: 'Process File' }));
    await user.click(await screen.findByRole('button', { name: 'View Details' }));

    const dialog = await screen.findByRole('dialog', { name: 'Classified Rows' });
    const table = await within(dialog).findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('rowheader', { name: 'AWS EC2 compute' })).toBeInTheDocument();
    expect(within(table).getByText('High 91%')).toBeInTheDocument();

    await user.click(within(dialog).getByLabelText(/Only low-confidence rows/));
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).queryByText('AWS EC2 compute')).not.toBeInTheDocument();
    expect(within(table).getByText('Low 12%')).toBeInTheDocument();
    expect(api.callsTo('GET', `/tbm/excel/results/${result.processId}`)).toHaveLength(1);
  });

  it('says one row in the singular', async () => {
    mockApi({
      'GET /tbm/user-stats': statsReply,
      'POST /tbm/excel/process': json(200, {
        success: true,
        data: {
          ...result,
          totalRows: 7,
          successfulRows: 1,
          errorRows: 6,
          errors: result.errors.slice(0, 6),
        },
      }),
    });
    const { user, input } = renderPage();
    await user.upload(input, excelFile());
    await user.click(screen.getByRole('button', { name: 'Process File' }));
    const done = await screen.findByRole('dialog', { name: 'Processing Complete' });
    expect(within(done).getByText('... and 1 more error')).toBeInTheDocument();
    expect(
      await screen.findByText('Excel processed successfully! 1 row processed.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('6 rows had errors. Check the results for details.'),
    ).toBeInTheDocument();
  });

  it('says "1 row had errors" in the singular', async () => {
    mockApi({
      'GET /tbm/user-stats': statsReply,
      'POST /tbm/excel/process': json(200, {
        success: true,
        data: { ...result, totalRows: 8, successfulRows: 7, errorRows: 1, errors: ['Row 3: x'] },
      }),
    });
    const { user, input } = renderPage();
    await user.upload(input, excelFile());
    await user.click(screen.getByRole('button', { name: 'Process File' }));
    expect(
      await screen.findByText('1 row had errors. Check the results for details.'),
    ).toBeInTheDocument();
  });

  it('says a 202 is still processing, toasts nothing, and leads to Results', async () => {
    mockApi({
      'GET /tbm/user-stats': statsReply,
      'POST /tbm/excel/process': json(202, {
        success: true,
        data: {
          processId: result.processId,
          state: 'running',
          statusUrl: `/api/v1/tbm/excel/status/${result.processId}`,
        },
        message: EXCEL_STILL_PROCESSING,
      }),
    });
    const { user, input } = renderPage();
    await user.upload(input, excelFile());
    await user.click(screen.getByRole('button', { name: 'Process File' }));
    const dialog = await screen.findByRole('dialog', { name: 'Still Processing' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(EXCEL_STILL_PROCESSING);
    // Not a failure, and not a result: no retry is offered, nothing says it is done.
    expect(screen.queryByText(/processed successfully/)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('link', { name: 'Open Results' }));
    expect(await screen.findByText('Results page')).toBeInTheDocument();
  });

  it('explains a 402 and links to Buy Credits', async () => {
    mockApi({
      'GET /tbm/user-stats': statsReply,
      'POST /tbm/excel/process': json(402, {
        success: false,
        message: 'Not enough credits: 7 needed, 3 available.',
        error: 'INSUFFICIENT_CREDITS',
      }),
    });
    const { user, input } = renderPage();
    await user.upload(input, excelFile());
    await user.click(screen.getByRole('button', { name: 'Process File' }));
    const dialog = await screen.findByRole('dialog', { name: 'Processing Failed' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Not enough credits: 7 needed, 3 available.',
    );
    expect(within(dialog).getByText('File Validation').closest('li')).toHaveTextContent('(failed)');
    // Said once, in the dialog: no toast repeats it (issue 17 §9).
    expect(screen.getAllByText('Not enough credits: 7 needed, 3 available.')).toHaveLength(1);
    await user.click(within(dialog).getByRole('link', { name: 'Buy Credits' }));
    expect(await screen.findByText('Buy Credits page')).toBeInTheDocument();
  });

  it.each([
    ['an unsuccessful answer', json(200, { success: false }), 'Processing failed'],
    [
      'a refused file',
      apiFailure(400, 'The workbook is empty.', 'INVALID_FILE'),
      'The workbook is empty.',
    ],
    ['a network failure', new TypeError('Failed to fetch'), 'API request failed'],
  ])(
    'shows %s as the failure message and keeps the file for another try',
    async (_case, reply, message) => {
      mockApi({ 'GET /tbm/user-stats': statsReply, 'POST /tbm/excel/process': reply });
      const { user, input } = renderPage();
      await user.upload(input, excelFile());
      await user.click(screen.getByRole('button', { name: 'Process File' }));
      const dialog = await screen.findByRole('dialog', { name: 'Processing Failed' });
      expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
      expect(screen.getAllByText(message)).toHaveLength(1);
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.getByText('costs.xlsx')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Process File' })).toBeEnabled();
    },
  );
});

/** A stand-in for the browser's EventSource: the test plays the server's events. */
class FakeEventSource {
  static last: FakeEventSource | undefined;
  static readonly CLOSED = 2;
  readyState = 1;
  private readonly listeners = new Map<string, Array<(event: MessageEvent) => void>>();
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data: unknown) {
    act(() =>
      this.listeners
        .get(type)
        ?.forEach((listener) => listener(new MessageEvent(type, { data: JSON.stringify(data) }))),
    );
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

describe('Excel Processor page with live progress', () => {
  it('follows the server’s stages and percent instead of the animation', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const upload = held();
    const api = mockApi({
      'GET /tbm/user-stats': statsReply,
      'POST /tbm/excel/process-with-sse': upload.reply,
    });
    const { user, input } = renderPage();
    await user.upload(input, excelFile());
    await user.click(screen.getByRole('button', { name: 'Process File' }));
    const dialog = await screen.findByRole('dialog', { name: 'Processing Excel File' });

    const source = FakeEventSource.last as FakeEventSource;
    const [, init] =
      api.spy.mock.calls.find(([url]) => String(url).endsWith('/process-with-sse')) ?? [];
    const connectionId = (init?.body as FormData).get('connectionId');
    expect(source.url).toBe(`/api/v1/tbm/excel/progress/${connectionId}`);
    expect(source.init).toEqual({ withCredentials: true });

    source.emit('progress', { stage: 'analyzing', processed: 120, total: 400, percent: 41 });
    const step = (name: string) => within(dialog).getByText(name).closest('li') as HTMLElement;
    expect(step('AI Analysis')).toHaveAttribute('aria-current', 'step');
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '41');
    expect(
      within(dialog).getByText('Classifying 120 of 400 distinct cost names'),
    ).toBeInTheDocument();

    source.emit('progress', { stage: 'writing', processed: 10, total: 15, percent: 88 });
    expect(step('TBM Categorization')).toHaveAttribute('aria-current', 'step');
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '88');

    upload.release(json(200, { success: true, data: result }));
    await screen.findByRole('dialog', { name: 'Processing Complete' });
    await waitFor(() => expect(source.readyState).toBe(FakeEventSource.CLOSED));
  });
});
