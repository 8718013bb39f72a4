import {
  categorizeResultSchema,
  categorizeSchema,
  taxonomyResponseDataSchema,
} from '@trusty/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth, requireVerified } from '../auth/guards';
import { categorizeCost } from './service';
import { taxonomyForClient } from './taxonomy';

/** Per signed-in user: generous for a person typing, a brake on a script spending credits. */
const CATEGORIZE_PER_MINUTE = 60;

export const classifyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/categorize',
    {
      preHandler: requireVerified,
      config: {
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
      return { success: true as const, data };
    },
  );

  app.get(
    '/taxonomy',
    {
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
