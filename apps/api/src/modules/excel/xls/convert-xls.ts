import { Worker } from 'node:worker_threads';
import type { XlsJob, XlsOutcome } from './xls-worker';

export interface ConvertOptions {
  maxCells: number;
  /** Heap of the worker thread; beyond it the thread dies alone and the file is refused. */
  maxHeapMb: number;
  timeoutMs: number;
  signal: AbortSignal;
}

/** `crashed` is our fault (the worker could not run), not the file's: it surfaces as a 500. */
export type ConversionFailure =
  Exclude<XlsOutcome, { ok: true }>['problem'] | 'out-of-resources' | 'cancelled' | 'crashed';

export class XlsConversionError extends Error {
  constructor(
    readonly problem: ConversionFailure,
    detail: string,
  ) {
    super(detail);
    this.name = 'XlsConversionError';
  }
}

/**
 * The worker script: the bundled `xls-worker.js` beside the server bundle in production, or the
 * TypeScript source loaded through tsx when running from source (tests, dev, benchmark).
 */
function startWorker(job: XlsJob, resourceLimits: { maxOldGenerationSizeMb: number }): Worker {
  const options = {
    workerData: job,
    transferList: [job.bytes.buffer as ArrayBuffer],
    resourceLimits,
  };
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./xls-worker.js', import.meta.url), options);
  // import.meta.resolve is missing under vitest; the bare name then resolves from the cwd.
  const tsx = import.meta.resolve?.('tsx/esm/api') ?? 'tsx/esm/api';
  const source = new URL('./xls-worker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(boot, { ...options, eval: true });
}

// One conversion at a time per process: each holds up to ~650 MB (a 10 MB .xls measured 3.5 s
// and 640 MB RSS), and .xls uploads are rare enough that waiting is the better trade.
let previous: Promise<unknown> = Promise.resolve();

/** .xls bytes → .xlsx bytes, in a worker thread, one conversion at a time. */
export function convertXlsToXlsx(bytes: Buffer, options: ConvertOptions): Promise<Buffer> {
  const turn = previous.catch(() => undefined).then(() => convertNow(bytes, options));
  previous = turn;
  return turn;
}

function convertNow(bytes: Buffer, options: ConvertOptions): Promise<Buffer> {
  // The worker takes ownership of its copy; the caller keeps the upload.
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return new Promise((resolve, reject) => {
    if (options.signal.aborted)
      return reject(new XlsConversionError('cancelled', 'cancelled before start'));
    const worker = startWorker(
      { bytes: copy, maxCells: options.maxCells },
      { maxOldGenerationSizeMb: options.maxHeapMb },
    );
    let settled = false;
    const finish = (error: XlsConversionError | undefined, result?: Buffer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal.removeEventListener('abort', onAbort);
      void worker.terminate();
      if (error) reject(error);
      else resolve(result as Buffer);
    };
    const onAbort = () => finish(new XlsConversionError('cancelled', 'cancelled'));
    const timer = setTimeout(
      () => finish(new XlsConversionError('out-of-resources', 'took too long')),
      options.timeoutMs,
    );
    options.signal.addEventListener('abort', onAbort, { once: true });
    worker.once('message', (outcome: XlsOutcome) => {
      if (outcome.ok)
        finish(
          undefined,
          Buffer.from(outcome.xlsx.buffer, outcome.xlsx.byteOffset, outcome.xlsx.byteLength),
        );
      else finish(new XlsConversionError(outcome.problem, outcome.detail));
    });
    worker.once('error', (error: Error & { code?: string }) =>
      finish(
        new XlsConversionError(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'out-of-resources' : 'crashed',
          error.message,
        ),
      ),
    );
    worker.once('exit', (code) =>
      finish(new XlsConversionError('crashed', `worker exited with ${code}`)),
    );
  });
}
