/**
 * What the shared rate-limit counter (decision 021) costs categorize at saturation, which
 * `npm run bench:http` cannot show: its saturation phases run with RATE_LIMITS=false, since
 * categorize's 60 a minute per account would refuse most of their load (its mixed closed loop
 * runs with the limits on, at a human pace). The same app is built three times on one database and driven
 * in-process by app.inject (closed loop, 32 in flight, alternating rounds of 4 s, ROUNDS of each,
 * default 5; medians), over enough accounts that none reaches its limit:
 * - `off`: RATE_LIMITS=false, no counting at all;
 * - `memory`: the limits on, the counter answered from a Map in this process (what the in-memory
 *   store did: the plugin's work without the database);
 * - `shared`: the limits on as shipped: categorize's 60 a minute reserved six at a time, one
 *   upsert per six calls of an account.
 *
 *   npx tsx bench/shared-limits.ts                       # PGlite in memory
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/shared-limits.ts   # a scratch database there
 */
import { loadavg } from 'node:os';
import { hash } from '@node-rs/argon2';
import { buildApp } from '../apps/api/src/app';
import { openDatabase } from '../apps/api/src/db/client';
import { users } from '../apps/api/src/db/schema/index';
import type { CounterState } from '../apps/api/src/lib/shared-counters';
import { createSession } from '../apps/api/src/modules/auth/sessions';
import { migrationsFolder } from '../apps/api/src/paths';
import { testConfig } from '../apps/api/test/helpers/app';
import { createScratchDatabase } from '../apps/api/test/helpers/database';

const USERS = Number(process.env.USERS ?? 1500);
const ROUND_MS = 4_000;
const IN_FLIGHT = 32;
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const adminUrl = process.env.BENCH_DATABASE_URL;
const scratch = adminUrl ? await createScratchDatabase(adminUrl, 'trusty_benchlimits') : undefined;
const database = await openDatabase({
  databaseUrl: scratch?.url,
  dataDir: 'memory://',
  migrationsFolder: migrationsFolder(),
  onPoolError: () => {},
});
await database.migrate();
const env = { REQUIRE_EMAIL_VERIFICATION: 'false', LOG_LEVEL: 'silent' };
const off = await buildApp(testConfig({ ...env, RATE_LIMITS: 'false' }), { database });
const on = await buildApp(testConfig({ ...env, RATE_LIMITS: 'true' }), { database });
const memory = await buildApp(testConfig({ ...env, RATE_LIMITS: 'true' }), { database });
const windows = new Map<string, CounterState>();
memory.sharedCounters.hit = async (key, windowMs, amount = 1) => {
  const now = Date.now();
  const live = windows.get(key);
  const state =
    live && live.resetsAt > now
      ? { count: live.count + amount, resetsAt: live.resetsAt }
      : { count: amount, resetsAt: now + windowMs };
  windows.set(key, state);
  return state;
};
const variants = { off, memory, shared: on } as const;
type Variant = keyof typeof variants;
for (const app of Object.values(variants)) await app.ready();

const passwordHash = await hash('Bench!Passw0rd');
const tokens: string[] = [];
for (let i = 0; i < USERS; i += 100) {
  const rows = await database.db
    .insert(users)
    .values(
      Array.from({ length: Math.min(100, USERS - i) }, (_, j) => ({
        email: `bl-${i + j}@example.com`,
        passwordHash,
        firstName: 'B',
        lastName: 'L',
        emailVerifiedAt: new Date(),
        credits: 1_000_000,
      })),
    )
    .returning({ id: users.id });
  for (const row of rows) tokens.push((await createSession(database.db, row.id)).token);
}
const NAMES = [
  'Cisco SmartNet renewal FY25',
  'AWS EC2 reserved instances',
  'Okta workforce identity',
  'Datadog monitoring',
];
let next = 0;
async function round(app: typeof on) {
  const counts = new Map<number, number>();
  const end = performance.now() + ROUND_MS;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (performance.now() < end) {
        const i = next++;
        const res = await app.inject({
          method: 'POST',
          url: '/api/v1/tbm/categorize',
          headers: { authorization: `Bearer ${tokens[i % tokens.length]}` },
          payload: { costName: NAMES[i % NAMES.length] },
        });
        counts.set(res.statusCode, (counts.get(res.statusCode) ?? 0) + 1);
      }
    }),
  );
  return {
    okPerSec: ((counts.get(200) ?? 0) * 1000) / ROUND_MS,
    other: [...counts].filter(([s]) => s !== 200),
  };
}
for (const app of Object.values(variants)) await round(app); // warm-up
const results: Record<Variant, number[]> = { off: [], memory: [], shared: [] };
for (let r = 0; r < ROUNDS; r++) {
  for (const [name, app] of Object.entries(variants) as Array<[Variant, typeof on]>) {
    const result = await round(app);
    results[name].push(result.okPerSec);
    if (result.other.length) console.log(name, 'non-200:', result.other);
  }
}
const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
const rounds = (v: number[]) => v.map((x) => Math.round(x)).join(', ');
const medians = Object.fromEntries(
  Object.entries(results).map(([name, v]) => [name, median(v)]),
) as Record<Variant, number>;
console.log(
  `${database.kind}, load average ${loadavg()[0]!.toFixed(1)}: categorize ok/s per round\n` +
    (Object.keys(variants) as Variant[])
      .map((name) => `  ${name}: ${rounds(results[name])} (median ${Math.round(medians[name])})`)
      .join('\n') +
    `\nshared / memory ${(medians.shared / medians.memory).toFixed(2)}, ` +
    `memory / off ${(medians.memory / medians.off).toFixed(2)}`,
);
for (const app of Object.values(variants)) await app.close();
await database.close();
await scratch?.drop();
