import type { Page, PendingUploadSummary, ResultSummary } from '@trusty/contracts';

export const isPendingUpload = (item: ResultSummary): item is PendingUploadSummary =>
  item.kind === 'upload' && item.status !== 'ready';

export const isProcessing = (item: ResultSummary) =>
  item.kind === 'upload' && item.status === 'processing';

/** Whether a page lists an upload whose job is still queued or running. */
export const hasProcessing = (page: Page<ResultSummary> | undefined) =>
  page?.items.some(isProcessing) ?? false;
