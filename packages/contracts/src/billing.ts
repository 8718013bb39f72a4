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
