import {
  webhookDeliverySchema,
  webhookSettingsInputSchema,
  webhookSettingsSchema,
} from '@trusty/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth, requireAuth, requireVerified } from '../auth/guards';
import { listDeliveries, rotateWebhookSecret, setWebhookUrl, webhookSettings } from './settings';
import { checkTarget } from './target-check';

const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

/**
 * The account's webhook, its signing secret and delivery log (the keys page). Account actions:
 * no API key may reach them.
 */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { preHandler: requireAuth, schema: { response: { 200: ok(webhookSettingsSchema) } } },
    async (request, reply) => {
      const { user } = currentAuth(request);
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await webhookSettings(app.db, user.id) };
    },
  );

  app.put(
    '/',
    {
      preHandler: requireVerified,
      schema: { body: webhookSettingsInputSchema, response: { 200: ok(webhookSettingsSchema) } },
    },
    async (request, reply) => {
      const { user } = currentAuth(request);
      const url = request.body.url;
      if (url !== null) await checkTarget(url, app.config.webhooks);
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await setWebhookUrl(app.db, user.id, url) };
    },
  );

  app.post(
    '/secret',
    { preHandler: requireVerified, schema: { response: { 200: ok(webhookSettingsSchema) } } },
    async (request, reply) => {
      const { user } = currentAuth(request);
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await rotateWebhookSecret(app.db, user.id) };
    },
  );

  app.get(
    '/deliveries',
    {
      preHandler: requireAuth,
      schema: { response: { 200: ok(z.array(webhookDeliverySchema)) } },
    },
    async (request) => {
      const { user } = currentAuth(request);
      return { success: true as const, data: await listDeliveries(app.db, user.id) };
    },
  );
};
