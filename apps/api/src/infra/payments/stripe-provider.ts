import { BillingErrorCode, type PricePackage } from '@trusty/contracts';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { Config } from '../../config';
import { AppError } from '../../http/errors';
import {
  WebhookSignatureError,
  type Charge,
  type PaymentEvent,
  type StripePaymentProvider,
} from './types';

type StripeSettings = NonNullable<Config['stripe']>;

/** Prices change rarely; a few minutes of staleness spares a Stripe round trip per page view. */
export const PRICE_CACHE_MS = 5 * 60 * 1000;
/** Stripe's default life of a Checkout Session (we do not set expires_at). */
export const STRIPE_SESSION_LIFE_MS = 24 * 60 * 60 * 1000;
/**
 * How far ahead of our clock a signed timestamp may be. The SDK refuses old ones (5 minutes);
 * one from the future is a signature made to be replayed later, or a clock gone wrong.
 */
export const MAX_FUTURE_SKEW_SECONDS = 5 * 60;
const MAX_CREDITS = 100_000_000;

const unavailable = () =>
  new AppError(
    502,
    BillingErrorCode.providerUnavailable,
    'The payment service is unavailable right now. Please try again later.',
  );

/** STRIPE_API_URL (stripe-mock, a test server) overrides the SDK's host, port and protocol. */
export function stripeClient(settings: StripeSettings): Stripe {
  const options: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 20_000, telemetry: false };
  if (settings.apiUrl) {
    const url = new URL(settings.apiUrl);
    options.host = url.hostname;
    options.protocol = url.protocol === 'http:' ? 'http' : 'https';
    options.port = url.port || (url.protocol === 'http:' ? 80 : 443);
  }
  return new Stripe(settings.secretKey, options);
}

function parseCredits(value: string | undefined): number | undefined {
  if (!value || !/^\d+$/.test(value.trim())) return undefined;
  const credits = Number(value.trim());
  return credits > 0 && credits <= MAX_CREDITS ? credits : undefined;
}

/** The `t=` of a stripe-signature header, read as the SDK reads it (the last one wins). */
function signedTimestamp(header: string): number | undefined {
  let timestamp: number | undefined;
  for (const item of header.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') timestamp = Number.parseInt(value ?? '', 10);
  }
  return timestamp !== undefined && Number.isFinite(timestamp) ? timestamp : undefined;
}

/** A Stripe price as a package, or undefined when it cannot be sold as credits. */
export function toPackage(price: Stripe.Price): PricePackage | undefined {
  const product = typeof price.product === 'object' ? price.product : undefined;
  if (!product || product.deleted || !product.active) return undefined;
  if (!price.active || price.type !== 'one_time' || price.unit_amount === null) return undefined;
  const credits = parseCredits(price.metadata?.credits) ?? parseCredits(product.metadata?.credits);
  if (credits === undefined) return undefined;
  return {
    id: price.id,
    amount: price.unit_amount,
    currency: price.currency.toUpperCase(),
    credits,
    interval: 'one_time',
    product: { name: product.name, description: product.description ?? '' },
  };
}

/** What the session says it took; fulfilment compares it with the purchase recorded at checkout. */
function chargedBy(session: Stripe.Checkout.Session): Charge | undefined {
  const { amount_total: amount, currency } = session;
  return typeof amount === 'number' && typeof currency === 'string'
    ? { amount, currency }
    : undefined;
}

const SESSION_EVENTS: Record<string, (session: Stripe.Checkout.Session) => PaymentEvent> = {
  // Cards are paid on completion; delayed methods complete unpaid and settle later.
  'checkout.session.completed': (s) =>
    s.payment_status === 'paid'
      ? { type: 'paid', sessionId: s.id, charged: chargedBy(s) }
      : { type: 'awaiting-payment', sessionId: s.id },
  'checkout.session.async_payment_succeeded': (s) => ({
    type: 'paid',
    sessionId: s.id,
    charged: chargedBy(s),
  }),
  'checkout.session.async_payment_failed': (s) => ({ type: 'failed', sessionId: s.id }),
  'checkout.session.expired': (s) => ({ type: 'expired', sessionId: s.id }),
};

export function createStripeProvider(
  settings: StripeSettings,
  log: FastifyBaseLogger,
): StripePaymentProvider {
  const stripe = stripeClient(settings);
  let cache: { prices: PricePackage[]; at: number } | undefined;
  let inFlight: Promise<PricePackage[]> | undefined;

  async function fetchPrices(): Promise<PricePackage[]> {
    const list = await stripe.prices.list({
      active: true,
      type: 'one_time',
      expand: ['data.product'],
      limit: 100,
    });
    // Stripe lists newest first, which is the order this API promises.
    return list.data.map(toPackage).filter((p): p is PricePackage => p !== undefined);
  }

  return {
    kind: 'stripe',

    async listPrices() {
      if (cache && Date.now() - cache.at < PRICE_CACHE_MS) return cache.prices;
      // Concurrent misses share one request.
      inFlight ??= fetchPrices()
        .then((prices) => {
          cache = { prices, at: Date.now() };
          return prices;
        })
        .finally(() => {
          inFlight = undefined;
        });
      try {
        return await inFlight;
      } catch (error) {
        log.error({ err: error }, 'stripe: listing prices failed');
        // Stale prices beat no prices; checkout re-validates against Stripe anyway.
        if (cache) return cache.prices;
        throw unavailable();
      }
    },

    async createCheckout({ price, userId, email, successUrl, cancelUrl }) {
      const metadata = { userId, priceId: price.id, credits: String(price.credits) };
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create({
          mode: 'payment',
          line_items: [{ price: price.id, quantity: 1 }],
          client_reference_id: userId,
          customer_email: email,
          metadata,
          payment_intent_data: { metadata },
          success_url: successUrl,
          cancel_url: cancelUrl,
        });
      } catch (error) {
        log.error({ err: error }, 'stripe: creating a checkout session failed');
        throw unavailable();
      }
      if (!session.url) {
        log.error({ sessionId: session.id }, 'stripe: checkout session has no url');
        throw unavailable();
      }
      return { sessionId: session.id, url: session.url };
    },

    parseWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('Missing stripe-signature header');
      let event: Stripe.Event;
      try {
        // Default tolerance (5 minutes) refuses replays of old signed payloads.
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(
          error instanceof Error ? error.message : 'Invalid signature',
        );
      }
      const signedAt = signedTimestamp(signature);
      if (signedAt === undefined || signedAt - Date.now() / 1000 > MAX_FUTURE_SKEW_SECONDS) {
        throw new WebhookSignatureError('Timestamp is more than 5 minutes in the future');
      }
      const interpret = SESSION_EVENTS[event.type];
      const object = event.data.object as { object?: string };
      if (!interpret || object.object !== 'checkout.session')
        return { type: 'ignored', eventType: event.type };
      return interpret(object as Stripe.Checkout.Session);
    },
  };
}
