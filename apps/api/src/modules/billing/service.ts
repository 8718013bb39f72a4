import {
  BillingErrorCode,
  checkoutMessages,
  checkoutReturnOrigin,
  checkoutReturnUrl,
  type Purchase,
} from '@trusty/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purchases } from '../../db/schema/index';
import { badRequest } from '../../http/errors';
import { isSessionOver } from '../../infra/payments/session-life';
import type { PaymentProvider } from '../../infra/payments/types';

export const billingMessages = {
  unknownPrice: 'This credit package is not available. Please choose another one.',
} as const;

const PURCHASE_HISTORY_LIMIT = 50;

/** Only this app's own pages may be a redirect target after payment: no open redirect. */
export interface CheckoutInput {
  priceId: string;
  successUrl: string;
  cancelUrl: string;
}

/** Opens a provider checkout for a package on sale and records the pending purchase. */
export async function startCheckout(
  db: Db,
  payments: PaymentProvider,
  where: { appUrl: string; pageOrigin?: string | undefined },
  user: { id: string; email: string },
  input: CheckoutInput,
): Promise<string> {
  const origin = checkoutReturnOrigin(where.appUrl, where.pageOrigin);
  const [successUrl, cancelUrl] = [input.successUrl, input.cancelUrl].map((value) => {
    const url = checkoutReturnUrl(value, origin, where.appUrl);
    if (!url) throw badRequest(checkoutMessages.urlInvalid, BillingErrorCode.redirectNotAllowed);
    return url;
  }) as [string, string];
  const price = (await payments.listPrices()).find((p) => p.id === input.priceId);
  if (!price) throw badRequest(billingMessages.unknownPrice, BillingErrorCode.unknownPrice);

  const session = await payments.createCheckout({
    price,
    userId: user.id,
    email: user.email,
    successUrl,
    cancelUrl,
  });
  // What fulfilment will grant is fixed here, from our price list, not from anything the
  // provider or the browser says later.
  await db.insert(purchases).values({
    userId: user.id,
    provider: payments.kind,
    providerSessionId: session.sessionId,
    priceId: price.id,
    packageName: price.product.name,
    credits: price.credits,
    amount: price.amount,
    currency: price.currency,
    successUrl,
    cancelUrl,
  });
  return session.url;
}

type PurchaseRow = typeof purchases.$inferSelect;

/**
 * The status a person should read: a checkout still pending after its session's life can no
 * longer be paid, so it reads as expired even before (or without) the provider saying so. A
 * payment that arrives late anyway still credits (fulfilment grants from any unpaid status).
 */
export function displayedStatus(row: PurchaseRow, now = new Date()): Purchase['status'] {
  if (row.status === 'pending' && isSessionOver(row.provider, row.createdAt, now)) return 'expired';
  return row.status;
}

/** The user's purchases and checkouts, newest first, abandoned ones as expired. */
export async function listPurchases(db: Db, userId: string): Promise<Purchase[]> {
  const rows = await db
    .select()
    .from(purchases)
    .where(eq(purchases.userId, userId))
    .orderBy(desc(purchases.createdAt))
    .limit(PURCHASE_HISTORY_LIMIT);
  const now = new Date();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    packageName: row.packageName,
    credits: row.credits,
    amount: row.amount,
    currency: row.currency,
    status: displayedStatus(row, now),
  }));
}

export async function findPurchaseBySession(
  db: Db,
  provider: PaymentProvider['kind'],
  sessionId: string,
) {
  const rows = await db
    .select()
    .from(purchases)
    .where(and(eq(purchases.provider, provider), eq(purchases.providerSessionId, sessionId)))
    .limit(1);
  return rows[0];
}
