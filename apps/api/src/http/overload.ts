import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { serviceBusy } from './errors';

export type OverloadReason = 'event_loop' | 'db_queue';

export interface OverloadOptions {
  overload: Config['overload'];
  database: Database;
  /** Route patterns always served: liveness must not fail because the process is busy. */
  exempt: ReadonlySet<string>;
  /** Hears every refusal (the metrics count them by reason). */
  onShed?: (reason: OverloadReason) => void;
}

/**
 * Load shedding. A request that cannot be served soon is better refused at once with 503 and
 * Retry-After than queued for seconds behind others: the client (or the load balancer) can try
 * again or elsewhere, and the requests already accepted keep their latency.
 *
 * Two signals, checked before any work on the request is done:
 * - the event loop is late (mean delay over the last sample window): everything in the process
 *   is slow, whatever the database does; @fastify/under-pressure samples it.
 * - database work is queueing: pg callers waiting for a pooled connection, or PGlite calls
 *   waiting behind the running one. PGlite runs on this thread in short slices, so its queue
 *   grows long before the event loop looks late.
 */
export const overloadGuard = fp<OverloadOptions>(
  async (app: FastifyInstance, options) => {
    const { overload, database, exempt, onShed } = options;
    const isExempt = (request: FastifyRequest) => exempt.has(request.routeOptions.url ?? '');

    /** Rejected into the one error handler, which answers the envelope; the header stays. */
    const refusal = (reply: FastifyReply, reason: OverloadReason) => {
      onShed?.(reason);
      reply.header('retry-after', String(overload.retryAfterSeconds));
      reply.header('cache-control', 'no-store');
      return serviceBusy(overload.retryAfterSeconds);
    };

    if (overload.eventLoopDelayMs > 0) {
      await app.register(underPressure, {
        maxEventLoopDelay: overload.eventLoopDelayMs,
        sampleInterval: overload.sampleIntervalMs,
        // Resolving lets the request through; rejecting hands the error to the error handler.
        pressureHandler: (request, reply) =>
          isExempt(request) ? undefined : Promise.reject(refusal(reply, 'event_loop')),
      });
    }

    if (overload.dbQueue > 0) {
      app.addHook('onRequest', async (request, reply) => {
        if (database.load().waiting < overload.dbQueue || isExempt(request)) return;
        throw refusal(reply, 'db_queue');
      });
    }
  },
  { name: 'overload-guard' },
);
