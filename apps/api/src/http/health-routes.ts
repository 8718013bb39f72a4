import type { FastifyPluginAsync } from 'fastify';
import { databaseUnavailable } from './errors';

/**
 * Mounted at /api/v1/health. `/` is liveness: the process answers, whatever the database does,
 * so an orchestrator does not restart a healthy process for a database outage. `/ready` is
 * readiness: the database answers a query in time, so traffic can be sent here.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', async () => ({ status: 'ok' }));

  app.get('/ready', async (request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ok', database: 'ok' };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(databaseUnavailable.retryAfterSeconds))
        .header('cache-control', 'no-store')
        .send({ status: 'unavailable', database: 'unavailable' });
    }
  });
};
