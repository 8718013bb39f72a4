import { userStatsSchema } from '@trusty/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth, requireAuth } from '../auth/guards';
import { getUserStats } from './service';

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user-stats',
    {
      preHandler: requireAuth,
      config: { apiKey: 'read' },
      schema: { response: { 200: z.object({ success: z.literal(true), data: userStatsSchema }) } },
    },
    async (request) => {
      const { user } = currentAuth(request);
      return { success: true as const, data: await getUserStats(app.db, user.id) };
    },
  );
};
