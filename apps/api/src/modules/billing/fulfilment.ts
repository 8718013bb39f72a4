import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purchases } from '../../db/schema/index';
import type { Charge } from '../../infra/payments/types';
import { grantCredits } from '../credits/service';

type PurchaseRow = typeof purchases.$inferSelect;
type Provider = PurchaseRow['provider'];

export type FulfilmentResult =
  | { outcome: 'granted'; purchase: PurchaseRow; balance: number }
  | { outcome: 'already-paid'; purchase: PurchaseRow }
  /** Paid, but not what was recorded at checkout: nothing granted, the purchase is `held`. */
  | { outcome: 'held'; purchase: PurchaseRow; charged: Charge | undefined }
  | { outcome: 'unknown-session' };

async function lockPurchase(
  tx: Db,
  provider: Provider,
  sessionId: string,
): Promise<PurchaseRow | undefined> {
  // FOR UPDATE: concurrent deliveries of one session queue here, and the second sees `paid`.
  const rows = await tx
    .select()
    .from(purchases)
    .where(and(eq(purchases.provider, provider), eq(purchases.providerSessionId, sessionId)))
    .for('update');
  return rows[0];
}

/** The provider took exactly the recorded price (currency codes compared in any case). */
export function chargeMatches(
  purchase: Pick<PurchaseRow, 'amount' | 'currency'>,
  charged?: Charge,
) {
  return (
    charged !== undefined &&
    charged.amount === purchase.amount &&
    charged.currency.toUpperCase() === purchase.currency.toUpperCase()
  );
}

/**
 * The one fulfilment path of both providers: marks the purchase paid and grants its recorded
 * credits in one transaction, once per provider session whatever the number of deliveries.
 * Credits and amount come from the purchase recorded at checkout, never from the notification.
 * The ledger reference `purchase:<sessionId>` is a second, database-enforced guard.
 *
 * A payment whose amount or currency differs from the recorded purchase (or does not say) grants
 * nothing: the purchase becomes `held` and stays so whatever arrives later, since a session's
 * amount never changes at the provider and only a person can tell a refund from a top-up.
 */
export async function fulfilPurchase(
  db: Db,
  provider: Provider,
  sessionId: string,
  charged: Charge | undefined,
): Promise<FulfilmentResult> {
  return db.transaction(async (tx) => {
    const purchase = await lockPurchase(tx, provider, sessionId);
    if (!purchase) return { outcome: 'unknown-session' as const };
    if (purchase.status === 'paid') return { outcome: 'already-paid' as const, purchase };
    if (purchase.status === 'held') return { outcome: 'held' as const, purchase, charged };
    if (!chargeMatches(purchase, charged)) {
      const [held] = await tx
        .update(purchases)
        .set({ status: 'held', completedAt: sql`now()` })
        .where(eq(purchases.id, purchase.id))
        .returning();
      return { outcome: 'held' as const, purchase: held ?? purchase, charged };
    }
    // A session that expired or failed here but was paid at the provider still gets its credits:
    // the money arrived.
    const [paid] = await tx
      .update(purchases)
      .set({ status: 'paid', completedAt: sql`now()` })
      .where(eq(purchases.id, purchase.id))
      .returning();
    const credit = await grantCredits(tx, {
      userId: purchase.userId,
      amount: purchase.credits,
      kind: 'purchase',
      reference: `purchase:${sessionId}`,
      metadata: {
        purchaseId: purchase.id,
        provider,
        priceId: purchase.priceId,
        packageName: purchase.packageName,
        amount: purchase.amount,
        currency: purchase.currency,
      },
    });
    return { outcome: 'granted' as const, purchase: paid ?? purchase, balance: credit.balance };
  });
}

/**
 * Records that a still-pending session will not be paid (expired, cancelled, payment failed).
 * A paid purchase is never downgraded. Returns whether anything changed.
 */
export async function closePurchase(
  db: Db,
  provider: Provider,
  sessionId: string,
  status: 'failed' | 'expired',
): Promise<boolean> {
  const updated = await db
    .update(purchases)
    .set({ status, completedAt: sql`now()` })
    .where(
      and(
        eq(purchases.provider, provider),
        eq(purchases.providerSessionId, sessionId),
        eq(purchases.status, 'pending'),
      ),
    )
    .returning({ id: purchases.id });
  return updated.length > 0;
}
