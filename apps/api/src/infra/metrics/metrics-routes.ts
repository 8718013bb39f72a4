import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { unauthorized } from '../../http/errors';

/** Equal-length digests, so the comparison takes the same time whatever was sent. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * GET /api/v1/metrics in the Prometheus text format, for a scraper holding METRICS_TOKEN
 * (`Authorization: Bearer <token>`). Registered only when the token is set: without one the
 * route does not exist (404), so an instance never exposes its figures by accident.
 */
export const metricsRoutes: FastifyPluginAsync<{ token: string }> = async (app, { token }) => {
  app.get('/', async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!given || !sameSecret(given, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw unauthorized('A valid metrics token is required');
    }
    return reply
      .header('content-type', app.metrics.contentType)
      .header('cache-control', 'no-store')
      .send(await app.metrics.render());
  });
};
