/**
 * Public API benchmark (`npm run bench:api`, issue 32): the production build of the API in a
 * child process, called with an API key over loopback. In one run, for the same number of items:
 *
 * - single: `POST /api/v1/tbm/categorize`, one item per call, SINGLE_IN_FLIGHT calls in flight;
 * - batch of 100 and batch of 1,000: `POST /api/v1/tbm/categorize/batch`, one call in flight,
 *   and batches of 1,000 two at a time.
 *
 * Each mode runs twice, in alternating order (single, 100, 1,000, then the reverse), after a
 * warm-up; figures are items per second over both rounds and p50 / p99 per call. On PGlite
 * (a fresh DATA_DIR), and on PostgreSQL too when BENCH_DATABASE_URL names a server (a scratch
 * database is made there and dropped). BENCH_API_ITEMS sets the items per mode and round.
 */
import { loadavg } from 'node:os';
import { fmt, percentile } from './figures';
import { buildApi, send, startServer, type Call } from './http-harness';
import { seededRandom } from './ledger-vocabulary';
import { costNames } from './realistic-ledger';

const ITEMS = Number(process.env.BENCH_API_ITEMS ?? 5_000);
const SINGLE_IN_FLIGHT = 8;
const WARM_UP_ITEMS = 1_000;
/** Answers other than 200, by status, over the whole run (there should be none). */
const statuses = new Map<number, number>();

interface ModeResult {
  items: number;
  seconds: number;
  calls: number[];
  failed: number;
}

type Mode = 'single' | 'batch 100' | 'batch 1,000' | 'batch 1,000 ×2';
/**
 * Single calls run 8 at a time, so that the server's two cores are both busy; a batch call keeps
 * one core at a time busy (the engine, then the database), so batches also run two at a time.
 */
const MODES: Array<{ mode: Mode; size: number; inFlight: number }> = [
  { mode: 'single', size: 1, inFlight: SINGLE_IN_FLIGHT },
  { mode: 'batch 100', size: 100, inFlight: 1 },
  { mode: 'batch 1,000', size: 1_000, inFlight: 1 },
  { mode: 'batch 1,000 ×2', size: 1_000, inFlight: 2 },
];

async function setUp(base: string): Promise<string> {
  const register = await fetch(`${base}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-api-${Date.now().toString(36)}@example.com`,
      password: 'Bench!Passw0rd',
      firstName: 'Bench',
      lastName: 'Api',
    }),
  });
  const session = ((await register.json()) as { data: { token: string } }).data.token;
  const created = await fetch(`${base}/api/v1/api-keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session}` },
    body: JSON.stringify({ name: 'bench', scope: 'classify' }),
  });
  if (created.status !== 201) throw new Error(`key: ${created.status}`);
  return ((await created.json()) as { data: { key: string } }).data.key;
}

function calls(key: string, mode: (typeof MODES)[number], names: () => string): () => Call {
  const headers = { authorization: `Bearer ${key}` };
  let id = 0;
  return () => {
    if (mode.size === 1)
      return {
        path: '/api/v1/tbm/categorize',
        headers,
        body: JSON.stringify({ costName: names() }),
      };
    const items = Array.from({ length: mode.size }, () => ({
      id: String(++id),
      costName: names(),
    }));
    return { path: '/api/v1/tbm/categorize/batch', headers, body: JSON.stringify({ items }) };
  };
}

async function run(
  base: string,
  key: string,
  mode: (typeof MODES)[number],
  items: number,
  names: () => string,
): Promise<ModeResult> {
  const next = calls(key, mode, names);
  const total = Math.ceil(items / mode.size);
  let sent = 0;
  let failed = 0;
  let answered = 0;
  const timings: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: mode.inFlight }, async () => {
      while (sent < total) {
        sent += 1;
        const call = next();
        const at = performance.now();
        const { status } = await send(base, call);
        if (status === 200) {
          timings.push(performance.now() - at);
          answered += mode.size;
        } else {
          failed += 1;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      }
    }),
  );
  return {
    items: answered,
    seconds: (performance.now() - started) / 1000,
    calls: timings,
    failed,
  };
}

async function benchDatabase(databaseUrl: string | undefined) {
  if (databaseUrl) process.env.BENCH_DATABASE_URL = databaseUrl;
  else delete process.env.BENCH_DATABASE_URL;
  // The endpoint's capacity is measured, not load shedding (bench:http measures that): a
  // 1,000-item call holds the event loop long enough, on a busy machine, to trip it.
  const server = await startServer({ OVERLOAD_EVENT_LOOP_DELAY_MS: '0', OVERLOAD_DB_QUEUE: '0' });
  try {
    const key = await setUp(server.base);
    const names = costNames(seededRandom(32));
    for (const mode of MODES) await run(server.base, key, mode, WARM_UP_ITEMS, names);
    const merged = new Map<Mode, ModeResult>();
    for (const order of [MODES, [...MODES].reverse()]) {
      for (const mode of order) {
        const result = await run(server.base, key, mode, ITEMS, names);
        const before = merged.get(mode.mode);
        merged.set(
          mode.mode,
          before
            ? {
                items: before.items + result.items,
                seconds: before.seconds + result.seconds,
                calls: [...before.calls, ...result.calls],
                failed: before.failed + result.failed,
              }
            : result,
        );
      }
    }
    const single = merged.get('single')!;
    const singleRate = single.items / single.seconds;
    console.log(
      `\n${server.database}: ${ITEMS.toLocaleString('en-US')} items per mode and round, two rounds`,
    );
    console.log('mode             items/s   × single   p50 ms/call   p99 ms/call   calls   failed');
    for (const { mode } of MODES) {
      const r = merged.get(mode)!;
      const rate = r.items / r.seconds;
      console.log(
        [
          mode.padEnd(15),
          Math.round(rate).toString().padStart(8),
          (rate / singleRate).toFixed(1).padStart(9),
          fmt(percentile(r.calls, 50)).padStart(12),
          fmt(percentile(r.calls, 99)).padStart(13),
          String(r.calls.length).padStart(7),
          String(r.failed).padStart(8),
        ].join('  '),
      );
    }
    if (statuses.size > 0)
      console.log(
        `answers other than 200: ${[...statuses].map(([s, n]) => `${s}×${n}`).join(', ')}`,
      );
    statuses.clear();
  } finally {
    await server.stop();
  }
}

buildApi();
console.log(
  `bench:api, Node ${process.version}, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const postgres = process.env.BENCH_DATABASE_URL;
await benchDatabase(undefined);
if (postgres) await benchDatabase(postgres);
else console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL to a server to run it too)');
