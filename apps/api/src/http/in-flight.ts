import type { FastifyInstance, FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    inFlight: InFlightRequests;
  }
}

interface Tracked {
  /** The handler has produced its answer (onSend ran): it touches nothing any more. */
  answered: boolean;
  /** The response is written out, or its connection is gone. */
  closed: boolean;
}

/**
 * The requests this instance is still working on, so a shutdown can wait for them. A request
 * counts until its handler has answered and its response has left (a download still being
 * written counts), or, when its connection was cut, until its handler has given up. Progress
 * streams take their socket over (hijack) and are not waited for: they end when the app closes.
 */
export class InFlightRequests {
  private readonly tracked = new Map<FastifyReply, Tracked>();
  /** Set by a shutdown: answers ask clients not to reuse the connection. */
  closing = false;
  /** When a shutdown's grace ends (epoch ms): work still running then is cut or handed back. */
  graceEndsAt?: number;

  constructor(app: FastifyInstance) {
    app.addHook('onRequest', async (_request, reply) => {
      if (this.closing) reply.header('connection', 'close');
      const entry: Tracked = { answered: false, closed: false };
      this.tracked.set(reply, entry);
      reply.raw.once('close', () => {
        entry.closed = true;
        this.settle(reply, entry);
      });
    });
    app.addHook('onSend', async (_request, reply) => {
      const entry = this.tracked.get(reply);
      if (!entry) return;
      entry.answered = true;
      this.settle(reply, entry);
    });
  }

  /** Requests still being worked on or written out. */
  get count(): number {
    let count = 0;
    for (const [reply, entry] of this.tracked) {
      if (this.settle(reply, entry)) continue;
      count += 1;
    }
    return count;
  }

  /** Resolves true once nothing is in flight, or false when `timeoutMs` passes first. */
  async drained(timeoutMs: number): Promise<boolean> {
    const deadline = performance.now() + timeoutMs;
    while (this.count > 0) {
      if (performance.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return true;
  }

  /** Forgets a request that is done; true when it was. */
  private settle(reply: FastifyReply, entry: Tracked): boolean {
    // A hijacked reply reports itself sent: its handler handed the socket to someone else.
    const done = entry.closed && (entry.answered || reply.sent);
    const hijackedOpen = !entry.closed && !entry.answered && reply.sent;
    if (done || hijackedOpen) {
      if (done) this.tracked.delete(reply);
      return true;
    }
    return false;
  }
}

/** Decorates `app.inFlight`; call before routes are registered. */
export function trackInFlight(app: FastifyInstance): void {
  app.decorate('inFlight', new InFlightRequests(app));
}
