import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { createLocalProvider } from './local-provider';
import { createStripeProvider } from './stripe-provider';
import type { PaymentProvider } from './types';

export interface ProviderOptions {
  log: FastifyBaseLogger;
  /** Absolute URL of the app's own test checkout page for a session (local provider only). */
  /** The test checkout page, on the origin the buyer returns to (where they are signed in). */
  localCheckoutUrl(origin: string, sessionId: string): string;
}

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in test-mode provider. */
export function createPaymentProvider(config: Config, options: ProviderOptions): PaymentProvider {
  if (config.stripe) return createStripeProvider(config.stripe, options.log);
  return createLocalProvider(options.localCheckoutUrl);
}
