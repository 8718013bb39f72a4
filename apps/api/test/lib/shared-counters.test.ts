import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { SharedCounters } from '../../src/lib/shared-counters';
import { createTestDatabase } from '../helpers/database';

let database: Database;
let now = 1_700_000_000_000;
let counters: SharedCounters;
beforeAll(async () => {
  database = await createTestDatabase();
  counters = new SharedCounters(database.db, () => now);
});
afterAll(() => database.close());

let nextKey = 0;
const key = (name: string) => `${name}-${(nextKey += 1)}`;

describe('SharedCounters', () => {
  it('counts hits in a window that starts with the first hit, then starts the next one', async () => {
    const k = key('window');
    const start = now;
    expect(await counters.hit(k, 60_000)).toEqual({ count: 1, resetsAt: start + 60_000 });
    now += 10_000;
    expect(await counters.hit(k, 60_000)).toEqual({ count: 2, resetsAt: start + 60_000 });
    now += 50_000;
    // The window ended exactly now: this hit opens a new one from here.
    expect(await counters.hit(k, 60_000)).toEqual({ count: 1, resetsAt: now + 60_000 });
  });

  it('gives each of many parallel hits its own count (no lost update)', async () => {
    const k = key('parallel');
    const states = await Promise.all(Array.from({ length: 40 }, () => counters.hit(k, 60_000)));
    expect(states.map((s) => s.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });

  it('hits several keys with their own windows in one call', async () => {
    const [a, b] = [key('a'), key('b')];
    await counters.hit(a, 1_000);
    const states = await counters.hitEach([
      { key: a, windowMs: 1_000 },
      { key: b, windowMs: 5_000 },
    ]);
    expect(states).toEqual([
      { count: 2, resetsAt: now + 1_000 },
      { count: 1, resetsAt: now + 5_000 },
    ]);
    await expect(
      counters.hitEach([
        { key: a, windowMs: 1 },
        { key: a, windowMs: 1 },
      ]),
    ).rejects.toThrow('distinct keys');
  });

  it('reads only live windows, and clears keys and key prefixes', async () => {
    const [live, ended, other] = [key('live'), key('ended'), key('other')];
    await counters.hit(live, 10_000);
    await counters.hit(`${live}:x`, 10_000);
    await counters.hit(`${live}:y`, 10_000);
    await counters.hit(ended, 1_000);
    await counters.hit(other, 10_000);
    now += 1_000;
    const read = await counters.read([live, ended, other, key('unknown')]);
    expect([...read.keys()].sort()).toEqual([live, other].sort());

    await counters.clear([other], [`${live}:`]);
    const after = await counters.read([live, `${live}:x`, `${live}:y`, other]);
    expect([...after.keys()]).toEqual([live]);
  });

  it('sweeps ended windows and keeps live ones', async () => {
    const [short, long] = [key('short'), key('long')];
    await counters.hit(short, 500);
    await counters.hit(long, 60_000);
    now += 1_000;
    expect(await counters.sweep()).toBeGreaterThanOrEqual(1);
    const left = await database.db.execute(
      sql`SELECT key FROM rate_counters WHERE key IN (${short}, ${long})`,
    );
    expect((left as unknown as { rows: Array<{ key: string }> }).rows).toEqual([{ key: long }]);
  });
});
