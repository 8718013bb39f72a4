import { z } from 'zod';

export interface PricePackage {
  id: string;
  /** Minor currency units (cents). */
  amount: number;
  currency: string;
  credits: number;
  interval: string;
  product: { name: string; description: string };
}

export interface PricesResponse {
  success: true;
  prices: PricePackage[];
}

export const checkoutMessages = {
  priceRequired: 'Price is required',
  urlInvalid: 'Redirect URLs must be on this site',
} as const;

/** POST /subscription/create-checkout-session. The origin check lives on the server (APP_URL). */
export const createCheckoutSchema = z.object({
  priceId: z
    .string({ error: checkoutMessages.priceRequired })
    .trim()
    .min(1, checkoutMessages.priceRequired)
    .max(200),
  successUrl: z
    .string({ error: checkoutMessages.urlInvalid })
    .url(checkoutMessages.urlInvalid)
    .max(2000),
  cancelUrl: z
    .string({ error: checkoutMessages.urlInvalid })
    .url(checkoutMessages.urlInvalid)
    .max(2000),
});
export type CreateCheckoutInput = z.input<typeof createCheckoutSchema>;

export interface CheckoutSessionResponse {
  success: true;
  sessionUrl: string;
}

/** `held`: paid, but not the recorded amount or currency; no credits until someone reviews it. */
export type PurchaseStatus = 'pending' | 'paid' | 'failed' | 'expired' | 'held';

export interface Purchase {
  id: string;
  createdAt: string;
  packageName: string;
  credits: number;
  amount: number;
  currency: string;
  status: PurchaseStatus;
}

/** Response shapes of the billing API (validated by the API's route schemas). */
export const pricePackageSchema = z.object({
  id: z.string(),
  amount: z.number().int().nonnegative(),
  currency: z.string(),
  credits: z.number().int().positive(),
  interval: z.string(),
  product: z.object({ name: z.string(), description: z.string() }),
});

export const purchaseSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  packageName: z.string(),
  credits: z.number().int(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['pending', 'paid', 'failed', 'expired', 'held']),
});

/** Error codes of the billing API, beside the common ones in ErrorCode. */
export const BillingErrorCode = {
  unknownPrice: 'UNKNOWN_PRICE',
  redirectNotAllowed: 'REDIRECT_NOT_ALLOWED',
  providerUnavailable: 'PAYMENT_PROVIDER_UNAVAILABLE',
  invalidSignature: 'INVALID_SIGNATURE',
} as const;

/**
 * The spec's three credit packages (§9), the one place they are defined: the local payment
 * provider sells them, and the web shows them when the prices call fails.
 */
export const SPEC_TIERS = [
  {
    name: 'Tier 1',
    credits: 10_000,
    amount: 2000,
    currency: 'USD',
    description: 'For teams starting to map their IT costs to TBM.',
  },
  {
    name: 'Tier 2',
    credits: 20_000,
    amount: 3800,
    currency: 'USD',
    description: 'Our most popular package for growing IT finance teams.',
  },
  {
    name: 'Tier 3',
    credits: 60_000,
    amount: 9999,
    currency: 'USD',
    description: 'The best value per credit for enterprise-scale cost mapping.',
  },
] as const;

/** A spec tier as a price package with the given id and interval. */
export function specTierPackage(index: number, id: string, interval: string): PricePackage {
  const tier = SPEC_TIERS[index];
  if (!tier) throw new Error(`no spec tier ${index}`);
  return {
    id,
    amount: tier.amount,
    currency: tier.currency,
    credits: tier.credits,
    interval,
    product: { name: tier.name, description: tier.description },
  };
}
