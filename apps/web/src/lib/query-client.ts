import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { useAuthStore } from './auth-store';

export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
export const QUERY_MAX_RETRIES = 3;
export const QUERY_MAX_RETRY_DELAY_MS = 30_000;

function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * Exponential backoff capped at 30 s, unless the server said when to come back (Retry-After on
 * a 503 from a busy or briefly unavailable server): then that, under the same cap. Queries are
 * GETs, so trying again is safe; mutations are never retried.
 */
export function queryRetryDelay(attempt: number, error: unknown): number {
  const wait =
    error instanceof ApiError && error.status === 503 && error.retryAfterSeconds !== undefined
      ? error.retryAfterSeconds * 1000
      : 1000 * 2 ** attempt;
  return Math.min(wait, QUERY_MAX_RETRY_DELAY_MS);
}

/**
 * Spec §9: 5 minute retention, 3 retries with exponential backoff capped at 30 s — the
 * library's own defaults — except that a 4xx is an answer, not a glitch, so it is not retried,
 * and a 503's Retry-After replaces the backoff.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      // A signed-in page whose data answers 401 has lost its session (expired, or ended by a
      // password reset elsewhere): sign out here too, and the guard sends the user to /login.
      onError: (error) => {
        if (
          error instanceof ApiError &&
          error.status === 401 &&
          useAuthStore.getState().isAuthenticated
        ) {
          useAuthStore.getState().clear();
        }
      },
    }),
    defaultOptions: {
      queries: {
        gcTime: QUERY_GC_TIME_MS,
        retry: (failureCount, error) => !isClientError(error) && failureCount < QUERY_MAX_RETRIES,
        retryDelay: queryRetryDelay,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
