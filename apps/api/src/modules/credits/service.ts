import type { ResultMethod } from '@trusty/contracts';
import { eq, sql } from 'drizzle-orm';
import { preparedStatement, type Db } from '../../db/client';
import { creditLedger, users, type StoredLayers } from '../../db/schema/index';
import { InsufficientCreditsError, notFound } from '../../http/errors';
import { countCreditsCharged } from '../../infra/metrics/usage-counters';
import { layerFieldsOf } from '../results/row-shape';

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

/** What a single analysis stores next to its charge: its `result_rows` row (upload_id NULL). */
export interface PaidClassification {
  id: string;
  costName: string;
  /** Grouping and rule-matching key (see modules/results/normalized-name). */
  normalizedName: string;
  layers: StoredLayers;
  confidence: number;
  method: ResultMethod;
  reason: string;
  taxonomyVersion: string;
}

/**
 * The whole charge of a single analysis as one statement (decision 002): a conditional UPDATE
 * takes the credits only while enough are left and counts the analysis; the ledger row (its
 * balance_after is the UPDATE's RETURNING) and the stored row are inserted from that UPDATE's
 * row, so when it matches nothing, nothing is written. One statement is one implicit
 * transaction: the row lock lasts one round trip, and any failure (a duplicate reference
 * included) undoes all of it.
 */
const chargeClassificationStatement = preparedStatement<{ credits: number }>(
  'charge_classification',
  () => sql`
    WITH charged AS (
      UPDATE users
      SET credits = credits - ${sql.placeholder('amount')}::integer,
          total_costs_alignment = total_costs_alignment + 1,
          updated_at = now()
      WHERE id = ${sql.placeholder('userId')}::uuid
        AND credits >= ${sql.placeholder('amount')}::integer
      RETURNING id, credits
    ),
    ledger AS (
      INSERT INTO credit_ledger (user_id, delta, balance_after, kind, reference)
      SELECT id, -${sql.placeholder('amount')}::integer, credits, 'usage_categorize',
             ${sql.placeholder('reference')}::text
      FROM charged
    ),
    stored AS (
      INSERT INTO result_rows (id, user_id, cost_name, normalized_name, status,
                               cost_pool, sub_cost_pool, it_tower, sub_tower,
                               technical_solution, technical_category,
                               confidence, method, reason, charged, taxonomy_version)
      SELECT ${sql.placeholder('rowId')}::uuid, id, ${sql.placeholder('costName')}::text,
             ${sql.placeholder('normalizedName')}::text, 'classified',
             ${sql.placeholder('costPool')}::text, ${sql.placeholder('subCostPool')}::text,
             ${sql.placeholder('itTower')}::text, ${sql.placeholder('subTower')}::text,
             ${sql.placeholder('technicalSolution')}::text,
             ${sql.placeholder('technicalCategory')}::text,
             ${sql.placeholder('confidence')}::real, ${sql.placeholder('method')}::text,
             ${sql.placeholder('reason')}::text, true, ${sql.placeholder('taxonomyVersion')}::text
      FROM charged
    )
    SELECT credits FROM charged`,
);

/**
 * Charges `amount` credits for one single analysis and stores it with the charge, in one
 * round trip (the categorize hot path; chargeCredits serves the multi-step spreadsheet run).
 * Throws InsufficientCreditsError (402) and writes nothing when the balance is below `amount`.
 * The ledger reference is `categorize:<row id>`.
 */
export async function chargeForClassification(
  db: Db,
  input: { userId: string; amount: number; classification: PaidClassification },
): Promise<CreditResult> {
  const { userId, amount, classification: paid } = input;
  if (!Number.isInteger(amount) || amount < 1)
    throw new Error('charge amount must be a whole number ≥ 1');
  const rows = await chargeClassificationStatement(db, {
    userId,
    amount,
    reference: `categorize:${paid.id}`,
    rowId: paid.id,
    costName: paid.costName,
    normalizedName: paid.normalizedName,
    ...layerFieldsOf(paid.layers),
    confidence: paid.confidence,
    method: paid.method,
    reason: paid.reason,
    taxonomyVersion: paid.taxonomyVersion,
  });
  const charged = rows[0];
  // Only a refusal pays for this second read: the message says what is left.
  if (!charged) throw new InsufficientCreditsError(amount, await getBalance(db, userId));
  countCreditsCharged(amount);
  return { applied: true, balance: Number(charged.credits) };
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
