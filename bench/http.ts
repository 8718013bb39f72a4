/**
 * HTTP benchmark (`npm run bench:http`): the production build of the API in a child process,
 * loaded over loopback by an open-loop generator in this process (requests leave at a fixed
 * rate whether or not earlier ones have answered, and latency is measured from when each was
 * due, so a slow server cannot hide its queue). In the same run, side by side:
 *
 * - `POST /api/v1/tbm/categorize`, the product call (session, balance, classify, charge, store);
 * - `POST /api/v1/bench/reference` (BENCH_REFERENCE_ROUTE=true only): the database work of a
 *   categorize call and nothing else, one transaction with one insert and one update.
 *
 * Phases: saturation (closed loop, 32 in flight, median of three alternating rounds), latency
 * at offered rates, then categorize offered past saturation, where load shedding should keep
 * the accepted requests fast and refuse the rest at once with 503. Each phase ≤ 5 s.
 *
 * Then the issue's load scenarios, each on a fresh server: a mixed closed-loop load of signed-in
 * users (bench/http-mixed.ts; BENCH_MIXED_USERS, default 200 on PGlite and 200,300 on
 * PostgreSQL) and categorize while another user uploads a 100k-row ledger (bench/http-upload.ts).
 * BENCH_SCENARIOS picks among `routes,mixed,upload` (default all three).
 *
 * PGlite by default (a fresh DATA_DIR); PostgreSQL when BENCH_DATABASE_URL is set (a scratch
 * database is created on that server and dropped afterwards).
 */
import { loadavg } from 'node:os';
import { fmt, percentile } from './figures';
import {
  agent,
  buildApi,
  rssMb,
  send,
  shedReasons,
  sleep,
  startServer,
  type Call,
} from './http-harness';
import { runMixedLoad } from './http-mixed';
import { runUploadScenario } from './http-upload';

const USERS = 20;
const PHASE_MS = Number(process.env.BENCH_PHASE_MS ?? 5_000);
const RATES = (process.env.BENCH_RATES ?? '100,250,500').split(',').map(Number);
const SATURATION_IN_FLIGHT = 32;
const SHED_BACKOFF_MS = 100;

const COST_NAMES = [
  'Cisco SmartNet renewal FY25',
  'AWS EC2 reserved instances',
  'Microsoft 365 E3 licenses',
  'Contractor - SAP Basis',
  'Okta workforce identity',
  'Equinix colocation Q3',
  'Datadog monitoring',
  'Dell Latitude laptops',
  'ServiceNow ITSM subscription',
  'Verizon mobile plans',
];

// --- the load -------------------------------------------------------------------------------

interface Sample {
  ms: number;
  status: number;
  /** When it was due, from the start of the phase (open loop only). */
  dueMs?: number;
}

interface PhaseResult {
  offered?: number;
  /** Answers per second with status 200. */
  okPerSec: number;
  ok: number;
  shed: number;
  failed: number;
  p50: number;
  p99: number;
  /** p99 of the 503 answers: a refusal should come at once. */
  shedP99?: number;
  /** Open loop: p99 of each kind for the requests due after the first second (steady state). */
  steady?: { p99: number; shedP99?: number };
}

function summarise(samples: Sample[], seconds: number, offered?: number): PhaseResult {
  const ok = samples.filter((s) => s.status === 200).map((s) => s.ms);
  const shed = samples.filter((s) => s.status === 503).map((s) => s.ms);
  return {
    offered,
    okPerSec: ok.length / seconds,
    ok: ok.length,
    shed: shed.length,
    failed: samples.length - ok.length - shed.length,
    p50: percentile(ok, 50),
    p99: percentile(ok, 99),
    shedP99: shed.length > 0 ? percentile(shed, 99) : undefined,
  };
}

/** The same figures for the requests due after the first second of an open-loop phase. */
function steadyState(samples: Sample[]): PhaseResult['steady'] {
  const later = samples.filter((s) => (s.dueMs ?? 0) >= 1_000);
  const shed = later.filter((s) => s.status === 503).map((s) => s.ms);
  return {
    p99: percentile(
      later.filter((s) => s.status === 200).map((s) => s.ms),
      99,
    ),
    shedP99: shed.length > 0 ? percentile(shed, 99) : undefined,
  };
}

