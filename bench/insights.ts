/**
 * Insights benchmark (`npm run bench:insights`, issue 31): how long the account's Insights take
 * to answer (GET /api/v1/insights, all time and the last 90 days), and an upload's own figures
 * and the Results list, for an account holding 1,000,000 stored rows in 20 uploads, in three
 * currencies, with the review states, rules, corrections and vendors a worked account has.
 *
 * In the same run, a reference: the cheapest statement that reads every row of the account once
 * (`SELECT sum(amount) … WHERE user_id = $1`), so the figures are also given as a ratio to what
 * any answer computed from the rows must at least cost on this machine, at this moment.
 *
 * PGlite in a temporary data directory (as the product runs), or a scratch database on the
 * PostgreSQL server of BENCH_DATABASE_URL. Target: p99 ≤ 300 ms on PostgreSQL.
 *
 *   npm run bench:insights
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:insights
 *
 * BENCH_INSIGHTS_ROWS (default 1000000), BENCH_INSIGHTS_UPLOADS (default 20),
 * BENCH_INSIGHTS_REQUESTS (default 60 per kind).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { openDatabase } from '../apps/api/src/db/client';
import { migrationsFolder } from '../apps/api/src/paths';
import { testConfig } from '../apps/api/test/helpers/app';
import { createScratchDatabase } from '../apps/api/test/helpers/database';
import { createUser } from '../apps/api/test/helpers/users';
import { percentile } from './figures';

const ROWS = Number(process.env.BENCH_INSIGHTS_ROWS ?? 1_000_000);
const UPLOADS = Number(process.env.BENCH_INSIGHTS_UPLOADS ?? 20);
const REQUESTS = Number(process.env.BENCH_INSIGHTS_REQUESTS ?? 60);
const PER_UPLOAD = Math.ceil(ROWS / UPLOADS);

const POOLS = [
  'Hardware',
  'Software',
  'Outside Services',
  'Internal Labor',
  'External Labor',
  'Telecom',
];
const TOWERS = [
  'End User',
  'Compute',
  'Storage',
  'Network',
  'Application',
  'Data Center',
  'Security & Compliance',
  'IT Management',
  'Delivery',
  'Platform',
];

const adminUrl = process.env.BENCH_DATABASE_URL;
const dir = mkdtempSync(join(tmpdir(), 'trusty-bench-insights-'));
const scratch = adminUrl
  ? await createScratchDatabase(adminUrl, 'trusty_benchinsights')
  : undefined;
const database = await openDatabase({
  databaseUrl: scratch?.url,
  dataDir: scratch ? 'memory://' : join(dir, 'pglite'),
  migrationsFolder: migrationsFolder(),
  onPoolError: () => {},
});
await database.migrate();
const app = await buildApp(
  testConfig({ RATE_LIMITS: 'false', REQUIRE_EMAIL_VERIFICATION: 'false', LOG_LEVEL: 'warn' }),
  { database },
);
await app.ready();
const kind = scratch ? 'PostgreSQL' : 'PGlite';

try {
  const user = await createUser(app);
  const userId = user.user.id;
  console.log(`${kind}: seeding ${ROWS.toLocaleString('en-US')} rows in ${UPLOADS} uploads…`);
  const seeded = performance.now();
  const arr = (items: string[]) => `ARRAY[${items.map((i) => `'${i}'`).join(',')}]`;
  for (let u = 0; u < UPLOADS; u++) {
    // One upload a week, the newest this week.
    const created = new Date(Date.now() - (UPLOADS - 1 - u) * 7 * 86_400_000).toISOString();
    await database.db.execute(sql`
      INSERT INTO excel_results (id, user_id, original_name, content_type, total_rows,
                                 successful_rows, error_rows, errors, created_at, expires_at)
      VALUES (gen_random_uuid(), ${userId}, ${`ledger-${u + 1}.xlsx`}, 'application/xlsx',
              ${PER_UPLOAD}, ${PER_UPLOAD}, 0, '[]', ${created}::timestamptz, now() + interval '1 day')`);
    // Deterministic spreads from the row's number: 60 % USD, 30 % EUR, 10 % GBP; 8 % unclassified;
    // confidence spread evenly over 0.7..1 (a third below the 80 % threshold); 5 % decided by a
    // rule, 2 % corrected and 3 % accepted; 2,000 vendors; 30,000 normalised names.
    await database.db.execute(
      sql.raw(`
      INSERT INTO result_rows (user_id, upload_id, row_number, cost_name, normalized_name, context,
                               amount, currency, status, cost_pool, sub_cost_pool, it_tower,
                               sub_tower, technical_solution, technical_category, confidence,
                               pool_confidence, tower_confidence, sub_tower_confidence, method,
                               reason, review, charged, taxonomy_version, created_at)
      SELECT '${userId}', e.id, g.i + 1, 'Line ' || (g.i * 7 % 30000), 'line ' || (g.i * 7 % 30000),
             jsonb_build_object('vendor', 'Vendor ' || (g.i * 13 % 2000)),
             ((g.i::bigint * 104729) % 10000000) / 100.0,
             (ARRAY['USD','USD','USD','USD','USD','USD','EUR','EUR','EUR','GBP'])[g.i % 10 + 1],
             CASE WHEN g.i % 25 < 2 THEN 'unclassified' ELSE 'classified' END,
             CASE WHEN g.i % 25 >= 2 THEN (${arr(POOLS)})[g.i % 6 + 1] END, 'Sub',
             CASE WHEN g.i % 25 >= 2 THEN (${arr(TOWERS)})[g.i % 10 + 1] END, 'Sub', 'Sol', 'Cat',
             CASE WHEN g.i % 25 >= 2 THEN 0.7 + ((g.i * 7919) % 1000) / 3333.0 END,
             CASE WHEN g.i % 25 >= 2 THEN least(1, 0.75 + ((g.i * 7919) % 1000) / 3333.0) END,
             CASE WHEN g.i % 25 >= 2 THEN least(1, 0.72 + ((g.i * 7919) % 1000) / 3333.0) END,
             CASE WHEN g.i % 25 >= 2 THEN 0.7 + ((g.i * 7919) % 1000) / 3333.0 END,
             CASE WHEN g.i % 100 < 5 THEN 'rule' WHEN g.i % 100 < 7 THEN 'user' ELSE 'lexicon' END,
             'bench',
             CASE WHEN g.i % 100 BETWEEN 5 AND 6 THEN 'corrected'
                  WHEN g.i % 100 BETWEEN 7 AND 9 THEN 'accepted' ELSE 'unreviewed' END,
             true, '4.0', e.created_at
      FROM generate_series(${u * PER_UPLOAD}::bigint, ${(u + 1) * PER_UPLOAD - 1}) AS g(i)
      CROSS JOIN (SELECT id, created_at FROM excel_results
                  WHERE user_id = '${userId}' ORDER BY created_at DESC LIMIT 1) e`),
    );
  }
  await database.db.execute(sql`ANALYZE`);
  console.log(`seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

  const [latest] = (
    (await database.db.execute(
      sql`SELECT id FROM excel_results WHERE user_id = ${userId} ORDER BY created_at DESC LIMIT 1`,
    )) as unknown as { rows: Array<{ id: string }> }
  ).rows;
  const since = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);

  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/v1${url}`, headers: user.headers });
    if (res.statusCode !== 200)
      throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    return res;
  };
  const reference = () =>
    database.db.execute(sql`SELECT sum(amount) FROM result_rows WHERE user_id = ${userId}`);

  // Cold: the first read rolls up every upload (as after a change of the review threshold).
  const timed = async (run: () => Promise<unknown>) => {
    const start = performance.now();
    await run();
    return performance.now() - start;
  };
  const cold = await timed(() => get('/insights'));
  // After a correction in one upload: that upload alone is rolled up again.
  const corrected = async () => {
    await database.db.execute(sql`
      UPDATE result_rows SET review = 'accepted'
      WHERE id = (SELECT id FROM result_rows WHERE upload_id = ${latest?.id} AND review = 'unreviewed'
                  LIMIT 1)`);
    await database.db.execute(
      sql`UPDATE excel_results SET rows_changed_at = now() WHERE id = ${latest?.id}`,
    );
    return timed(() => get('/insights'));
  };
  const afterCorrection = [await corrected(), await corrected(), await corrected()];

  const kinds: Array<[string, () => Promise<unknown>]> = [
    ['reference: one pass over the rows', reference],
    ['GET /insights (all time)', () => get('/insights')],
    [`GET /insights?from=${since}`, () => get(`/insights?from=${since}`)],
    ['GET /results/uploads/:id/coverage', () => get(`/results/uploads/${latest?.id}/coverage`)],
    ['GET /results (first page)', () => get('/results')],
  ];
  // Warm-up: every kind twice (plans, caches, the first read of each page).
  for (const [, run] of kinds) for (let i = 0; i < 2; i++) await run();

  // Rounds alternate the kinds, so a busy moment of the machine falls on all of them alike.
  const times = new Map<string, number[]>(kinds.map(([name]) => [name, []]));
  for (let round = 0; round < REQUESTS; round++)
    for (const [name, run] of kinds) {
      const start = performance.now();
      await run();
      times.get(name)?.push(performance.now() - start);
    }

  const ref = percentile(times.get(kinds[0]![0]) as number[], 50);
  console.log(`\n${kind}, ${ROWS.toLocaleString('en-US')} rows, ${REQUESTS} requests each:`);
  console.log('kind'.padEnd(40), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'p50/ref'.padStart(8));
  for (const [name, values] of times) {
    const p50 = percentile(values, 50);
    console.log(
      name.padEnd(40),
      p50.toFixed(1).padStart(8),
      percentile(values, 99).toFixed(1).padStart(8),
      (p50 / ref).toFixed(2).padStart(8),
    );
  }
  console.log(
    `\nfirst GET /insights, every upload rolled up: ${cold.toFixed(0)} ms (${(cold / ref).toFixed(1)}× ref)`,
  );
  console.log(
    `GET /insights after a correction (its upload rolled up again): ${afterCorrection
      .map((ms) => ms.toFixed(0))
      .join(', ')} ms`,
  );
  const p99 = percentile(times.get('GET /insights (all time)') as number[], 99);
  if (scratch)
    console.log(
      `\ntarget p99 ≤ 300 ms on PostgreSQL: ${p99 <= 300 ? 'met' : 'NOT met'} (${p99.toFixed(0)} ms)`,
    );
} finally {
  await app.close();
  await database.close();
  await scratch?.drop();
  rmSync(dir, { recursive: true, force: true });
}
