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

/**
 * An address of this machine (localhost, 127.0.0.0/8, [::1]), any port: where a local setup can be
 * opened. Not a security boundary on its own: see `checkoutReturnOrigin`.
 */
export function isLoopbackOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    const host = url.hostname;
    return (
      host === 'localhost' ||
      host.endsWith('.localhost') ||
      host === '[::1]' ||
      /^127(\.\d{1,3}){3}$/.test(host)
    );
  } catch {
    return false;
  }
}

/**
 * The origin a checkout sends the buyer back to (issue 34 §1): the app's public origin, APP_URL;
 * but when the app runs on this machine (APP_URL is a loopback address) and the page was opened at
 * another address of this machine (127.0.0.1 for localhost, the Vite dev server's port), that
 * address, so the buyer comes back to the tab and the session cookie they left. A deployed app
 * (APP_URL elsewhere) always returns to APP_URL. Shared by the server (with the request's
 * Origin) and the Buy Credits page (to tell the buyer beforehand where they will come back).
 */
export function checkoutReturnOrigin(appUrl: string, pageOrigin?: string): string {
  const app = new URL(appUrl).origin;
  if (pageOrigin && isLoopbackOrigin(app) && isLoopbackOrigin(pageOrigin))
    return new URL(pageOrigin).origin;
  return app;
}

/**
 * A checkout's return address made absolute on `origin`: a path ("/dashboard?payment=success"),
 * or an absolute URL already on `origin` or on `appUrl`. Undefined for anything else: another
 * site, a protocol-relative "//host" path, credentials in the URL.
 */
export function checkoutReturnUrl(
  value: string,
  origin: string,
  appUrl: string,
): string | undefined {
  try {
    const isPath = value.startsWith('/');
    if (isPath && (value.startsWith('//') || value.startsWith('/\\'))) return undefined;
    const url = isPath ? new URL(value, origin) : new URL(value);
    const allowed = isPath ? [origin] : [origin, new URL(appUrl).origin];
    if (!allowed.includes(url.origin) || url.username !== '' || url.password !== '')
      return undefined;
    return url.href;
  } catch {
    return undefined;
  }
}

/** GET /subscription/app-url: the address this app is set up at (APP_URL). */
export const appUrlSchema = z.object({ appUrl: z.string() });

export const checkoutMessages = {
  priceRequired: 'Price is required',
  urlInvalid: 'Redirect URLs must be on this site',
} as const;

/**
 * POST /subscription/create-checkout-session. The web app sends paths ("/dashboard?payment=success")
 * and the server makes them absolute on the address the buyer returns to (`checkoutReturnOrigin`);
 * an absolute URL on that address or on APP_URL is accepted too (API clients, spec §7).
 */
const returnUrl = z
  .string({ error: checkoutMessages.urlInvalid })
  .trim()
  .min(1, checkoutMessages.urlInvalid)
  .max(2000, checkoutMessages.urlInvalid);
export const createCheckoutSchema = z.object({
  priceId: z
    .string({ error: checkoutMessages.priceRequired })
    .trim()
    .min(1, checkoutMessages.priceRequired)
    .max(200),
  successUrl: returnUrl,
  cancelUrl: returnUrl,
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
