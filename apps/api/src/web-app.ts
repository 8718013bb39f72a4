import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@trusty/contracts';
import type { FastifyInstance } from 'fastify';

/** Serves the built client; any non-API GET that is not a file gets index.html (client routes). */
export async function serveWebApp(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: ['index.html'],
    setHeaders(reply, path) {
      // Vite fingerprints everything under assets/, so it may be cached for good.
      if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
      else reply.header('cache-control', 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply
        .code(404)
        .send({ success: false, message: `Route ${request.method} ${path} not found`, error: ErrorCode.notFound });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
