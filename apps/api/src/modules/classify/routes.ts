import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Routes of this module are added by its feature work.
export const classifyRoutes: FastifyPluginAsyncZod = async () => {};
