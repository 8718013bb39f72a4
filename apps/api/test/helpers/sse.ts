import { expect } from 'vitest';

/** What a progress stream has sent so far, parsed as a browser's EventSource would. */
export interface ReceivedStream {
  events: Array<{ event: string; data: unknown }>;
  /** Each event's `id:`, in the order received. */
  ids: number[];
  raw: string;
  /** Resolves when the server ends the stream. */
  closed: Promise<void>;
  abort(): void;
}

/**
 * Opens GET /tbm/excel/progress/:connectionId over a real socket (app.inject does not stream) and
 * reads it as it comes; `lastEventId` is sent as a reconnecting EventSource sends it.
 */
export async function openProgressStream(
  base: string,
  headers: Record<string, string>,
  connectionId: string,
  lastEventId?: number,
): Promise<ReceivedStream> {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/v1/tbm/excel/progress/${connectionId}`, {
    headers:
      lastEventId === undefined ? headers : { ...headers, 'last-event-id': `${lastEventId}` },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  const received: ReceivedStream = {
    events: [],
    ids: [],
    raw: '',
    closed: Promise.resolve(),
    abort: () => controller.abort(),
  };
  const reader = (response.body as ReadableStream<Uint8Array>)
    .pipeThrough(new TextDecoderStream())
    .getReader();
  received.closed = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        received.raw += value;
        const blocks = received.raw
          .split('\n\n')
          .slice(0, -1)
          .filter((block) => /^event: /m.test(block));
        received.events = blocks.map((block) => ({
          event: /^event: (.*)$/m.exec(block)?.[1] as string,
          data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] as string),
        }));
        received.ids = blocks.map((block) => Number(/^id: (\d+)$/m.exec(block)?.[1]));
      }
    } catch (error) {
      if ((error as Error).name !== 'AbortError') throw error;
    }
  })();
  return received;
}
