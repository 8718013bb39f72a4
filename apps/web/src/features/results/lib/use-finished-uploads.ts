import type { ResultSummary } from '@trusty/contracts';
import { useState } from 'react';
import { isProcessing } from './pending-uploads';

interface Seen {
  items: ResultSummary[] | undefined;
  processing: ReadonlySet<string>;
  message: string;
}

/**
 * What a polite live region says when uploads the page showed as processing come back ready or
 * failed on a refresh: a sighted user sees the item change, a screen reader user hears it.
 * Worked out while rendering (React's way of adjusting state to new props), not in an effect,
 * so the words and the changed items reach the screen together.
 */
export function useFinishedUploads(items: ResultSummary[] | undefined): string {
  const [seen, setSeen] = useState<Seen>({ items: undefined, processing: new Set(), message: '' });
  if (items !== seen.items) {
    const finished = (items ?? []).flatMap((item) =>
      item.kind === 'upload' && item.status !== 'processing' && seen.processing.has(item.id)
        ? [item.status === 'ready' ? `${item.fileName} is ready.` : `${item.fileName} failed.`]
        : [],
    );
    setSeen({
      items,
      processing: new Set((items ?? []).filter(isProcessing).map((item) => item.id)),
      // The last words stay until new ones replace them: clearing them would be read out too.
      message: finished.length > 0 ? finished.join(' ') : seen.message,
    });
  }
  return seen.message;
}
