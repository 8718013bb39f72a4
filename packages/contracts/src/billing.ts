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
  successUrl: z.string({ error: checkoutMessages.urlInvalid }).url(checkoutMessages.urlInvalid).max(2000),
  cancelUrl: z.string({ error: checkoutMessages.urlInvalid }).url(checkoutMessages.urlInvalid).max(2000),
});
export type CreateCheckoutInput = z.input<typeof createCheckoutSchema>;

export interface CheckoutSessionResponse {
  success: true;
  sessionUrl: string;
}

export type PurchaseStatus = 'pending' | 'paid' | 'failed' | 'expired';

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
  status: z.enum(['pending', 'paid', 'failed', 'expired']),
});

/** Error codes of the billing API, beside the common ones in ErrorCode. */
export const BillingErrorCode = {
  unknownPrice: 'UNKNOWN_PRICE',
  redirectNotAllowed: 'REDIRECT_NOT_ALLOWED',
  providerUnavailable: 'PAYMENT_PROVIDER_UNAVAILABLE',
  invalidSignature: 'INVALID_SIGNATURE',
} as const;
