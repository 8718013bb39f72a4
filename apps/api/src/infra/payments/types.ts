import type { PricePackage } from '@trusty/contracts';

export interface CheckoutRequest {
  price: PricePackage;
  userId: string;
  email: string;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  /** The provider's id for the session: the idempotency key of fulfilment. */
  sessionId: string;
  /** Where the browser goes to pay. */
  url: string;
}

/** Money as the provider took it: minor units and an ISO currency code (any case). */
export interface Charge {
  amount: number;
  currency: string;
}

/** What a verified provider notification means for the purchase it names. */
export type PaymentEvent =
  /** `charged` is what the session says was paid; undefined when it does not say. */
  | { type: 'paid'; sessionId: string; charged: Charge | undefined }
  /** Completed, but the money has not arrived yet (delayed payment methods). */
  | { type: 'awaiting-payment'; sessionId: string }
  | { type: 'failed'; sessionId: string }
  | { type: 'expired'; sessionId: string }
  | { type: 'ignored'; eventType: string };

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

interface ProviderBase {
  /** Packages on sale, newest first. */
  listPrices(): Promise<PricePackage[]>;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
}

export interface StripePaymentProvider extends ProviderBase {
  kind: 'stripe';
  /** Verifies the signature over the raw body; throws WebhookSignatureError when it does not hold. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

export interface LocalPaymentProvider extends ProviderBase {
  kind: 'local';
}

export type PaymentProvider = StripePaymentProvider | LocalPaymentProvider;
