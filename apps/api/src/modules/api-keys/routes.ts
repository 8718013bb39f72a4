import {
  apiKeyIdParamsSchema,
  apiKeySummarySchema,
  createApiKeySchema,
  createdApiKeySchema,
} from '@trusty/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth, requireAuth, requireVerified } from '../auth/guards';
import { createApiKey, listApiKeys, revokeApiKey } from './service';

const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

/**
 * The account's API keys (the "API keys" page). Account actions: a key can never reach these
 * (no `config.apiKey`), only a signed-in session.
 */
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { preHandler: requireAuth, schema: { response: { 200: ok(z.array(apiKeySummarySchema)) } } },
    async (request) => {
      const { user } = currentAuth(request);
      return { success: true as const, data: await listApiKeys(app.db, user.id) };
    },
  );

  app.post(
    '/',
    {
      preHandler: requireVerified,
      schema: { body: createApiKeySchema, response: { 201: ok(createdApiKeySchema) } },
    },
    async (request, reply) => {
      const { user } = currentAuth(request);
      const created = await createApiKey(app.db, { userId: user.id, ...request.body });
      request.log.info(
        { keyId: created.apiKey.id, scope: created.apiKey.scope },
        'API key created',
      );
      // The key is in this answer only: no cache may keep it.
      reply.header('cache-control', 'no-store');
      return reply.code(201).send({ success: true as const, data: created });
    },
  );

  app.delete(
    '/:id',
    {
      preHandler: requireAuth,
      schema: { params: apiKeyIdParamsSchema, response: { 200: ok(z.object({ id: z.string() })) } },
    },
    async (request) => {
      const { user } = currentAuth(request);
      await revokeApiKey(app.db, { userId: user.id, id: request.params.id });
      request.log.info({ keyId: request.params.id }, 'API key revoked');
      return { success: true as const, data: { id: request.params.id } };
    },
  );
};
