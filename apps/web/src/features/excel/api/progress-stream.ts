import type { ProgressEvent } from '@trusty/contracts';
import { API_BASE } from '../../../config/paths';

/**
 * GET /tbm/excel/progress/:connectionId as Server-Sent Events (the session cookie goes along,
 * same origin). Returns undefined where EventSource does not exist; the page then animates.
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
  source.addEventListener('progress', (message) => {
    try {
      onProgress(JSON.parse((message as MessageEvent<string>).data) as ProgressEvent);
    } catch {
      // A garbled event is skipped; the next one carries the whole state again.
    }
  });
  // The final events end the stream; closing stops EventSource from reconnecting. The result
  // itself comes back in the answer to the upload.
  const close = () => source.close();
  source.addEventListener('complete', close);
  source.addEventListener('error', (event) => {
    // The server's `error` event (with data) and a broken connection both end live progress.
    if ((event as MessageEvent).data !== undefined || source.readyState === EventSource.CLOSED)
      close();
  });
  return { close };
}
