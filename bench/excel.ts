/**
 * Spreadsheet benchmark (`npm run bench:excel`): a ~10 MB ledger export of ~100,000 rows (with
 * the repeats real ledgers have) through the real HTTP endpoint with live progress, and, in the
 * same run, SheetJS alone reading and writing the same file for comparison.
 *
 * Targets on the 2-core reference machine: ≤ 10 s end to end, ≤ 1.5× SheetJS read+write,
 * peak RSS ≤ 1 GB, a progress event at least every 5 %.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import * as XLSX from '@e965/xlsx';
import { MAX_UPLOAD_BYTES, type ExcelProcessResult, type ProgressEvent } from '@trusty/contracts';
import ExcelJS from 'exceljs';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createScratchDatabase } from '../apps/api/test/helpers/database';
import { createUser } from '../apps/api/test/helpers/users';
import {
  EXCEL_BENCH_PRODUCTS,
  EXCEL_BENCH_QUALIFIERS,
  seededRandom,
  vendorNames,
} from './ledger-vocabulary';
import { writeRealisticLedger } from './realistic-ledger';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const NAMES_ONLY = process.env.BENCH_NAMES_ONLY === 'true';
/**
 * `realistic`: bench/realistic-ledger.ts (six columns, mostly distinct names, issue 19's target);
 * `repeated` (default): the 14-column export below, half of whose rows repeat a few dozen names.
 */
const LEDGER = process.env.BENCH_LEDGER === 'realistic' ? 'realistic' : 'repeated';
/** Issue 19 asks the realistic ledger for half of SheetJS's read + write; the repeated one has 1.5×. */
const RATIO_TARGET = LEDGER === 'realistic' ? 0.5 : 1.5;

// --- a realistic general-ledger export --------------------------------------------------------
const PRODUCTS = EXCEL_BENCH_PRODUCTS;
const QUALIFIERS = EXCEL_BENCH_QUALIFIERS;
const VENDORS = vendorNames(600, 6);
// Seeded, so every run benchmarks the same file.
const random = seededRandom(42);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

function costName(): string {
  // Half the lines repeat a few dozen common items; the rest are item + qualifier + reference.
  if (random() < 0.5) return pick(PRODUCTS);
  return `${pick(PRODUCTS)} ${pick(QUALIFIERS)} #${Math.floor(random() * 40)}`;
}

async function generateLedger(path: string, rows: number): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: path,
    useSharedStrings: true,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet('GL Export');
  sheet.addRow(['General ledger export FY2024']).commit();
  sheet.addRow([]).commit();
  sheet
    .addRow([
      'Posting Date',
      'Journal ID',
      // BENCH_NAMES_ONLY=true hides the evidence columns from the header detection, to compare
      // the reader and writer alone with a version that read names only.
      ...(NAMES_ONLY
        ? ['Ledger Code', 'Ledger Text', 'Unit', 'Department', 'Party']
        : ['GL Account', 'Account Name', 'Cost Center', 'Department', 'Vendor']),
      'Cost Name',
      'Amount',
      'Currency',
      'Invoice Number',
      'PO Number',
      'Period',
      'Entity',
    ])
    .commit();
  for (let i = 0; i < rows; i++) {
    sheet
      .addRow([
        new Date(Date.UTC(2024, Math.floor(random() * 12), 1 + Math.floor(random() * 28))),
        `JE-${1_000_000 + i}`,
        60_000 + Math.floor(random() * 900),
        `Account ${Math.floor(random() * 300)}`,
        `CC-${Math.floor(random() * 2000)}`,
        pick(['IT', 'Finance', 'HR', 'Operations', 'Sales', 'Marketing']),
        pick(VENDORS),
        costName(),
        Math.round(random() * 10_000_000) / 100,
        'USD',
        `INV-${2_000_000 + Math.floor(i / 3)}`,
        `PO-${Math.floor(random() * 1e6)}`,
        `2024-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}`,
        pick(['US01', 'EU02', 'AP03']),
      ])
      .commit();
  }
  await workbook.commit();
}

// --- measurement helpers ------------------------------------------------------------------
/**
 * Every hold of the event loop over 20 ms, with the stage the last progress event named: a
 * 1 ms timer that fires late was held by whatever ran in between.
 */
function startBlockWatch(stageNow: () => string) {
  const blocks: Array<{ ms: number; stage: string }> = [];
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    if (now - last > 21) blocks.push({ ms: now - last - 1, stage: stageNow() });
    last = now;
  }, 1);
  return {
    stop() {
      clearInterval(timer);
      return blocks;
    },
  };
}

