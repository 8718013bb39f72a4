import type { ResultsQuery, RowsQuery } from '@trusty/contracts';

/**
 * Query keys under `['results']`, the prefix the review queue and the correction dialog refresh
 * by convention (features do not import each other): a correction changes what these show.
 * The upload itself is lib/get-upload.ts's, shared with the review queue.
 */
export const resultsKeys = {
  all: ['results'] as const,
  list: (query: Pick<ResultsQuery, 'kind' | 'page' | 'pageSize'>) =>
    ['results', 'list', query] as const,
  rows: (uploadId: string, query: Partial<RowsQuery>) =>
    ['results', 'upload', uploadId, 'rows', query] as const,
  applyQuote: (uploadId: string) => ['results', 'upload', uploadId, 'apply'] as const,
  coverage: (uploadId: string) => ['results', 'upload', uploadId, 'coverage'] as const,
};
