/**
 * At most `max` tasks run at once; the rest wait in arrival order. A finishing task hands its
 * slot straight to the next waiter, so a newcomer can never slip in between and exceed `max`.
 */
export function createLimiter(max: number): <T>(task: () => Promise<T>) => Promise<T> {
  if (!Number.isInteger(max) || max < 1) throw new Error('concurrency must be a whole number ≥ 1');
  let active = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };
  return async (task) => {
    if (active < max) active++;
    else await new Promise<void>((resume) => waiting.push(resume));
    try {
      return await task();
    } finally {
      release();
    }
  };
}
