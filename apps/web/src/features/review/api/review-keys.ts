/**
 * Query keys this feature reads and refreshes. They are plain arrays shared by convention with
 * the Results and Rules pages (features do not import each other): a correction changes the
 * rows those pages show (lib/answers-changed.ts refreshes them all).
 */
export const reviewKeys = {
  /** Everything under /results: lists, an upload, its rows and its review groups. */
  results: ['results'] as const,
  review: (uploadId: string, page: number) =>
    ['results', 'upload', uploadId, 'review', page] as const,
};
