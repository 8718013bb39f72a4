import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';

export interface RetryPolicy {
  /** Retries after the first attempt. */
  maxRetries: number;
  /** First backoff delay; doubles on each retry, with jitter. */
  baseDelayMs: number;
  /** Longest wait between attempts; a server asking for longer is not waited for. */
  maxDelayMs: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Rate limits, server errors and dropped connections may pass; timeouts and 4xx will not. */
function isRetryable(error: unknown): boolean {
  if (error instanceof APIConnectionTimeoutError) return false;
  if (error instanceof APIConnectionError) return true;
  return (
    error instanceof APIError &&
    typeof error.status === 'number' &&
    (error.status === 429 || error.status >= 500)
  );
}

/** The wait the server asked for (`retry-after-ms`, or `retry-after` in seconds or as a date). */
function requestedDelayMs(error: unknown): number | undefined {
  if (!(error instanceof APIError) || !error.headers) return undefined;
  const ms = Number.parseFloat(error.headers.get('retry-after-ms') ?? '');
  if (Number.isFinite(ms)) return Math.max(0, ms);
  const header = error.headers.get('retry-after');
  if (!header) return undefined;
  const seconds = Number.parseFloat(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/**
 * Runs `attempt` until it succeeds, fails for good, or retries run out. The SDK retries too,
 * but it would sleep as long as any `retry-after` says and retry timeouts; here a request
 * waits at most `maxDelayMs` and a timed-out batch goes straight to the local fallback.
 */
export async function withRetry<T>(attempt: () => Promise<T>, policy: RetryPolicy): Promise<T> {
  for (let retry = 0; ; retry++) {
    try {
      return await attempt();
    } catch (error) {
      if (retry >= policy.maxRetries || !isRetryable(error)) throw error;
      const requested = requestedDelayMs(error);
      if (requested !== undefined && requested > policy.maxDelayMs) throw error;
      const backoff =
        Math.min(policy.baseDelayMs * 2 ** retry, policy.maxDelayMs) * (1 - Math.random() * 0.25);
      await sleep(requested ?? backoff);
    }
  }
}
