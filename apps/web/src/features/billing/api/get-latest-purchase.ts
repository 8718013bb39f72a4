import type { Purchase, SuccessEnvelope } from '@trusty/contracts';
import { api } from '../../../lib/api-client';

/** GET /subscription/purchases, newest first: the signed-in user's latest purchase, if any. */
export async function getLatestPurchase(signal?: AbortSignal): Promise<Purchase | undefined> {
  const body = await api.get<SuccessEnvelope<Purchase[]>>('/subscription/purchases', signal);
  return body?.data?.[0];
}
