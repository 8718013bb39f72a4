import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';

/**
 * `Idempotency-Key` (decision 026). The first request with a key claims it (a `running` row, one
 * INSERT that only one of any number of concurrent requests can win); the answer is stored in
 * the same transaction that charges for it, so "charged" and "answer kept" are one fact. A
 * retry with the same key and body waits while the first runs and then gets the first answer,
 * charging nothing; a failure releases the key, so that a retry (after buying credits, say) runs
 * again. A claim whose instance died expires after its lease and can be taken over.
 */

export interface IdempotentCall {
  userId: string;
  key: string;
  /** The route and the request body's SHA-256: the same key with another request is refused. */
  fingerprint: string;
}

export type Claim = { kind: 'first' } | { kind: 'replay'; statusCode: number; body: unknown };

export const IdempotencyErrorCode = {
  mismatch: 'IDEMPOTENCY_KEY_REUSED',
  inProgress: 'IDEMPOTENCY_KEY_IN_PROGRESS',
} as const;

/** How long a claim holds before another request may take it over (its instance died). */
const LEASE_MS = 60_000;
/** How long a retry waits for the first request's answer before answering 409. */
const WAIT_MS = 30_000;
/** Kept a day: a client retries within minutes or hours, not days. */
export const IDEMPOTENCY_KEEP_MS = 24 * 3_600_000;

type Execute = { rows: unknown[] };
const rowsOf = <T>(result: unknown) => (result as Execute).rows as T[];

export function fingerprintOf(route: string, body: unknown): string {
  return `${route} ${createHash('sha256').update(JSON.stringify(body)).digest('hex')}`;
}

interface Record {
  fingerprint: string;
  state: 'running' | 'done';
  status_code: number | null;
  response: unknown;
  expired: boolean;
}

/** Claims the key for this request, or answers the first request's stored answer. */
export async function claimIdempotencyKey(db: Db, call: IdempotentCall): Promise<Claim> {
  const deadline = Date.now() + WAIT_MS;
  for (let wait = 10; ; wait = Math.min(wait * 2, 200)) {
    const claimed = rowsOf<{ key: string }>(
      await db.execute(sql`
        INSERT INTO idempotency_keys (user_id, key, fingerprint, state, locked_until)
        VALUES (${call.userId}, ${call.key}, ${call.fingerprint}, 'running',
                now() + make_interval(secs => ${LEASE_MS / 1000}))
        ON CONFLICT (user_id, key) DO NOTHING
        RETURNING key`),
    );
    if (claimed.length > 0) return { kind: 'first' };

    const [record] = rowsOf<Record>(
      await db.execute(sql`
        SELECT fingerprint, state, status_code, response, locked_until < now() AS expired
        FROM idempotency_keys WHERE user_id = ${call.userId} AND key = ${call.key}`),
    );
    if (!record) continue; // released between the two statements: claim again
    if (record.fingerprint !== call.fingerprint)
      throw new AppError(
        422,
        IdempotencyErrorCode.mismatch,
        'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
      );
    if (record.state === 'done')
      return { kind: 'replay', statusCode: record.status_code ?? 200, body: record.response };
    if (record.expired && (await takeOver(db, call))) return { kind: 'first' };
    if (Date.now() >= deadline)
      throw new AppError(
        409,
        IdempotencyErrorCode.inProgress,
        'A request with this Idempotency-Key is still in progress. Retry in a few seconds.',
        { retryAfterSeconds: 5 },
      );
    await sleep(wait);
  }
}

/** A claim whose lease ran out: exactly one of the requests that see it expired takes it. */
async function takeOver(db: Db, call: IdempotentCall): Promise<boolean> {
  const taken = rowsOf<{ key: string }>(
    await db.execute(sql`
      UPDATE idempotency_keys
      SET locked_until = now() + make_interval(secs => ${LEASE_MS / 1000})
      WHERE user_id = ${call.userId} AND key = ${call.key} AND state = 'running'
        AND locked_until < now()
      RETURNING key`),
  );
  return taken.length > 0;
}

/** Inside the transaction that charges: the answer is kept exactly when the charge is. */
export async function completeIdempotencyKey(
  tx: Db,
  call: IdempotentCall,
  statusCode: number,
  body: unknown,
): Promise<void> {
  const done = rowsOf<{ key: string }>(
    await tx.execute(sql`
      UPDATE idempotency_keys
      SET state = 'done', status_code = ${statusCode}, response = ${JSON.stringify(body)}::jsonb
      WHERE user_id = ${call.userId} AND key = ${call.key} AND state = 'running'
      RETURNING key`),
  );
  // Another request took the key over (this one outlived its lease) and answered first: this
  // transaction, charge included, is rolled back.
  if (done.length === 0)
    throw new AppError(
      409,
      IdempotencyErrorCode.inProgress,
      'Another request with this Idempotency-Key answered first. Retry to get its answer.',
    );
}

/** The request failed: nothing was charged or kept, and a retry runs afresh. */
export async function releaseIdempotencyKey(db: Db, call: IdempotentCall): Promise<void> {
  await db.execute(sql`
    DELETE FROM idempotency_keys
    WHERE user_id = ${call.userId} AND key = ${call.key} AND state = 'running'`);
}

/** Forgets keys older than a day; answers how many. */
export async function sweepIdempotencyKeys(db: Db): Promise<number> {
  const gone = rowsOf<{ key: string }>(
    await db.execute(sql`
      DELETE FROM idempotency_keys
      WHERE created_at < now() - make_interval(secs => ${IDEMPOTENCY_KEEP_MS / 1000})
      RETURNING key`),
  );
  return gone.length;
}
