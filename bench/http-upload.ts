/**
 * Categorize while another user uploads a 100k-row ledger (issue 19): one user sends
 * `POST /tbm/categorize` at a steady 50/s (open loop, each timed from when it was due) while a
 * second uploads the realistic ledger (bench/realistic-ledger.ts: six columns, mostly distinct
 * names) to `POST /tbm/excel/process`. The same 50/s for 5 s before the upload gives the quiet
 * figure to compare with.
 *
 * RATE_LIMITS=false here: 50 a second from one account is far past categorize's 60 a minute,
 * which would answer most of them 429. Load shedding stays on, as shipped.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorsByStatus, fmt, percentile } from './figures';
import { send, shedReasons, sleep, startServer, type Call } from './http-harness';
import { seededRandom } from './ledger-vocabulary';
import { costNames, writeRealisticLedger } from './realistic-ledger';

const ROWS = Number(process.env.BENCH_UPLOAD_ROWS ?? 100_000);
const RATE = 50;
const QUIET_MS = 5_000;

interface Sample {
  status: number;
  ms: number;
  /** When it was due (performance.now()). */
  dueAt: number;
}

/** RATE requests a second until `running()` turns false; latency from when each was due. */
async function steadyLoad(base: string, next: () => Call, running: () => boolean) {
  const samples: Array<Promise<Sample>> = [];
  const start = performance.now();
  while (running()) {
    const due = Math.floor(((performance.now() - start) * RATE) / 1000) + 1;
    while (samples.length < due) {
      const dueAt = start + (samples.length * 1000) / RATE;
      samples.push(
        send(base, next()).then(({ status }) => ({ status, ms: performance.now() - dueAt, dueAt })),
      );
    }
    await sleep(2);
  }
  return Promise.all(samples);
}

const summary = (samples: Sample[]) => {
  const ok = samples.filter((s) => s.status === 200).map((s) => s.ms);
  return (
    `${samples.length} calls, p50 ${fmt(percentile(ok, 50))} ms, p99 ${fmt(percentile(ok, 99))} ms, ` +
    `max ${fmt(Math.max(...samples.map((s) => s.ms)))} ms, not 200: ${errorsByStatus(samples.map((s) => s.status))}`
  );
};

async function registerUser(base: string, email: string): Promise<string> {
  const answer = await send(base, {
    path: '/api/v1/auth/register',
    headers: {},
    body: JSON.stringify({
      email,
      password: 'Bench!Passw0rd',
      firstName: 'Bench',
      lastName: 'User',
    }),
  });
  if (answer.status !== 201) throw new Error(`register: ${answer.status} ${answer.text}`);
  return (JSON.parse(answer.text) as { data: { token: string } }).data.token;
}

interface UploadAnswer {
  status: number;
  /** From the request's start to its answer, as the uploading process timed it. */
  ms: number;
  body: {
    data?: { totalRows: number; successfulRows: number; errorRows: number };
    message?: string;
  };
}

/**
 * The uploader is another user on another machine: its client runs in a process of its own, so
 * encoding and sending 5 MB of multipart body does not delay this process's categorize calls
 * (it did, by 30–50 ms, which the figure then counted as the server's).
 */
function uploadFromAnotherProcess(
  base: string,
  token: string,
  file: string,
): Promise<UploadAnswer> {
  const script = `
    const [base, token, file] = process.argv.slice(1);
    const form = new FormData();
    form.append('excelFile', new Blob([require('node:fs').readFileSync(file)]), 'ledger.xlsx');
    const started = performance.now();
    fetch(base + '/api/v1/tbm/excel/process', {
      method: 'POST', body: form, headers: { authorization: 'Bearer ' + token },
    }).then(async (response) => {
      const body = await response.json();
      const ms = performance.now() - started;
      process.stdout.write(JSON.stringify({ status: response.status, ms, body }));
    });`;
  return new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      ['-e', script, base, token, file],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout) as UploadAnswer)),
    ),
  );
}

/** Runs the scenario on a fresh server and returns the report's lines. */
export async function runUploadScenario(): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'trusty-bench-upload-'));
  try {
    const file = join(dir, 'ledger.xlsx');
    const generated = performance.now();
    const distinctNames = await writeRealisticLedger(file, ROWS);
    const generateSeconds = (performance.now() - generated) / 1000;

    const server = await startServer({ BENCH_REFERENCE_ROUTE: 'false' });
    try {
      const uploader = await registerUser(server.base, 'uploader@example.com');
      const analyst = await registerUser(server.base, 'analyst@example.com');
      const name = costNames(seededRandom(7));
      const categorize = (): Call => ({
        path: '/api/v1/tbm/categorize',
        headers: { authorization: `Bearer ${analyst}` },
        body: JSON.stringify({ costName: name() }),
      });

      // Warm-up (JIT, the classifier's caches, the pool), not counted.
      const warmUntil = performance.now() + 2_000;
      await steadyLoad(server.base, categorize, () => performance.now() < warmUntil);
      const quietUntil = performance.now() + QUIET_MS;
      const quiet = await steadyLoad(server.base, categorize, () => performance.now() < quietUntil);

      const loadAtStart = loadavg()[0]!;
      let uploading = true;
      const during = steadyLoad(server.base, categorize, () => uploading);
      const { status, ms, body } = await uploadFromAnotherProcess(server.base, uploader, file);
      const started = performance.now() - ms;
      const uploadSeconds = ms / 1000;
      uploading = false;
      // Only the calls due while the upload ran (its process takes a moment to start and end).
      const samples = (await during).filter(
        (sample) => sample.dueAt >= started && sample.dueAt <= started + ms,
      );
      const shed = await shedReasons(server.base);
      if (status !== 200 || !body.data)
        throw new Error(`upload failed: ${status} ${body.message ?? ''}`);

      return [
        `Categorize during an upload, ${server.database}: ${ROWS.toLocaleString('en-US')}-row ` +
          `realistic ledger (6 columns, ${distinctNames.toLocaleString('en-US')} distinct cost names, ${(statSync(file).size / 1024 / 1024).toFixed(1)} MB, ` +
          `generated in ${generateSeconds.toFixed(1)} s), categorize at ${RATE}/s from another ` +
          `account; load average ${loadAtStart.toFixed(1)} at the upload's start`,
        `  upload: ${status} in ${uploadSeconds.toFixed(2)} s, ` +
          `${body.data.totalRows.toLocaleString('en-US')} rows, ` +
          `${body.data.successfulRows.toLocaleString('en-US')} classified, ${body.data.errorRows} errors`,
        `  categorize during the upload: ${summary(samples)}`,
        // Where the tail comes from: the slowest calls, by when they were due in the upload.
        `  slowest during the upload (s into it → ms): ${[...samples]
          .sort((a, b) => b.ms - a.ms)
          .slice(0, 6)
          .map((s) => `${((s.dueAt - started) / 1000).toFixed(2)} → ${fmt(s.ms)}`)
          .join(', ')}`,
        `  categorize in the ${QUIET_MS / 1000} s before it: ${summary(quiet)}`,
        `  the server's 503s by reason: ${shed}`,
      ];
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
