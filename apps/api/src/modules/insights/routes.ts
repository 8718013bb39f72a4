import { insightsQuerySchema, insightsSchema, spendCoverageSchema } from '@trusty/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth, requireAuth } from '../auth/guards';
import { asThreshold } from '../results/preferences';
import { getInsights, getUploadCoverage } from './service';

const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

// Any text: a malformed id answers the same 404 as someone else's (results/ownership.ts).
const idParams = z.object({ id: z.string() });

/**
 * Coverage of spend (issue 31): the account's Insights at /api/v1/insights, and one upload's
 * figures at /api/v1/results/uploads/:id/coverage. Owner-only; computed from the stored rows.
 */
export const insightsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/insights',
    {
      preHandler: requireAuth,
      schema: { querystring: insightsQuerySchema, response: { 200: ok(insightsSchema) } },
    },
    async (request) => {
      const { user } = currentAuth(request);
      const data = await getInsights(app.db, {
        userId: user.id,
        reviewThreshold: asThreshold(user.reviewThreshold),
        query: request.query,
      });
      return { success: true as const, data };
    },
  );

  app.get(
    '/results/uploads/:id/coverage',
    {
      preHandler: requireAuth,
      schema: { params: idParams, response: { 200: ok(spendCoverageSchema) } },
    },
    async (request) => {
      const { user } = currentAuth(request);
      const data = await getUploadCoverage(app.db, {
        userId: user.id,
        uploadId: request.params.id,
        reviewThreshold: asThreshold(user.reviewThreshold),
      });
      return { success: true as const, data };
    },
  );
};
