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
 * Spec §9: 5 minute retention, 3 retries with exponential backoff capped at 30 s — the
 * library's own defaults — except that a 4xx is an answer, not a glitch, so it is not retried.
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
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, QUERY_MAX_RETRY_DELAY_MS),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
