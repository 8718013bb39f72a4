import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built client's files; the not-found handler falls back to index.html for client routes. */
export async function serveWebApp(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: ['index.html'],
    // The build writes .br/.gz beside each asset (apps/web/scripts/compress-dist.mjs).
    preCompressed: true,
    setHeaders(reply, path) {
      // Vite fingerprints everything under assets/, so it may be cached for good.
      if (path.includes('/assets/'))
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      else reply.header('cache-control', 'no-cache');
    },
  });
}
