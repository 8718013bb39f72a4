import {
  batchRequestSchema,
  batchResultSchema,
  type BatchResult,
  categorizeResultSchema,
  categorizeSchema,
  idempotencyKeyHeaderSchema,
  taxonomyResponseDataSchema,
} from '@trusty/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth, requireVerified } from '../auth/guards';
import {
  claimIdempotencyKey,
  fingerprintOf,
  releaseIdempotencyKey,
  sweepIdempotencyKeys,
  type IdempotentCall,
} from '../idempotency/idempotency';
import { categorizeBatch } from './batch';
import { categorizeCost, CREDITS_PER_COST } from './service';
import { taxonomyForClient } from './taxonomy';

/** Per signed-in user: generous for a person typing, a brake on a script spending credits. */
const CATEGORIZE_PER_MINUTE = 60;
/** Per account, whatever key or session calls: up to 60,000 items a minute. */
const BATCH_PER_MINUTE = 60;
/** 1,000 items of the longest fields allowed fit; JSON elsewhere stays at 100 KB. */
const BATCH_BODY_LIMIT = 2 * 1024 * 1024;
/** Keys are kept a day; an hourly sweep keeps the table to about a day of them. */
const IDEMPOTENCY_SWEEP_SECONDS = 3_600;

export const classifyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.backgroundJobs.schedule('idempotency key sweep', IDEMPOTENCY_SWEEP_SECONDS, () =>
    sweepIdempotencyKeys(app.db),
  );

  app.post(
    '/categorize',
    {
      preHandler: requireVerified,
      config: {
        apiKey: 'classify',
        rateLimit: {
          max: CATEGORIZE_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request) =>
            request.auth ? `user:${request.auth.user.id}` : `ip:${request.ip}`,
        },
      },
      schema: {
        body: categorizeSchema,
        response: { 200: z.object({ success: z.literal(true), data: categorizeResultSchema }) },
      },
    },
    async (request) => {
      const { user } = currentAuth(request);
      const data = await categorizeCost(app.db, app.classifier, {
        userId: user.id,
        costName: request.body.costName,
        balance: user.credits,
        rulesVersion: user.rulesVersion,
      });
      const charged = data.classified && data.method !== 'rule' ? CREDITS_PER_COST : 0;
      request.apiKeyUsage = { items: 1, credits: charged };
      return { success: true as const, data };
    },
  );

  app.post(
    '/categorize/batch',
    {
      preHandler: requireVerified,
      bodyLimit: BATCH_BODY_LIMIT,
      config: {
        apiKey: 'classify',
        rateLimit: {
          max: BATCH_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request) =>
            request.auth ? `user:${request.auth.user.id}` : `ip:${request.ip}`,
        },
      },
      schema: {
        headers: z.looseObject({ 'idempotency-key': idempotencyKeyHeaderSchema }),
        body: batchRequestSchema,
        response: { 200: z.object({ success: z.literal(true), data: batchResultSchema }) },
      },
    },
    async (request, reply) => {
      const { user } = currentAuth(request);
      const key = request.headers['idempotency-key'];
      let idempotency: IdempotentCall | undefined;
      if (typeof key === 'string') {
        idempotency = {
          userId: user.id,
          key,
          fingerprint: fingerprintOf('POST /tbm/categorize/batch', request.body),
        };
        const claim = await claimIdempotencyKey(app.db, idempotency);
        if (claim.kind === 'replay') {
          // The first request's answer; it was counted and charged then.
          reply.header('idempotent-replayed', 'true');
          return reply.code(200).send(claim.body as { success: true; data: BatchResult });
        }
      }
      try {
        const data = await categorizeBatch(
          { db: app.db, classifier: app.classifier },
          {
            userId: user.id,
            items: request.body.items,
            balance: user.credits,
            rulesVersion: user.rulesVersion,
            idempotency,
          },
        );
        request.apiKeyUsage = { items: data.items.length, credits: data.charged };
        return { success: true as const, data };
      } catch (error) {
        if (idempotency) await releaseIdempotencyKey(app.db, idempotency).catch(() => {});
        throw error;
      }
    },
  );

  app.get(
    '/taxonomy',
    {
      config: { apiKey: 'read' },
      schema: {
        response: { 200: z.object({ success: z.literal(true), data: taxonomyResponseDataSchema }) },
      },
    },
    async (_request, reply) => {
      // Static for a release: browsers and proxies may keep it for an hour.
      reply.header('cache-control', 'public, max-age=3600');
      return { success: true as const, data: taxonomyForClient() };
    },
  );
};