function startRssSampler() {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 25);
  return { stop: () => (clearInterval(timer), Math.max(peak, process.memoryUsage.rss())) };
}

interface StreamLog {
  progress: Array<{ at: number; event: ProgressEvent }>;
  complete?: ExcelProcessResult;
  done: Promise<void>;
}

async function openStream(url: string, cookie: string): Promise<StreamLog> {
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok || !response.body) throw new Error(`progress stream: ${response.status}`);
  const log: StreamLog = { progress: [], done: Promise.resolve() };
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  log.done = (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const name = /^event: (.+)$/m.exec(block)?.[1];
        const data = /^data: (.+)$/m.exec(block)?.[1];
        if (name === 'progress' && data)
          log.progress.push({ at: performance.now(), event: JSON.parse(data) as ProgressEvent });
        if (name === 'complete' && data)
          log.complete = (JSON.parse(data) as { result: ExcelProcessResult }).result;
      }
    }
  })();
  return log;
}

/** Each stage's share of the run, from its first progress event to the next stage's first. */
function stageTimes(progress: StreamLog['progress'], started: number, ended: number): string {
  const firsts: Array<[string, number]> = [];
  for (const { at, event } of progress)
    if (firsts.at(-1)?.[0] !== event.stage) firsts.push([event.stage, at]);
  return firsts
    .map(([stage, at], i) => {
      const from = i === 0 ? started : at;
      return `${stage} ${(((firsts[i + 1]?.[1] ?? ended) - from) / 1000).toFixed(2)}`;
    })
    .join(', ');
}

