import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { AdmissionGate, LoopLag } from './admission';
import { serviceBusy } from './errors';

export type OverloadReason = 'event_loop' | 'db_queue' | 'queue_time';

export interface OverloadOptions {
  overload: Config['overload'];
  database: Database;
  /** Route patterns always served: liveness must not fail because the process is busy. */
  exempt: ReadonlySet<string>;
  /** Hears every refusal (the metrics count them by reason). */
  onShed?: (reason: OverloadReason) => void;
}

/**
 * The short API calls the gate is about. Progress streams stay open for minutes and uploads
 * for seconds (they have their own slots and queue), so counting them would hold the gate
 * shut; pages and assets touch no database.
 */
function isGated(request: FastifyRequest): boolean {
  if (!request.url.startsWith('/api/')) return false;
  const { accept = '', 'content-type': contentType = '' } = request.headers;
  return !accept.includes('text/event-stream') && !contentType.startsWith('multipart/');
}

/**
 * Load shedding. A request that cannot be served soon is better refused at once with 503 and
 * Retry-After than queued for seconds behind others: the client (or the load balancer) can try
 * again or elsewhere, and the requests already accepted keep their latency.
 *
 * Three signals, checked before any work on the request is done:
 * - the event loop is late (mean delay over the last sample window): everything in the process
 *   is slow, whatever the database does; @fastify/under-pressure samples it.
 * - database work is queueing: pg callers waiting for a pooled connection, or PGlite calls
 *   waiting behind the running one. PGlite runs on this thread in short slices, so its queue
 *   grows long before the event loop looks late.
 * - the API requests in flight would take longer than `queueMs` to serve at the measured cost of
 *   one (admission.ts). This bounds the latency of what is accepted, where the first two only
 *   notice a queue once it is long: past saturation on PGlite they let p99 reach seconds.
 *
 * A refusal is answered from the hook itself, before the session lookup and the body, and
 * costs about as much as a liveness probe: past saturation most requests are refusals, and
 * the time they take is taken from the requests being served.
 */
export const overloadGuard = fp<OverloadOptions>(
  async (app: FastifyInstance, options) => {
    const { overload, database, exempt, onShed } = options;
    const isExempt = (request: FastifyRequest) => exempt.has(request.routeOptions.url ?? '');

    const busy = serviceBusy(overload.retryAfterSeconds);
    // The error handler's envelope for that error, built once.
    const busyBody = {
      success: false,
      message: busy.message,
      error: busy.code,
      ...busy.details,
    };
    const busyHeaders = (reply: FastifyReply, reason: OverloadReason) => {
      onShed?.(reason);
      reply.header('retry-after', String(overload.retryAfterSeconds));
      reply.header('cache-control', 'no-store');
    };
    /** Answered here: no error object, no stack trace, no trip through the error handler. */
    const refuse = (reply: FastifyReply, reason: OverloadReason) => {
      busyHeaders(reply, reason);
      return reply.code(busy.statusCode).send(busyBody);
    };

    if (overload.eventLoopDelayMs > 0) {
      await app.register(underPressure, {
        maxEventLoopDelay: overload.eventLoopDelayMs,
        sampleInterval: overload.sampleIntervalMs,
        // Resolving lets the request through; rejecting hands the error to the error handler.
        pressureHandler: (request, reply) =>
          isExempt(request) ? undefined : (busyHeaders(reply, 'event_loop'), Promise.reject(busy)),
      });
    }

    if (overload.dbQueue > 0) {
      app.addHook('onRequest', async (request, reply) => {
        if (database.load().waiting < overload.dbQueue || isExempt(request)) return;
        return refuse(reply, 'db_queue');
      });
    }

    // Part of the database bound: turning that off (tests, e2e) turns this off too.
    if (overload.dbQueue > 0 && overload.queueMs > 0) {
      const lag = new LoopLag();
      app.addHook('onClose', async () => lag.stop());
      const gate = new AdmissionGate({ targetMs: overload.queueMs, lagMs: () => lag.ms });
      app.addHook('onRequest', async (request, reply) => {
        if (!isGated(request) || isExempt(request)) return;
        if (!gate.tryEnter()) return refuse(reply, 'queue_time');
        reply.raw.once('close', () => gate.leave());
      });
    }
  },
  { name: 'overload-guard' },
);
