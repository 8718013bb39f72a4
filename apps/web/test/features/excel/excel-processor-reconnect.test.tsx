import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../helpers/api-mock';
import { chooseExcelFile, processResult, renderExcelProcessor, userStatsReply } from './fixtures';

/**
 * The progress stream when its connection drops mid-run: EventSource reconnects by itself with
 * Last-Event-ID (the server resumes, possibly from another instance), and the page follows on.
 */

const result = processResult({
  processId: '0b6f3c1e-7d4a-4e1b-8a2c-5d9e0f1a2b3c',
  totalRows: 3,
  successfulRows: 3,
});

/** Plays the browser's EventSource: the test sends the server's events and the connection's fate. */
class FakeEventSource {
  static last: FakeEventSource | undefined;
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readyState = FakeEventSource.OPEN;
  private readonly listeners = new Map<string, Array<(event: Event) => void>>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  private dispatch(type: string, event: Event) {
    act(() => this.listeners.get(type)?.forEach((listener) => listener(event)));
  }
  /** An event from the server, with its `id:`. */
  send(type: string, id: number, data: unknown) {
    this.dispatch(
      type,
      new MessageEvent(type, { data: JSON.stringify(data), lastEventId: `${id}` }),
    );
  }
  /** The connection drops; EventSource will reconnect (or, refused, give up). */
  drop(willReconnect: boolean) {
    this.readyState = willReconnect ? FakeEventSource.CONNECTING : FakeEventSource.CLOSED;
    this.dispatch('error', new Event('error'));
  }
  reopen() {
    this.readyState = FakeEventSource.OPEN;
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

function held() {
  let release!: (response: Response) => void;
  const promise = new Promise<Response>((resolve) => (release = resolve));
  return { reply: () => promise, release };
}

async function startUpload() {
  vi.stubGlobal('EventSource', FakeEventSource);
  const upload = held();
  mockApi({
    'GET /tbm/user-stats': userStatsReply(100),
    'POST /tbm/excel/process-with-sse': upload.reply,
  });
  renderExcelProcessor();
  const user = userEvent.setup();
  await chooseExcelFile(user);
  await user.click(screen.getByRole('button', { name: 'Process File' }));
  const dialog = await screen.findByRole('dialog', { name: 'Processing Excel File' });
  const bar = () => within(dialog).getByRole('progressbar');
  return { upload, source: FakeEventSource.last as FakeEventSource, bar };
}

const progress = (percent: number) => ({
  stage: 'writing',
  processed: percent,
  total: 100,
  percent,
});

afterEach(() => vi.unstubAllGlobals());

describe('Excel Processor live progress over a dropped connection', () => {
  it('keeps the stream through a reconnect and never moves the bar back for a repeated event', async () => {
    const { upload, source, bar } = await startUpload();
    source.send('progress', 1, progress(55));
    source.send('progress', 2, progress(60));
    expect(bar()).toHaveAttribute('aria-valuenow', '60');

    source.drop(true);
    expect(source.readyState).toBe(FakeEventSource.CONNECTING);
    source.reopen();
    // The resumed stream repeats what the browser had already seen, then goes on.
    source.send('progress', 1, progress(55));
    expect(bar()).toHaveAttribute('aria-valuenow', '60');
    source.send('progress', 3, progress(70));
    expect(bar()).toHaveAttribute('aria-valuenow', '70');

    source.send('complete', 4, { result });
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
    upload.release(json(200, { success: true, data: result }));
    await screen.findByRole('dialog', { name: 'Processing Complete' });
  });

  it('gives up on live progress when the server refuses the reconnect, and the upload still answers', async () => {
    const { upload, source, bar } = await startUpload();
    source.send('progress', 1, progress(65));
    source.drop(false);
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
    expect(bar()).toHaveAttribute('aria-valuenow', '65');
    upload.release(json(200, { success: true, data: result }));
    await screen.findByRole('dialog', { name: 'Processing Complete' });
    await waitFor(() => expect(source.readyState).toBe(FakeEventSource.CLOSED));
  });

  it('closes the stream on the server’s error event', async () => {
    const { upload, source } = await startUpload();
    source.send('error', 1, { message: 'Please upload a valid Excel file (.xlsx or .xls)' });
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
    upload.release(
      json(400, {
        success: false,
        message: 'Please upload a valid Excel file (.xlsx or .xls)',
        error: 'INVALID_FILE',
      }),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Processing Excel File' }),
      ).not.toBeInTheDocument(),
    );
  });
});
