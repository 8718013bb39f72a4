import { BillingErrorCode } from '@trusty/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { badRequest } from '../../http/errors';
import { WebhookSignatureError, type StripePaymentProvider } from '../../infra/payments/types';
import { closePurchase, fulfilPurchase } from './fulfilment';

/**
 * Stripe's notifications. The signature covers the exact bytes Stripe sent, so this plugin keeps
 * its JSON bodies raw (encapsulated: the rest of the API still parses JSON).
 */
export const stripeWebhookRoutes: FastifyPluginAsync<{ payments: StripePaymentProvider }> = async (
  app,
  { payments },
) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );

  app.post('/webhook', { bodyLimit: 1024 * 1024 }, async (request, reply) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const header = request.headers['stripe-signature'];
    let event;
    try {
      event = payments.parseWebhook(raw, typeof header === 'string' ? header : undefined);
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        request.log.warn({ reason: error.message }, 'stripe webhook refused');
        throw badRequest('Invalid webhook signature', BillingErrorCode.invalidSignature);
      }
      throw error;
    }

    switch (event.type) {
      case 'paid': {
        const result = await fulfilPurchase(app.db, 'stripe', event.sessionId, event.charged);
        if (result.outcome === 'held') {
          // Answered 200 all the same: redelivery would bring the same amount, and an
          // operator resolves a held purchase (refund, or grant by hand), not a retry.
          request.log.error(
            {
              sessionId: event.sessionId,
              purchaseId: result.purchase.id,
              expected: { amount: result.purchase.amount, currency: result.purchase.currency },
              charged: event.charged ?? null,
            },
            'stripe payment held: amount or currency differs from the purchase',
          );
          break;
        }
        const level = result.outcome === 'unknown-session' ? 'warn' : 'info';
        request.log[level](
          { sessionId: event.sessionId, outcome: result.outcome },
          'stripe payment received',
        );
        break;
      }
      case 'failed':
      case 'expired':
        await closePurchase(app.db, 'stripe', event.sessionId, event.type);
        break;
      case 'awaiting-payment':
        request.log.info(
          { sessionId: event.sessionId },
          'stripe checkout completed, payment pending',
        );
        break;
      case 'ignored':
        break;
    }
    // 2xx for everything verified, handled or not, so Stripe stops redelivering it.
    return reply.code(200).send({ received: true });
  });
};
