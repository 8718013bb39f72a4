import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Written by the web build (apps/web/vite.config.ts) from the client's route map. */
export const CLIENT_ROUTES_FILE = 'client-routes.json';

/**
 * The paths the client renders a page for. Without the manifest (a build from before it
 * existed) only `/` is known, and every other page answers 404 with the client's own page.
 */
export function readClientRoutes(root: string): string[] {
  const file = join(root, CLIENT_ROUTES_FILE);
  if (!existsSync(file)) return ['/'];
  const routes: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(routes) || !routes.every((r) => typeof r === 'string' && r.startsWith('/')))
    throw new Error(`${file} is not a list of paths`);
  return routes as string[];
}

/**
 * Serves the built client's files, and index.html with 200 for each client route (deep links,
 * refresh). A route with a parameter (`/results/:id`) is registered as Fastify's own pattern, so
 * it answers every id, one segment each. Any other page falls to the not-found handler:
 * index.html with 404.
 */
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
  // Pages without an icon link (the local test checkout, a JSON answer opened in a tab) make
  // browsers ask for /favicon.ico: point them at the app's icon rather than at a 404.
  if (
    existsSync(join(root, 'favicon.svg')) &&
    !app.hasRoute({ method: 'GET', url: '/favicon.ico' })
  )
    app.get('/favicon.ico', (_request, reply) => reply.redirect('/favicon.svg', 301));
  // The client's router also matches a route with a trailing slash ("/dashboard/").
  const urls = readClientRoutes(root).flatMap((url) => (url === '/' ? [url] : [url, `${url}/`]));
  for (const url of urls) {
    // `/` is index.html itself, already served by the static plugin.
    if (app.hasRoute({ method: 'GET', url })) continue;
    app.get(url, (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html'),
    );
  }
}
