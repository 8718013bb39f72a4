import { applyOutcomeSchema, applyQuoteSchema } from '@trusty/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth, requireAuth, requireVerified } from '../auth/guards';
import { quoteApply, runApply, type ApplyDeps } from './apply-upload';
import { accountRules } from './rule-decisions';

// Any text: a malformed id answers the same 404 as someone else's.
const idParams = z.object({ id: z.string().max(64) });

/**
 * `GET` (the quote) and `POST` (the run) of `/results/uploads/:id/apply`: the current rules
 * applied again to an upload's unreviewed rows and the workbook written again with every
 * correction. Mounted under /api/v1/results beside the results routes; it shares the upload
 * routes' worker threads (spreadsheetWork).
 */
export const applyRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): ApplyDeps => ({
    db: app.db,
    pool: app.spreadsheetWork.pool,
    limiter: app.spreadsheetWork.limiter,
    jobBudgetMs: app.config.spreadsheet.jobBudgetMs,
    taxonomyVersion: app.classifier.taxonomyVersion,
    rules: (userId) => accountRules(app.db, userId),
  });

  app.get(
    '/uploads/:id/apply',
    {
      preHandler: requireAuth,
      config: { apiKey: 'read' },
      schema: {
        params: idParams,
        response: { 200: z.object({ success: z.literal(true), data: applyQuoteSchema }) },
      },
    },
    async (request) => {
      const { user } = currentAuth(request);
      return { success: true as const, data: await quoteApply(deps(), user.id, request.params.id) };
    },
  );

  app.post(
    '/uploads/:id/apply',
    {
      preHandler: requireVerified,
      schema: {
        params: idParams,
        response: { 200: z.object({ success: z.literal(true), data: applyOutcomeSchema }) },
      },
    },
    async (request, reply) => {
      const { user } = currentAuth(request);
      const abort = new AbortController();
      // The client went away: the file is not written (the rows already changed stay changed).
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) abort.abort();
      });
      const data = await runApply(deps(), user.id, request.params.id, abort.signal);
      request.log.info({ uploadId: request.params.id, ...data }, 'rules and corrections applied');
      return { success: true as const, data };
    },
  );
};
