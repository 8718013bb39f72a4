import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * Spec §9: 5 minute retention, 3 retries with exponential backoff capped at 30 s — the
 * library's own defaults — except that a 4xx is an answer, not a glitch, so it is not retried.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: 5 * 60 * 1000,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
