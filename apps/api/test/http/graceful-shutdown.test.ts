import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { closeGracefully } from '../../src/http/graceful-shutdown';
import { buildTestApp, testConfig } from '../helpers/app';
import { createTestDatabase } from '../helpers/database';

let database: Database | undefined;

afterEach(async () => {
  await database?.close();
  database = undefined;
});

/**
 * The real app listening on a free port, with a route that takes `ms` to answer and reports
 * when it has started and whether its client went away (as an upload's route does).
 */
async function listening() {
  database = await createTestDatabase();
  const app = await buildTestApp(testConfig(), { database });
  const seen = { started: 0, clientGone: 0 };
  let arrived!: () => void;
  const firstArrival = new Promise<void>((resolve) => (arrived = resolve));
  app.get('/api/v1/test/slow', async (request, reply) => {
    seen.started += 1;
    arrived();
    const gone = new Promise<void>((resolve) =>
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) {
          seen.clientGone += 1;
          resolve();
        }
      }),
    );
    const ms = Number((request.query as { ms: string }).ms);
    await Promise.race([new Promise((resolve) => setTimeout(resolve, ms)), gone]);
    return { done: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, seen, firstArrival, url: (path: string) => `http://127.0.0.1:${port}${path}` };
}

const outcome = (promise: Promise<Response>) =>
  promise.then(
    async (response) => ({ status: response.status, body: await response.text() }),
    (error: unknown) => ({ error }),
  );

describe('closeGracefully', () => {
  it('lets a request in flight finish, then stops listening', async () => {
    const { app, seen, firstArrival, url } = await listening();
    const inFlight = outcome(fetch(url('/api/v1/test/slow?ms=500')));
    await firstArrival;
    const started = performance.now();
    await closeGracefully(app as FastifyInstance, 10_000);
    expect(await inFlight).toEqual({ status: 200, body: '{"done":true}' });
    expect(seen).toEqual({ started: 1, clientGone: 0 });
    // It waited for the request, not for the grace period.
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(await outcome(fetch(url('/api/v1/health')))).toHaveProperty('error');
  });

  it('cuts what is still running after the grace period, so its route stops', async () => {
    const { app, seen, firstArrival, url } = await listening();
    const inFlight = outcome(fetch(url('/api/v1/test/slow?ms=60000')));
    await firstArrival;
    const started = performance.now();
    await closeGracefully(app as FastifyInstance, 300);
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(290);
    expect(took).toBeLessThan(5_000);
    expect(await inFlight).toHaveProperty('error');
    expect(seen).toEqual({ started: 1, clientGone: 1 });
  });
});