/** `rate` requests per second for `ms`, each timed from the moment it was due. */
async function openLoop(
  base: string,
  next: () => Call,
  rate: number,
  ms: number,
): Promise<PhaseResult> {
  const samples: Promise<Sample>[] = [];
  const total = Math.round((rate * ms) / 1000);
  const start = performance.now();
  while (samples.length < total) {
    const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000) + 1);
    while (samples.length < due) {
      const dueAt = start + (samples.length * 1000) / rate;
      samples.push(
        send(base, next()).then(({ status }) => ({
          status,
          ms: performance.now() - dueAt,
          dueMs: dueAt - start,
        })),
      );
    }
    // Sleeping, not spinning: the generator shares the machine with the server.
    await sleep(1);
  }
  const answered = await Promise.all(samples);
  return { ...summarise(answered, ms / 1000, rate), steady: steadyState(answered) };
}

/**
 * `inFlight` callers, each sending its next request as soon as the last one answers; after a
 * 503 a caller waits a little, as a client honouring Retry-After would, instead of turning the
 * refusals into a flood of its own.
 */
async function closedLoop(
  base: string,
  next: () => Call,
  inFlight: number,
  ms: number,
): Promise<PhaseResult> {
  const samples: Sample[] = [];
  const end = performance.now() + ms;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (performance.now() < end) {
        const sent = performance.now();
        const { status } = await send(base, next());
        samples.push({ status, ms: performance.now() - sent });
        if (status === 503) await sleep(SHED_BACKOFF_MS);
      }
    }),
  );
  return summarise(samples, ms / 1000);
}

// --- the run --------------------------------------------------------------------------------

interface BenchUser {
  id: string;
  token: string;
}