const mb = (bytes: number) => bytes / 1024 / 1024;
const seconds = (ms: number) => ms / 1000;
const check = (ok: boolean) => (ok ? 'ok ' : 'MISS');

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'trusty-bench-'));
  const file = join(dir, 'ledger.xlsx');
  try {
    process.stdout.write(`generating ${ROWS.toLocaleString('en-US')} rows (${LEDGER} ledger)… `);
    // In a child process, so the generator's memory does not count in this process's RSS.
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(import.meta.url), '--generate', file],
      {
        stdio: 'inherit',
      },
    );
    if (child.status !== 0) throw new Error('generating the ledger failed');
    const size = statSync(file).size;
    console.log(`${mb(size).toFixed(2)} MB`);
    if (size >= MAX_UPLOAD_BYTES)
      throw new Error('generated file is over the upload limit; lower BENCH_ROWS');
    const bytes = readFileSync(file);

    // PGlite in a data directory, as the product runs by default (in memory, on the realistic
    // ledger, the longest holds were 100-170 ms against 57-73 ms, and the peak RSS 1.15-1.2 GB
    // against 0.84-0.89 GB: costs no user sees), or a scratch database on BENCH_DATABASE_URL.
    const adminUrl = process.env.BENCH_DATABASE_URL;
    const scratch = adminUrl
      ? await createScratchDatabase(adminUrl, 'trusty_benchexcel')
      : undefined;
    const app = await buildApp(
      loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: join(dir, 'data'),
        DATABASE_URL: scratch?.url ?? '',
        LOG_LEVEL: 'warn',
        RATE_LIMITS: 'false',
        // The pipeline is what is measured; shedding would answer the download 503 on a busy machine.
        OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
      }),
    );
    const { headers } = await createUser(app, { credits: ROWS + 1000 });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });

    // A running server keeps a reader thread started; one small upload first, so the timed run
    // measures that steady state and not the one-off start of a thread (from TypeScript, here).
    const warmUp = new FormData();
    const small = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      small,
      XLSX.utils.aoa_to_sheet([
        ['Cost Name', 'Amount'],
        ['AWS EC2 compute', 10],
      ]),
      'Ledger',
    );
    warmUp.append(
      'excelFile',
      new Blob([XLSX.write(small, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer]),
      'warm-up.xlsx',
    );
    const warmed = await fetch(`${base}/api/v1/tbm/excel/process`, {
      method: 'POST',
      body: warmUp,
      headers: { cookie: headers.cookie },
    });
    if (!warmed.ok) throw new Error(`warm-up upload failed: ${warmed.status}`);

    const connectionId = crypto.randomUUID();
    const stream = await openStream(
      `${base}/api/v1/tbm/excel/progress/${connectionId}`,
      headers.cookie,
    );
    const form = new FormData();
    form.append('connectionId', connectionId);
    form.append('excelFile', new Blob([bytes]), 'ledger.xlsx');

    global.gc?.();
    const loop = monitorEventLoopDelay({ resolution: 10 });
    const baseline = process.memoryUsage.rss();
    const rss = startRssSampler();
    const watch = startBlockWatch(() => stream.progress.at(-1)?.event.stage ?? 'sending');
    loop.enable();
    const started = performance.now();
    const response = await fetch(`${base}/api/v1/tbm/excel/process-with-sse`, {
      method: 'POST',
      body: form,
      headers: { cookie: headers.cookie },
    });
    const body = (await response.json()) as {
      success: boolean;
      data: ExcelProcessResult;
      message?: string;
    };
    const elapsed = performance.now() - started;

    loop.disable();
    const blocks = watch.stop();
    const peakRss = rss.stop();
    await stream.done;
    if (!response.ok) throw new Error(`process failed: ${response.status} ${body.message}`);

    const download = await fetch(`${base}/api/v1/tbm/excel/download/${body.data.processId}`, {
      headers: { cookie: headers.cookie },
    });
    const output = Buffer.from(await download.arrayBuffer());
    await app.close();
    await scratch?.drop();

    // SheetJS alone on the same file, same process, after the run (its memory does not count above).
    let t = performance.now();
    const workbook = XLSX.read(bytes, { type: 'buffer' });
    const readMs = performance.now() - t;
    t = performance.now();
    XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true });
    const writeMs = performance.now() - t;

    const percents = [0, ...stream.progress.map((p) => p.event.percent), 100];
    const maxGap = Math.max(...percents.slice(1).map((p, i) => p - (percents[i] as number)));
    const times = [started, ...stream.progress.map((p) => p.at), started + elapsed];
    const maxPause = Math.max(...times.slice(1).map((at, i) => at - (times[i] as number)));
    const ratio = elapsed / (readMs + writeMs);

    const rows: Array<[string, string, string?]> = [
      ['database', scratch ? 'PostgreSQL' : 'PGlite (data directory)'],
      ['rows', body.data.totalRows.toLocaleString('en-US')],
      [
        'classified / errors',
        `${body.data.successfulRows.toLocaleString('en-US')} / ${body.data.errorRows}`,
      ],
      [
        'distinct lines classified',
        (
          stream.progress.find((p) => p.event.stage === 'analyzing')?.event.total ?? 0
        ).toLocaleString('en-US'),
      ],
      ['file MB (in / out)', `${mb(size).toFixed(2)} / ${mb(output.length).toFixed(2)}`],
      ['end-to-end s', seconds(elapsed).toFixed(2), `${check(elapsed <= 10_000)} target ≤ 10 s`],
      ['rows/s', Math.round(body.data.totalRows / seconds(elapsed)).toLocaleString('en-US')],
      [
        'peak RSS MB',
        mb(peakRss).toFixed(0),
        `${check(peakRss <= 1024 ** 3)} target ≤ 1024 (${mb(baseline).toFixed(0)} before the upload)`,
      ],
      [
        'SheetJS read s + write s',
        `${seconds(readMs).toFixed(2)} + ${seconds(writeMs).toFixed(2)} = ${seconds(readMs + writeMs).toFixed(2)}`,
      ],
      [
        'ratio end-to-end / SheetJS',
        ratio.toFixed(2),
        `${check(ratio <= RATIO_TARGET)} target ≤ ${RATIO_TARGET}${LEDGER === 'realistic' ? ' (issue 19)' : ''}`,
      ],
      [
        'progress events',
        String(stream.progress.length),
        stream.complete ? 'complete received' : 'NO complete event',
      ],
      ['max progress gap %', String(maxGap), `${check(maxGap <= 5)} target ≤ 5`],
      [
        'max pause between events s',
        seconds(maxPause).toFixed(2),
        `${check(maxPause <= 1_100)} target ≤ 1`,
      ],
      ['max event-loop block ms', (loop.max / 1e6).toFixed(0)],
      ['stages s (from progress)', stageTimes(stream.progress, started, started + elapsed)],
      [
        'event-loop holds > 20 ms',
        String(blocks.length),
        blocks
          .sort((a, b) => b.ms - a.ms)
          .slice(0, 6)
          .map((b) => `${b.ms.toFixed(0)} ms (${b.stage})`)
          .join(', '),
      ],
    ];
    console.log('');
    for (const [label, value, note] of rows)
      console.log(`${label.padEnd(30)} ${value.padStart(24)}  ${note ?? ''}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--generate') {
  if (LEDGER === 'realistic') await writeRealisticLedger(process.argv[3] as string, ROWS);
  else await generateLedger(process.argv[3] as string, ROWS);
} else await main();
