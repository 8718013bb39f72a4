import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purchases } from '../../db/schema/index';
import { grantCredits } from '../credits/service';

type PurchaseRow = typeof purchases.$inferSelect;
type Provider = PurchaseRow['provider'];

export type FulfilmentResult =
  | { outcome: 'granted'; purchase: PurchaseRow; balance: number }
  | { outcome: 'already-paid'; purchase: PurchaseRow }
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

/**
 * The one fulfilment path of both providers: marks the purchase paid and grants its recorded
 * credits in one transaction, once per provider session whatever the number of deliveries.
 * Credits and amount come from the purchase recorded at checkout, never from the notification.
 * The ledger reference `purchase:<sessionId>` is a second, database-enforced guard.
 */
export async function fulfilPurchase(
  db: Db,
  provider: Provider,
  sessionId: string,
): Promise<FulfilmentResult> {
  return db.transaction(async (tx) => {
    const purchase = await lockPurchase(tx, provider, sessionId);
    if (!purchase) return { outcome: 'unknown-session' as const };
    if (purchase.status === 'paid') return { outcome: 'already-paid' as const, purchase };
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