async function createUsers(base: string): Promise<BenchUser[]> {
  const run = Date.now().toString(36);
  const users: BenchUser[] = [];
  for (let i = 0; i < USERS; i++) {
    const response = await fetch(`${base}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `bench-${run}-${i}@example.com`,
        password: 'Bench!Passw0rd',
        firstName: 'Bench',
        lastName: 'User',
      }),
    });
    const body = (await response.json()) as { data?: { token: string; user: { id: string } } };
    if (response.status !== 201 || !body.data) throw new Error(`register: ${response.status}`);
    users.push({ id: body.data.user.id, token: body.data.token });
  }
  return users;
}

function callMakers(users: BenchUser[]) {
  let i = 0;
  const pick = () => users[i++ % users.length] as BenchUser;
  return {
    categorize: (): Call => {
      const user = pick();
      return {
        path: '/api/v1/tbm/categorize',
        headers: { authorization: `Bearer ${user.token}` },
        body: JSON.stringify({ costName: COST_NAMES[i % COST_NAMES.length] }),
      };
    },
    reference: (): Call => ({
      path: '/api/v1/bench/reference',
      headers: {},
      body: JSON.stringify({ userId: pick().id }),
    }),
  };
}

const median = (values: number[]) => percentile(values, 50);
const cell = (r: PhaseResult) =>
  `${fmt(r.p50)} / ${fmt(r.p99)} ms` +
  (r.offered && r.okPerSec < r.offered * 0.97 ? ` (${Math.round(r.okPerSec)}/s ok)` : '') +
  (r.shed ? `, ${r.shed}×503` : '') +
  (r.failed ? `, ${r.failed} failed` : '');

/** The reference route against categorize: saturation, offered rates, past saturation, RSS. */
async function runRoutes(): Promise<string[]> {
  const runStarted = performance.now();
  const loadAtStart = loadavg()[0]!;
  const server = await startServer();
  try {
    await sleep(2_000);
    const idleRss = rssMb(server.child.pid as number);
    const users = await createUsers(server.base);
    const make = callMakers(users);
    const targets = [
      ['reference', make.reference],
      ['categorize', make.categorize],
    ] as const;

    // Warm-up: JIT, connection pool, PGlite caches.
    for (const [, next] of targets) await closedLoop(server.base, next, 8, 2_000);

    const saturation: Record<string, PhaseResult[]> = { reference: [], categorize: [] };
    for (let round = 0; round < 3; round++) {
      for (const [name, next] of targets) {
        saturation[name]!.push(
          await closedLoop(server.base, next, SATURATION_IN_FLIGHT, Math.min(PHASE_MS, 4_000)),
        );
      }
    }
    const saturated = Object.fromEntries(
      targets.map(([name]) => [name, median(saturation[name]!.map((r) => r.okPerSec))]),
    ) as Record<'reference' | 'categorize', number>;

    const byRate: Record<string, PhaseResult[]> = { reference: [], categorize: [] };
    for (const rate of RATES) {
      for (const [name, next] of targets) {
        byRate[name]!.push(await openLoop(server.base, next, rate, PHASE_MS));
        // Let a backlog from the phase before drain, so each phase starts level.
        await sleep(1_000);
      }
    }

    // Past saturation: twice what categorize sustained, at least 600/s.
    const overloadRate = Math.round(Math.max(600, 2 * saturated.categorize));
    const overload = await openLoop(server.base, make.categorize, overloadRate, PHASE_MS);
    const busyRss = rssMb(server.child.pid as number);
    const reasons = await shedReasons(server.base);

    const lines = [
      `HTTP benchmark, ${server.database}, ${new Date().toISOString().slice(0, 10)}, ` +
        `Node ${process.versions.node}, ${USERS} users, loopback, generator in the same machine, ` +
        `load average ${loadAtStart.toFixed(1)} at start and ${loadavg()[0]!.toFixed(1)} at the end`,
      '',
      `| route | saturation (32 in flight) | ${RATES.map((r) => `${r}/s p50 / p99`).join(' | ')} |`,
      `| --- | --- | ${RATES.map(() => '---').join(' | ')} |`,
      ...targets.map(
        ([name]) =>
          `| ${name} | ${Math.round(saturated[name as 'reference' | 'categorize'])}/s | ` +
          `${byRate[name]!.map(cell).join(' | ')} |`,
      ),
      '',
      `categorize / reference saturation: ${(saturated.categorize / saturated.reference).toFixed(2)}`,
      `past saturation: categorize offered ${overloadRate}/s → ${Math.round(overload.okPerSec)}/s ` +
        `accepted (p50 ${fmt(overload.p50)} ms, p99 ${fmt(overload.p99)} ms), ` +
        `${overload.shed}×503 (p99 ${fmt(overload.shedP99)} ms; ${reasons}), ${overload.failed} failed; ` +
        `due after its first second: accepted p99 ${fmt(overload.steady?.p99)} ms, ` +
        `503 p99 ${fmt(overload.steady?.shedP99)} ms`,
      `RSS: ${Math.round(idleRss)} MB idle after start, ${Math.round(busyRss)} MB after the load`,
      `whole run ${Math.round((performance.now() - runStarted) / 1000)} s`,
    ];
    return lines;
  } finally {
    await server.stop();
  }
}

const SCENARIOS = new Set((process.env.BENCH_SCENARIOS ?? 'routes,mixed,upload').split(','));
const MIXED_USERS = (
  process.env.BENCH_MIXED_USERS ?? (process.env.BENCH_DATABASE_URL ? '200,300' : '200')
)
  .split(',')
  .map(Number);

async function main(): Promise<void> {
  const started = performance.now();
  buildApi();
  try {
    // Each scenario on a fresh server and database, its figures printed as soon as it ends.
    if (SCENARIOS.has('routes')) console.log(`\n${(await runRoutes()).join('\n')}`);
    if (SCENARIOS.has('mixed'))
      for (const users of MIXED_USERS) console.log(`\n${(await runMixedLoad(users)).join('\n')}`);
    if (SCENARIOS.has('upload')) console.log(`\n${(await runUploadScenario()).join('\n')}`);
  } finally {
    agent.destroy();
  }
  console.log(`\nbench:http ${Math.round((performance.now() - started) / 1000)} s in all`);
}

await main();
