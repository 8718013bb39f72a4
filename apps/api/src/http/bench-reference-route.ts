import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { classifications, users } from '../db/schema/index';

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
        await tx.insert(classifications).values({
          userId,
          costName: 'bench reference',
          result: {},
          confidence: 1,
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
