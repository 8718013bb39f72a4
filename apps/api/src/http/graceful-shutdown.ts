import type { FastifyInstance } from 'fastify';

/** How long handlers whose connection was cut get to give up (an upload terminates its thread). */
const UNWIND_MS = 1_000;

/**
 * Stops accepting connections and lets the requests in flight finish, for up to `graceMs`
 * (`app.inFlight` counts them). Past that their connections are cut: an upload still being
 * processed sees its client go (its route listens for that) and stops before charging; a charge
 * already under way is one transaction, so it commits whole or not at all. Only then does the
 * app close its progress streams, spreadsheet threads and database.
 */
export async function closeGracefully(app: FastifyInstance, graceMs: number): Promise<void> {
  app.inFlight.closing = true;
  app.inFlight.graceEndsAt = Date.now() + graceMs;
  // No new connections; fastify's own close below then finds the server already closed.
  app.server.close(() => {});
  // A keep-alive connection whose request has been answered would otherwise stay open until
  // the client drops it: close each one as soon as it is idle.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
  try {
    if (!(await app.inFlight.drained(graceMs))) {
      app.log.warn(
        { graceMs, inFlight: app.inFlight.count },
        'requests still running after the grace period: cutting them',
      );
      app.server.closeAllConnections();
      await app.inFlight.drained(UNWIND_MS);
    }
    await app.close();
  } finally {
    clearInterval(sweep);
  }
}
