import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditLedger, users } from '../../db/schema/index';
import { InsufficientCreditsError, notFound } from '../../http/errors';
import { countCreditsCharged } from '../../infra/metrics/usage-counters';

export type LedgerKind = (typeof creditLedger.$inferInsert)['kind'];

export interface CreditChange {
  userId: string;
  /** Positive whole number of credits to add or take. */
  amount: number;
  kind: LedgerKind;
  /** Unique per change (e.g. `signup:<userId>`, `purchase:<sessionId>`): replays are no-ops. */
  reference: string;
  metadata?: Record<string, unknown>;
}

export interface CreditResult {
  /** False when a change with this reference already existed: nothing happened. */
  applied: boolean;
  balance: number;
}

async function lockBalance(db: Db, userId: string): Promise<number> {
  // FOR UPDATE serialises every credit change of one user across connections.
  const result = await db.execute(sql`SELECT credits FROM users WHERE id = ${userId} FOR UPDATE`);
  const row = (result as unknown as { rows: Array<{ credits: number | string }> }).rows[0];
  if (!row) throw notFound('User not found');
  return Number(row.credits);
}

async function applyChange(
  db: Db,
  change: CreditChange,
  delta: number,
  balance: number,
): Promise<CreditResult> {
  const balanceAfter = balance + delta;
  const inserted = await db
    .insert(creditLedger)
    .values({
      userId: change.userId,
      delta,
      balanceAfter,
      kind: change.kind,
      reference: change.reference,
      metadata: change.metadata,
    })
    .onConflictDoNothing({ target: creditLedger.reference })
    .returning({ id: creditLedger.id });
  if (inserted.length === 0) return { applied: false, balance };
  await db
    .update(users)
    .set({ credits: balanceAfter, updatedAt: new Date() })
    .where(eq(users.id, change.userId));
  return { applied: true, balance: balanceAfter };
}

/**
 * Adds credits once per reference. Call inside a transaction when the grant must commit
 * together with something else (a purchase marked paid, an email marked verified).
 */
export async function grantCredits(db: Db, change: CreditChange): Promise<CreditResult> {
  if (!Number.isInteger(change.amount) || change.amount < 0)
    throw new Error('grant amount must be a whole number ≥ 0');
  const balance = await lockBalance(db, change.userId);
  return applyChange(db, change, change.amount, balance);
}

/**
 * Takes credits, or throws InsufficientCreditsError (402) and takes nothing. Must run in the
 * same transaction that stores what was paid for, so a failure charges nothing.
 */
export async function chargeCredits(db: Db, change: CreditChange): Promise<CreditResult> {
  if (!Number.isInteger(change.amount) || change.amount < 1)
    throw new Error('charge amount must be a whole number ≥ 1');
  const balance = await lockBalance(db, change.userId);
  if (balance < change.amount) throw new InsufficientCreditsError(change.amount, balance);
  const result = await applyChange(db, change, -change.amount, balance);
  // Counted when written: a transaction that then rolls back (the stored result failed) is
  // counted too; rare enough for a rate, and the ledger stays the record.
  if (result.applied) countCreditsCharged(change.amount);
  return result;
}

/** Balance without locking: for quotes before long work (re-checked when charging). */
export async function getBalance(db: Db, userId: string): Promise<number> {
  const rows = await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  return rows[0]?.credits ?? 0;
}

/** Usage counters shown in the stats, updated in the same transaction as the charge. */
export async function recordUsage(
  db: Db,
  userId: string,
  usage: { fileUploads?: number; costsClassified?: number },
): Promise<void> {
  await db
    .update(users)
    .set({
      fileUploads: sql`${users.fileUploads} + ${usage.fileUploads ?? 0}`,
      totalCostsAlignment: sql`${users.totalCostsAlignment} + ${usage.costsClassified ?? 0}`,
    })
    .where(eq(users.id, userId));
}
