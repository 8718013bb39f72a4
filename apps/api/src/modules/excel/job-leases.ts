import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import { preparedStatement, type Db } from '../../db/client';

/**
 * An account's uploads in progress, seen by every instance on the database (job_leases,
 * decision 021): an account may hold `maxPerUser` slots, each a row its instance renews while
 * the job runs and deletes when it ends. A crashed instance renews nothing, so its rows expire
 * and the account is free again after `ttlMs` at most.
 */

export interface JobLease {
  /** Gives the slot back; never throws (an unreleased slot expires on its own). */
  release(): Promise<void>;
}

export interface JobLeaseOptions {
  /** How long a slot stays taken without renewal: the longest a crashed instance blocks an account. */
  ttlMs?: number;
  /** How often a running job renews its slot; well under ttlMs so one missed renewal is harmless. */
  renewEveryMs?: number;
  /** Names this process in the table, for an operator reading it. */
  instance?: string;
  /** Hears renewals and releases that failed (the database was briefly unreachable). */
  onError?: (error: unknown, message: string) => void;
  now?: () => number;
}

/**
 * Takes the lowest slot that is free or whose lease has expired. Two instances that pick the same
 * slot at once meet on its primary key: the second finds a live lease, its WHERE fails, and it
 * gets no row back (and tries again, seeing the first one's row).
 */
const takeSlotStatement = preparedStatement<{ slot: number }>(
  'job_lease_take',
  () => sql`
    INSERT INTO job_leases AS l (user_id, slot, holder, instance, expires_at)
    SELECT ${sql.placeholder('userId')}::uuid, s, ${sql.placeholder('holder')}::uuid,
           ${sql.placeholder('instance')}::text, ${sql.placeholder('expiresAt')}::bigint
    FROM generate_series(1, ${sql.placeholder('maxPerUser')}::integer) AS s
    WHERE NOT EXISTS (
      SELECT 1 FROM job_leases taken
      WHERE taken.user_id = ${sql.placeholder('userId')}::uuid AND taken.slot = s
        AND taken.expires_at > ${sql.placeholder('now')}::bigint)
    ORDER BY s
    LIMIT 1
    ON CONFLICT (user_id, slot) DO UPDATE
      SET holder = excluded.holder, instance = excluded.instance, expires_at = excluded.expires_at
      WHERE l.expires_at <= ${sql.placeholder('now')}::bigint
    RETURNING slot`,
);

export class JobLeases {
  private readonly ttlMs: number;
  private readonly renewEveryMs: number;
  private readonly instance: string;
  private readonly onError: (error: unknown, message: string) => void;
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    options: JobLeaseOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? 60_000;
    this.renewEveryMs = options.renewEveryMs ?? Math.floor(this.ttlMs / 3);
    this.instance = options.instance ?? `${hostname()}:${process.pid}`;
    this.onError = options.onError ?? (() => {});
    this.now = options.now ?? (() => Date.now());
  }

  /** A slot of the account, or undefined when all `maxPerUser` are taken. */
  async acquire(userId: string, maxPerUser: number): Promise<JobLease | undefined> {
    const holder = randomUUID();
    // Each lost race leaves one more live slot behind, so maxPerUser tries settle it.
    for (let attempt = 0; attempt < maxPerUser; attempt++) {
      const now = this.now();
      const [taken] = await takeSlotStatement(this.db, {
        userId,
        holder,
        instance: this.instance,
        expiresAt: now + this.ttlMs,
        maxPerUser,
        now,
      });
      if (taken) return this.hold(userId, Number(taken.slot), holder);
    }
    return undefined;
  }

  private hold(userId: string, slot: number, holder: string): JobLease {
    const mine = sql`user_id = ${userId}::uuid AND slot = ${slot}::integer AND holder = ${holder}::uuid`;
    const timer = setInterval(() => {
      this.db
        .execute(
          sql`UPDATE job_leases SET expires_at = ${this.now() + this.ttlMs}::bigint WHERE ${mine}`,
        )
        .catch((error: unknown) => this.onError(error, 'renewing a spreadsheet job slot failed'));
    }, this.renewEveryMs);
    // A lease must never keep the process alive on its own.
    timer.unref();
    let released: Promise<void> | undefined;
    return {
      release: () => {
        clearInterval(timer);
        released ??= this.db.execute(sql`DELETE FROM job_leases WHERE ${mine}`).then(
          () => undefined,
          (error: unknown) => {
            this.onError(error, 'releasing a spreadsheet job slot failed');
          },
        );
        return released;
      },
    };
  }
}
