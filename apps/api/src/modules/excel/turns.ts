import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * A long loop on the main thread gives the event loop back every few milliseconds of work, so
 * another user's request waits at most that long (issue 19: categorize p99 ≤ 50 ms while someone
 * uploads 100,000 rows). Sliced by time rather than by count: the same rows cost ten times more
 * on a loaded machine, and a count small enough there would turn the loop over needlessly often
 * on a quiet one.
 *
 * The slice is short because a request waits for one at each of its steps, not once: its
 * session lookup, its charge and its answer each come back from the database while a slice
 * runs. Measured with bench:http's upload scenario (categorize p99 during a 100,000-row upload,
 * two runs each): 8 ms slices 62 / 68 ms on PostgreSQL and 58 / 60 ms on PGlite; 2 ms slices
 * (and the classifier called 40 names at a time) 26 / 28 ms and 39 / 31 ms, the upload as long.
 */
export const SLICE_MS = 2;

/** Rows between looks at the clock: a look costs about as much as the cheapest row. */
const CHECK_EVERY = 128;

export class Turns {
  private since = performance.now();

  /** Whether the loop at item `i` has had its slice; cheap enough to ask for every item. */
  due(i: number): boolean {
    return i % CHECK_EVERY === 0 && this.over();
  }

  /** Whether the slice is spent, for loops whose steps are each worth a look at the clock. */
  over(): boolean {
    return performance.now() - this.since >= SLICE_MS;
  }

  /** A turn of the event loop, then a new slice. */
  async take(): Promise<void> {
    await nextTurn();
    this.since = performance.now();
  }
}
