/**
 * Mixed closed-loop load (issue 19): N signed-in users, each sending a request every 2 s
 * (60 % `GET /tbm/user-stats`, 35 % `POST /tbm/categorize` with varied cost names, 5 %
 * `POST /auth/login`, after which the user carries on with the new session), for 60 s.
 *
 * The limits are on, as shipped. Each user connects from its own loopback address
 * (127.0.x.y), as separate machines would: sign-ins are limited to 10 a minute per client
 * address and categorize to 60 a minute per account, and a user here signs in about 1.5 times
 * and categorizes about 10.5 times a minute, so none is refused by design.
 * BENCH_MIXED_ONE_ADDRESS=true sends the load from 127.0.0.1 alone instead: one office behind
 * one NAT address, where the sign-in limit is shared by everyone in it.
 *
 * Nothing lost: every request answered, and the ledger holds exactly one charge per categorize
 * answered 200 (read from the database after the server has stopped).
 */
import { loadavg } from 'node:os';
import { errorsByStatus, fmt, percentile } from './figures';
import { send, shedReasons, sleep, startServer, type Call } from './http-harness';
import { seededRandom } from './ledger-vocabulary';
import { costNames } from './realistic-ledger';

const PERIOD_MS = 2_000;
const SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
const ONE_ADDRESS = process.env.BENCH_MIXED_ONE_ADDRESS === 'true';
const PASSWORD = 'Bench!Passw0rd';
const REGISTER_IN_FLIGHT = 4;

type Kind = 'stats' | 'categorize' | 'login';

interface Sample {
  kind: Kind;
  status: number;
  ms: number;
}

interface MixedUser {
  email: string;
  token: string;
  address: string;
}

/** 127.0.1.2, 127.0.1.3, …: one address per user, none of them the server's own 127.0.0.1. */
const addressOf = (i: number) => `127.0.${1 + Math.floor(i / 250)}.${2 + (i % 250)}`;

function registerOnce(base: string, email: string, address: string) {
  return send(base, {
    path: '/api/v1/auth/register',
    headers: {},
    body: JSON.stringify({ email, password: PASSWORD, firstName: 'Bench', lastName: 'User' }),
    localAddress: address,
  });
}

async function register(base: string, count: number): Promise<MixedUser[]> {
  const users: MixedUser[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: REGISTER_IN_FLIGHT }, async () => {
      while (next < count) {
        const i = next++;
        const email = `mixed-${i}@example.com`;
        const address = addressOf(i);
        let answer = await registerOnce(base, email, address);
        // Setting up, not measured: a busy server's 503 is waited out as its Retry-After asks.
        for (let attempt = 0; answer.status === 503 && attempt < 10; attempt++) {
          await sleep(2_000);
          answer = await registerOnce(base, email, address);
        }
        if (answer.status !== 201)
          throw new Error(`register ${i}: ${answer.status} ${answer.text}`);
        const { data } = JSON.parse(answer.text) as { data: { token: string } };
        users[i] = { email, token: data.token, address: ONE_ADDRESS ? '127.0.0.1' : address };
      }
    }),
  );
  return users;
}

function callFor(kind: Kind, user: MixedUser, costName: () => string): Call {
  const auth = { authorization: `Bearer ${user.token}` };
  const from = { localAddress: user.address };
  if (kind === 'stats')
    return { method: 'GET', path: '/api/v1/tbm/user-stats', headers: auth, ...from };
  if (kind === 'categorize')
    return {
      path: '/api/v1/tbm/categorize',
      headers: auth,
      body: JSON.stringify({ costName: costName() }),
      ...from,
    };
  return {
    path: '/api/v1/auth/login',
    headers: {},
    body: JSON.stringify({ email: user.email, password: PASSWORD }),
    ...from,
  };
}

async function userLoop(
  base: string,
  user: MixedUser,
  random: () => number,
  costName: () => string,
  end: number,
  samples: Sample[],
): Promise<void> {
  // Spread the users' first requests over one period, as people do not start in step.
  let due = performance.now() + random() * PERIOD_MS;
  while (due < end) {
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const roll = random();
    const kind: Kind = roll < 0.6 ? 'stats' : roll < 0.95 ? 'categorize' : 'login';
    const sent = performance.now();
    const answer = await send(base, callFor(kind, user, costName));
    samples.push({ kind, status: answer.status, ms: performance.now() - sent });
    if (kind === 'login' && answer.status === 200)
      user.token = (JSON.parse(answer.text) as { data: { token: string } }).data.token;
    // Closed loop: a user whose answer came late sends the next request at once, not two.
    due = Math.max(due + PERIOD_MS, performance.now());
  }
}

function line(label: string, samples: Sample[]): string {
  const ms = samples.map((s) => s.ms);
  return (
    `| ${label} | ${samples.length} | ${fmt(percentile(ms, 50))} / ${fmt(percentile(ms, 95))} / ` +
    `${fmt(percentile(ms, 99))} / ${fmt(Math.max(...ms))} ms | ${errorsByStatus(samples.map((s) => s.status))} |`
  );
}

/** Runs the scenario on a fresh server and returns the report's lines. */
export async function runMixedLoad(userCount: number): Promise<string[]> {
  const server = await startServer({ RATE_LIMITS: 'true', BENCH_REFERENCE_ROUTE: 'false' });
  let stopped = false;
  const samples: Sample[] = [];
  let charges = Number.NaN;
  try {
    const registerStarted = performance.now();
    const users = await register(server.base, userCount);
    const registerSeconds = (performance.now() - registerStarted) / 1000;
    const loadAtStart = loadavg()[0]!;
    const end = performance.now() + SECONDS * 1000;
    await Promise.all(
      users.map((user, i) => {
        const random = seededRandom(1000 + i);
        return userLoop(server.base, user, random, costNames(random), end, samples);
      }),
    );
    const loadAtEnd = loadavg()[0]!;
    const shed = await shedReasons(server.base);
    stopped = true;
    await server.stop(async (query) => {
      const rows = await query(
        `SELECT count(*)::int AS n FROM credit_ledger WHERE kind = 'usage_categorize'`,
      );
      charges = Number(rows[0]?.n);
    });
    const categorizedOk = samples.filter((s) => s.kind === 'categorize' && s.status === 200).length;
    const unanswered = samples.filter((s) => s.status === 0).length;
    const byKind = (kind: Kind) => samples.filter((s) => s.kind === kind);
    return [
      `Mixed closed loop, ${server.database}, ${userCount} users` +
        `${ONE_ADDRESS ? ' behind one address (127.0.0.1)' : ', one loopback address each'}, ` +
        `a request every 2 s each for ${SECONDS} s (${Math.round(samples.length / SECONDS)}/s sent), ` +
        `limits on; load average ${loadAtStart.toFixed(1)} at start, ${loadAtEnd.toFixed(1)} at the end ` +
        `(${userCount} accounts registered through the API in ${registerSeconds.toFixed(1)} s first)`,
      '',
      '| kind | requests | p50 / p95 / p99 / max | not 200 (status×count) |',
      '| --- | --- | --- | --- |',
      line('user-stats', byKind('stats')),
      line('categorize', byKind('categorize')),
      line('login', byKind('login')),
      line('all', samples),
      '',
      `nothing lost: ${unanswered === 0 ? 'every request answered' : `${unanswered} unanswered`}; ` +
        `${categorizedOk} categorize answered 200, ${charges} charges in the ledger ` +
        `(${charges === categorizedOk ? 'equal' : 'DIFFERENT'}); the server's 503s by reason: ${shed}`,
    ];
  } finally {
    if (!stopped) await server.stop();
  }
}
