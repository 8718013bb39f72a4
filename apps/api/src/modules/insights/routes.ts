import { insightsQuerySchema, insightsSchema, spendCoverageSchema } from '@trusty/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth, requireAuth } from '../auth/guards';
import { asThreshold } from '../results/preferences';
import { contentDisposition } from '../excel/results';
import { rowsCsv } from './rows-csv';
import { getInsights, getUploadCoverage, uploadName } from './service';

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
    '/results/uploads/:id/rows.csv',
    { preHandler: requireAuth, config: { apiKey: 'read' }, schema: { params: idParams } },
    async (request, reply) => {
      const { user } = currentAuth(request);
      const upload = await uploadName(app.db, user.id, request.params.id);
      const name = `${upload.replace(/\.xlsx?$/i, '')}_rows.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(name))
        .header('cache-control', 'no-store')
        .send(rowsCsv(app.db, user.id, request.params.id));
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
