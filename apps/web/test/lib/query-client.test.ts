import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/lib/api-client';
import { useAuthStore } from '../../src/lib/auth-store';
import { createQueryClient } from '../../src/lib/query-client';

afterEach(() => {
  vi.useRealTimers();
  useAuthStore.setState({ user: null, isAuthenticated: false, isLoading: true });
});

/** Runs one query to its end on fake time; returns how often it was tried and when. */
async function runQuery(fail: () => Error) {
  vi.useFakeTimers();
  const client = createQueryClient();
  const attemptsAt: number[] = [];
  const start = Date.now();
  const done = client
    .fetchQuery({
      queryKey: ['q'],
      queryFn: () => {
        attemptsAt.push(Date.now() - start);
        throw fail();
      },
    })
    .catch((error: unknown) => error);
  await vi.runAllTimersAsync();
  return { error: await done, attemptsAt, client };
}

describe('createQueryClient (spec §9)', () => {
  it('retries a failure 3 times with exponential backoff', async () => {
    const { attemptsAt, error } = await runQuery(() => new ApiError(500, undefined, 'boom'));
    expect(attemptsAt).toEqual([0, 1000, 3000, 7000]);
    expect(error).toBeInstanceOf(ApiError);
  });

  it('caps the backoff at 30 seconds', () => {
    const retryDelay = createQueryClient().getDefaultOptions().queries?.retryDelay as (
      n: number,
      e: Error,
    ) => number;
    expect([0, 1, 2, 3, 4, 5, 10].map((n) => retryDelay(n, new Error()))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it("waits what a 503's Retry-After says instead of the backoff, still 3 times", async () => {
    const busy = () => new ApiError(503, 'SERVICE_UNAVAILABLE', 'Busy', undefined, 5);
    const { attemptsAt } = await runQuery(busy);
    expect(attemptsAt).toEqual([0, 5000, 10000, 15000]);
  });

  it('caps a long Retry-After at 30 seconds', async () => {
    const { attemptsAt } = await runQuery(
      () => new ApiError(503, 'SERVICE_UNAVAILABLE', 'Busy', undefined, 600),
    );
    expect(attemptsAt).toEqual([0, 30000, 60000, 90000]);
  });

  it('backs off as usual on a 503 without Retry-After', async () => {
    const { attemptsAt } = await runQuery(() => new ApiError(503, undefined, 'Busy'));
    expect(attemptsAt).toEqual([0, 1000, 3000, 7000]);
  });

  it('does not retry a 4xx answer', async () => {
    const { attemptsAt } = await runQuery(() => new ApiError(404, 'NOT_FOUND', 'Not found'));
    expect(attemptsAt).toEqual([0]);
  });

  it('keeps unused data for 5 minutes', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const observer = new QueryObserver(client, { queryKey: ['kept'], queryFn: () => 'value' });
    const unsubscribe = observer.subscribe(() => {});
    await vi.runAllTimersAsync();
    unsubscribe();
    await vi.advanceTimersByTimeAsync(5 * 60 * 1000 - 1);
    expect(client.getQueryData(['kept'])).toBe('value');
    await vi.advanceTimersByTimeAsync(1);
    expect(client.getQueryData(['kept'])).toBeUndefined();
  });

  it('signs the user out when a query answers 401', async () => {
    useAuthStore.setState({ isAuthenticated: true, isLoading: false });
    await runQuery(() => new ApiError(401, 'UNAUTHORIZED', 'Authentication required'));
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('keeps the user signed in on other failures', async () => {
    useAuthStore.setState({ isAuthenticated: true, isLoading: false });
    await runQuery(() => new ApiError(403, 'EMAIL_NOT_VERIFIED', 'Verify first'));
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });
});
