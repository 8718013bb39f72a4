import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A webhook receiver on this machine: answers each request with the next status of `statuses`
 * for its path (200 once they run out) and keeps what it was sent.
 */
export async function startReceiver(statuses: Record<string, number[]> = {}) {
  const received: Received[] = [];
  const waiters: Array<() => void> = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body });
      const status = statuses[path]?.shift() ?? 200;
      response
        .writeHead(status, { 'content-type': 'text/plain' })
        .end(status === 200 ? 'ok' : 'not now');
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    /** Resolves once `count` requests for `path` have arrived. */
    async waitFor(path: string, count: number, timeoutMs = 20_000): Promise<Received[]> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const got = received.filter((r) => r.path === path);
        if (got.length >= count) return got;
        if (Date.now() > deadline) throw new Error(`${got.length} of ${count} requests to ${path}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 250);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
