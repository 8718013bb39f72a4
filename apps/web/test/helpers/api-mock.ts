import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  /** Path below /api/v1, with its query string. */
  path: string;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

type Reply = Response | Error | (() => Response | Error | Promise<Response | Error>);

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The text of a recorded body that was a file (a Blob), as the server would read it. */
export async function sentText(body: unknown): Promise<string> {
  if (!(body instanceof Blob)) throw new Error(`expected a file body, got ${typeof body}`);
  return new TextDecoder().decode(await body.arrayBuffer());
}

export const apiFailure = (status: number, message: string, error = 'ERROR') =>
  json(status, { success: false, message, error });

/** A JSON body as its value; any other text as the text itself. */
function parseBody(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/**
 * Answers fetch at the network edge: `{'POST /auth/login': json(200, …)}`. A reply may be a
 * function (called per request) or an Error (the network fails). Anything unlisted answers
 * 404, so a call the test did not expect shows up in `calls` and in the page's behaviour.
 */
export function mockApi(routes: Record<string, Reply>) {
  const calls: RecordedCall[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const path = url.pathname.replace(/^\/api\/v1/, '') + url.search;
    const method = init?.method ?? 'GET';
    const raw = typeof init?.body === 'string' ? init.body : undefined;
    calls.push({
      method,
      path,
      // A file sent as it is (a rules CSV) is kept as the Blob: readBody gives its text.
      body: raw ? parseBody(raw) : init?.body instanceof Blob ? init.body : undefined,
      credentials: init?.credentials,
    });
    const route = routes[`${method} ${url.pathname.replace(/^\/api\/v1/, '')}`];
    const reply = typeof route === 'function' ? await route() : route;
    if (reply instanceof Error) throw reply;
    return reply ? reply.clone() : apiFailure(404, `No mock for ${method} ${path}`, 'NOT_FOUND');
  });
  return {
    calls,
    spy,
    callsTo: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.path === path),
  };
}
