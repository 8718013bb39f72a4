import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { jobLeases } from '../../../src/db/schema/index';
import { JobLeases, type JobLease } from '../../../src/modules/excel/job-leases';
import { createTestDatabase, useTestDatabase } from '../../helpers/database';
import { insertAccount } from '../../helpers/users';

const database = useTestDatabase();

const account = () => insertAccount(database.db, 'Lease');

const leasesOf = (userId: string) =>
  database.db
    .select({ slot: jobLeases.slot, instance: jobLeases.instance })
    .from(jobLeases)
    .where(eq(jobLeases.userId, userId))
    .orderBy(jobLeases.slot);

describe('JobLeases', () => {
  it('gives an account at most maxPerUser slots, however many instances ask at once', async () => {
    const alice = await account();
    const instances = ['a', 'b', 'c'].map(
      (instance) => new JobLeases(database.db, { instance, ttlMs: 60_000 }),
    );
    const taken = await Promise.all(
      Array.from({ length: 12 }, (_, i) => instances[i % 3]!.acquire(alice, 2)),
    );
    const held = taken.filter((lease): lease is JobLease => lease !== undefined);
    expect(held).toHaveLength(2);
    expect((await leasesOf(alice)).map((row) => row.slot)).toEqual([1, 2]);
    await Promise.all(held.map((lease) => lease.release()));
    expect(await leasesOf(alice)).toEqual([]);
  });

  it('frees the slot of an instance that stopped renewing once its lease expires', async () => {
    let now = 1_000_000;
    const alice = await account();
    const crashed = new JobLeases(database.db, {
      instance: 'crashed',
      ttlMs: 30_000,
      renewEveryMs: 3_600_000,
      now: () => now,
    });
    const survivor = new JobLeases(database.db, { instance: 'survivor', now: () => now });
    const stale = await crashed.acquire(alice, 1);
    expect(stale).toBeDefined();
    now += 29_000;
    expect(await survivor.acquire(alice, 1)).toBeUndefined();
    now += 1_000;
    const fresh = await survivor.acquire(alice, 1);
    expect(fresh).toBeDefined();
    expect(await leasesOf(alice)).toEqual([{ slot: 1, instance: 'survivor' }]);
    // The old holder coming back to release deletes nothing of the new one's.
    await stale?.release();
    expect(await leasesOf(alice)).toEqual([{ slot: 1, instance: 'survivor' }]);
    await fresh?.release();
  });

  it('keeps a running job’s slot taken past its first expiry by renewing it', async () => {
    let now = 2_000_000;
    const alice = await account();
    const running = new JobLeases(database.db, {
      instance: 'running',
      ttlMs: 1_000,
      renewEveryMs: 20,
      now: () => now,
    });
    const other = new JobLeases(database.db, { instance: 'other', now: () => now });
    const lease = await running.acquire(alice, 1);
    now += 900;
    const [before] = await leasesOf(alice);
    expect(before?.instance).toBe('running');
    await vi.waitFor(async () => {
      const [row] = await database.db
        .select({ expiresAt: jobLeases.expiresAt })
        .from(jobLeases)
        .where(eq(jobLeases.userId, alice));
      expect(row?.expiresAt).toBe(now + 1_000);
    });
    now += 500;
    expect(await other.acquire(alice, 1)).toBeUndefined();
    await lease?.release();
    expect(await other.acquire(alice, 1)).toBeDefined();
  });

  it('reports renewals and releases that failed (database gone) instead of throwing', async () => {
    const failures: string[] = [];
    const closing = await createTestDatabase();
    const userId = await insertAccount(closing.db, 'Gone');
    const leases = new JobLeases(closing.db, {
      ttlMs: 1_000,
      renewEveryMs: 20,
      onError: (_error, message) => failures.push(message),
    });
    const lease = await leases.acquire(userId, 1);
    await closing.close();
    await vi.waitFor(() => expect(failures).toContain('renewing a spreadsheet job slot failed'));
    await expect(lease?.release()).resolves.toBeUndefined();
    expect(failures).toContain('releasing a spreadsheet job slot failed');
  });
});
