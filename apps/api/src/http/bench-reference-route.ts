import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resultRows, users } from '../db/schema/index';

/**
 * POST /api/v1/bench/reference, registered only with BENCH_REFERENCE_ROUTE=true for
 * `npm run bench:http`: the database work of one analysis (one transaction with one insert and
 * one update of the user's row) and nothing else, so the benchmark can show in the same run how
 * far categorize is from what the database alone allows.
 */
export const benchReferenceRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reference',
    { schema: { body: z.object({ userId: z.string().uuid() }) } },
    async (request) => {
      const { userId } = request.body;
      await app.db.transaction(async (tx) => {
        // The row a charged analysis stores (credits/service.ts), at its width.
        await tx.insert(resultRows).values({
          userId,
          costName: 'bench reference',
          normalizedName: 'bench reference',
          status: 'classified',
          costPool: 'Hardware',
          subCostPool: 'Depreciation',
          itTower: 'End User',
          subTower: 'Workplace',
          technicalSolution: 'Client Computing',
          technicalCategory: 'Compute',
          confidence: 1,
          method: 'lexicon',
          reason: 'bench reference',
          charged: true,
          taxonomyVersion: '4.0',
        });
        await tx
          .update(users)
          .set({ totalCostsAlignment: sql`${users.totalCostsAlignment} + 1` })
          .where(eq(users.id, userId));
      });
      return { success: true as const };
    },
  );
};
