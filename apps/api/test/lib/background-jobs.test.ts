import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { buildTestApp, testConfig } from '../helpers/app';
import { createTestDatabase, openSharedDatabase } from '../helpers/database';

/** Sweeps as pg-boss jobs (src/lib/background-jobs.ts, decision 032). */
describe('scheduled sweeps', () => {
  it('run once per period across two instances, the first soon after start', async () => {
    const shared = await openSharedDatabase('trusty_sweeps');
    const runs: Array<{ instance: string; at: number }> = [];
    const apps: FastifyInstance[] = [];
    try {
      for (const [i, database] of shared.databases.entries()) {
        const app = await buildTestApp(testConfig(), { database });
        // Every instance offers a 1 s sweep at least twice a second.
        app.backgroundJobs.schedule('test sweep', 1, async () => {
          runs.push({ instance: `app ${i}`, at: Date.now() });
        });
        apps.push(app);
      }
      const started = Date.now();
      await Promise.all(apps.map((app) => app.ready()));
      await vi.waitUntil(() => runs.length >= 1, { timeout: 10_000, interval: 20 });
      await vi.waitUntil(() => runs.length >= 4, { timeout: 20_000, interval: 20 });
      // Four runs are four 1 s slots: more than two seconds apart from first to last. Offers
      // that each ran would have made four runs within half a second.
      expect(runs.at(3)!.at - runs[0]!.at).toBeGreaterThan(2_000);
      expect(runs[0]!.at - started).toBeLessThan(10_000);
    } finally {
      for (const app of apps) await app.close();
      await shared.close();
    }
  });

  it('finish a run under way before the app closes, with the database still open', async () => {
    const database = await createTestDatabase();
    try {
      const app = await buildTestApp(testConfig(), { database });
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let began = false;
      let answer: unknown;
      app.backgroundJobs.schedule('slow sweep', 3_600, async () => {
        began = true;
        await gate;
        answer = await app.db.execute(sql`SELECT 1 AS one`);
      });
      await app.ready();
      await vi.waitUntil(() => began, { timeout: 10_000, interval: 20 });
      let closed = false;
      const closing = app.close().then(() => (closed = true));
      // Closing waits for the run.
      await new Promise((resolve) => setImmediate(resolve));
      expect(closed).toBe(false);
      release();
      await closing;
      expect((answer as { rows: unknown[] }).rows).toHaveLength(1);
    } finally {
      await database.close();
    }
  });
});
