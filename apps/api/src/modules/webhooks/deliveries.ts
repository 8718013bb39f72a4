import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executorOf, startQueueWorkers, type QueueWorkers } from '../../db/queue-workers';
import { webhookSettings } from './settings';
import { signPayload } from './signature';
import {
  guardedLookup,
  isPublicAddress,
  parseTarget,
  targetMessages,
  type TargetPolicy,
} from './target-check';

/**
 * Sends the announcements of finished jobs (decision 026): each delivery is a pg-boss job on
 * the app's own database, retried with exponential backoff until the receiver answers 2xx or
 * the retries run out, every attempt written to the delivery log. Any instance that runs jobs
 * delivers; a delivery whose dispatch was lost (the instance died right after the job ended)
 * is dispatched by the sweep.
 */

export const DELIVERY_QUEUE = 'webhook-delivery';
const SWEEP_SECONDS = 15;
/** Longest receiver answer kept in the log. */
const ERROR_CHARS = 300;

export interface WebhookDispatch {
  /** Sends the job's pending deliveries now (after the transaction that wrote them). */
  dispatchForJob(jobId: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: WebhookDispatch;
  }
}

type Execute = { rows: unknown[] };
const rowsOf = <T>(result: unknown) => (result as Execute).rows as T[];

interface Delivery {
  id: string;
  user_id: string;
  url: string;
  event: string;
  payload: unknown;
  state: string;
}

interface Attempt {
  status?: number;
  error?: string;
}

/** One POST of the signed payload; what the receiver answered, or why nothing was. */
export function postSigned(
  url: string,
  body: string,
  headers: Record<string, string>,
  policy: TargetPolicy,
  timeoutMs: number,
): Promise<Attempt> {
  return new Promise((resolve) => {
    let target: URL;
    try {
      target = parseTarget(url, policy);
    } catch (error) {
      resolve({ error: (error as Error).message });
      return;
    }
    // A literal address is never looked up: judged here instead of in the lookup.
    const host = target.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && !policy.allowPrivate && !isPublicAddress(host)) {
      resolve({ error: targetMessages.private });
      return;
    }
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: guardedLookup(policy) as never,
        timeout: timeoutMs,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (text.length < ERROR_CHARS) text += chunk;
        });
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          resolve(
            status >= 200 && status < 300
              ? { status }
              : { status, error: `HTTP ${status}${text ? `: ${text.slice(0, ERROR_CHARS)}` : ''}` },
          );
        });
        response.on('error', (error) =>
          resolve({ status: response.statusCode, error: error.message }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on('error', (error) => resolve({ error: error.message }));
    request.end(body);
  });
}

async function recordAttempt(db: Db, id: string, attempt: Attempt, final: boolean): Promise<void> {
  const delivered = attempt.error === undefined;
  await db.execute(sql`
    UPDATE webhook_deliveries
    SET attempts = attempts + 1, last_status = ${attempt.status ?? null},
        last_error = ${attempt.error ?? null}, updated_at = now(),
        state = ${delivered ? 'delivered' : final ? 'failed' : 'pending'},
        delivered_at = ${delivered ? sql`now()` : null}
    WHERE id = ${id}::uuid`);
}

/** One attempt at a delivery; throws (so pg-boss retries) while retries are left. */
async function deliver(app: FastifyInstance, id: string, retriesLeft: boolean): Promise<void> {
  const [delivery] = rowsOf<Delivery>(
    await app.db.execute(sql`
      SELECT id, user_id, url, event, payload, state FROM webhook_deliveries WHERE id = ${id}::uuid`),
  );
  if (!delivery || delivery.state !== 'pending') return;
  const { secret } = await webhookSettings(app.db, delivery.user_id);
  const body = JSON.stringify({ id: delivery.id, ...(delivery.payload as object) });
  const timestamp = Math.floor(Date.now() / 1000);
  const attempt = await postSigned(
    delivery.url,
    body,
    {
      'content-type': 'application/json',
      'user-agent': 'Trusty-Webhooks/1',
      'trusty-event': delivery.event,
      'trusty-delivery': delivery.id,
      'trusty-signature': signPayload(secret, body, timestamp),
    },
    app.config.webhooks,
    app.config.webhooks.timeoutMs,
  );
  // A target that is refused now (its name moved to a private address) will not improve.
  const hopeless = attempt.error === targetMessages.private;
  await recordAttempt(app.db, id, attempt, !retriesLeft || hopeless);
  if (attempt.error !== undefined && retriesLeft && !hopeless)
    throw new Error(`webhook delivery failed: ${attempt.error}`);
}

export const webhookDeliveries = fp(async (app: FastifyInstance) => {
  const { webhooks: config } = app.config;
  const boss = new PgBoss({
    db: executorOf(app.database),
    schema: 'pgboss',
    schedule: false,
    supervise: false,
  });
  boss.on('error', (error) => app.log.warn({ err: error }, 'webhook queue error'));
  await boss.start();
  await boss.createQueue(DELIVERY_QUEUE, { name: DELIVERY_QUEUE });

  let workers: QueueWorkers | undefined;
  const send = async (ids: string[]) => {
    for (const id of ids)
      await boss.send(
        DELIVERY_QUEUE,
        {},
        {
          id,
          retryLimit: config.retryLimit,
          retryDelay: config.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: Math.ceil(config.timeoutMs / 1000) + 30,
        },
      );
    // This instance's worker goes at once instead of at its next poll.
    if (ids.length > 0) workers?.wake();
  };
  const pending = async (where: ReturnType<typeof sql>) =>
    rowsOf<{ id: string }>(
      await app.db.execute(sql`
        SELECT id FROM webhook_deliveries
        WHERE state = 'pending' AND attempts = 0 AND ${where}
        ORDER BY created_at LIMIT 100`),
    ).map((row) => row.id);

  app.decorate<WebhookDispatch>('webhooks', {
    async dispatchForJob(jobId) {
      await send(await pending(sql`job_id = ${jobId}::uuid`)).catch((error: unknown) =>
        app.log.warn({ err: error, jobId }, 'webhook dispatch failed (the sweep retries it)'),
      );
    },
  });
  // Lost dispatches; pg-boss ignores a delivery already queued (its id is the delivery's).
  app.backgroundJobs.schedule('webhook dispatch sweep', SWEEP_SECONDS, async () => {
    await send(await pending(sql`created_at < now() - interval '10 seconds'`));
  });

  if (app.config.role !== 'web') {
    // Our loop, not boss.work: pg-boss's own calls complete/fail unawaited (db/queue-workers.ts).
    workers = startQueueWorkers(
      boss,
      DELIVERY_QUEUE,
      {
        concurrency: 1,
        pollSeconds: 2,
        includeMetadata: true,
        onError: (error) => app.log.warn({ err: error }, 'webhook queue error'),
      },
      async (job) => {
        // A failed attempt with retries left throws: pg-boss runs it again after its delay.
        await deliver(app, job.id, job.retryCount < job.retryLimit);
        return 'done';
      },
    );
  }
  app.addHook('onClose', async () => {
    await workers?.close();
    await boss.stop({ graceful: false, close: false });
  });
});
