import type { ProgressEvent } from '@trusty/contracts';
import { API_BASE } from '../../../config/paths';

/**
 * GET /tbm/excel/progress/:connectionId as Server-Sent Events (the session cookie goes along,
 * same origin). Returns undefined where EventSource does not exist; the page then animates.
 *
 * Every event has an id. When the connection drops (a server restarting, a proxy timing out),
 * EventSource reconnects by itself, possibly to another instance, and sends the last id it saw as
 * `Last-Event-ID`; the server then sends only what came after it, and the outcome if the work has
 * ended meanwhile.
 */
export function openProgressStream(
  connectionId: string,
  onProgress: (event: ProgressEvent) => void,
): { close(): void } | undefined {
  if (typeof EventSource === 'undefined') return undefined;
  const source = new EventSource(
    `${API_BASE}/tbm/excel/progress/${encodeURIComponent(connectionId)}`,
    {
      withCredentials: true,
    },
  );
  let lastId = 0;
  source.addEventListener('progress', (message) => {
    const { data, lastEventId } = message as MessageEvent<string>;
    // A resumed stream may repeat an event already shown; the bar never goes back.
    const id = Number(lastEventId);
    if (id > 0 && id <= lastId) return;
    if (id > 0) lastId = id;
    try {
      onProgress(JSON.parse(data) as ProgressEvent);
    } catch {
      // A garbled event is skipped; the next one carries the whole state again.
    }
  });
  // The final events end the stream; closing stops EventSource from reconnecting. The result
  // itself comes back in the answer to the upload.
  const close = () => source.close();
  source.addEventListener('complete', close);
  source.addEventListener('error', (event) => {
    // The server's `error` event (with data) ends live progress, and so does a reconnect the
    // server refused (CLOSED). A dropped connection (CONNECTING) is left to reconnect.
    if ((event as MessageEvent).data !== undefined || source.readyState === EventSource.CLOSED)
      close();
  });
  return { close };
}
