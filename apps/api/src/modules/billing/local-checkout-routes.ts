import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { chargeTestCard } from '../../infra/payments/local-card';
import { isLocalSessionId } from '../../infra/payments/local-provider';
import { closePurchase, fulfilPurchase } from './fulfilment';
import {
  renderCheckoutPage,
  renderClosedPage,
  renderNotFoundPage,
  type CheckoutView,
} from './local-checkout-page';
import { findPurchaseBySession } from './service';

const cardForm = z.object({
  cardNumber: z.string().max(40).optional(),
  expiry: z.string().max(20).optional(),
  cvc: z.string().max(10).optional(),
});

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * The test-mode checkout of the local provider: a server-rendered page with a plain form (the
 * CSP allows no inline script). Only the signed-in owner of a session sees or pays it; anyone
 * else gets 404, so session ids cannot be probed. The session cookie is SameSite=Strict, so a
 * form posted from another site arrives without it.
 */
export const localCheckoutRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  async function ownPurchase(request: FastifyRequest) {
    const { sessionId } = request.params as { sessionId: string };
    if (!request.auth || !isLocalSessionId(sessionId)) return undefined;
    const purchase = await findPurchaseBySession(app.db, 'local', sessionId);
    return purchase && purchase.userId === request.auth.user.id ? purchase : undefined;
  }

  function closedPage(purchase: NonNullable<Awaited<ReturnType<typeof ownPurchase>>>): string {
    return purchase.status === 'paid'
      ? renderClosedPage({
          title: 'Payment complete',
          message: `This purchase is already paid: ${purchase.credits.toLocaleString('en-US')} credits were added to your account.`,
          linkText: 'Continue',
          href: purchase.successUrl,
        })
      : renderClosedPage({
          title: 'Checkout closed',
          message: 'This checkout session was cancelled or has expired. No payment was taken.',
          linkText: 'Back to Trusty',
          href: purchase.cancelUrl,
        });
  }

  const viewOf = (
    purchase: NonNullable<Awaited<ReturnType<typeof ownPurchase>>>,
  ): CheckoutView => ({
    sessionId: purchase.providerSessionId,
    packageName: purchase.packageName,
    credits: purchase.credits,
    amount: purchase.amount,
    currency: purchase.currency,
  });

  app.get('/:sessionId', async (request, reply) => {
    const purchase = await ownPurchase(request);
    if (!purchase) return sendHtml(reply, 404, renderNotFoundPage());
    if (purchase.status !== 'pending') return sendHtml(reply, 200, closedPage(purchase));
    return sendHtml(reply, 200, renderCheckoutPage(viewOf(purchase)));
  });

  app.post('/:sessionId', async (request, reply) => {
    const purchase = await ownPurchase(request);
    if (!purchase) return sendHtml(reply, 404, renderNotFoundPage());
    // Paying twice (back button, double submit) never charges or grants twice.
    if (purchase.status === 'paid') return reply.redirect(purchase.successUrl, 303);
    if (purchase.status !== 'pending') return sendHtml(reply, 409, closedPage(purchase));

    const card = cardForm.safeParse(request.body ?? {});
    const charge = chargeTestCard(card.success ? card.data : {});
    if (charge.outcome === 'invalid') {
      const view = { ...viewOf(purchase), expiry: card.data?.expiry, fieldErrors: charge.errors };
      return sendHtml(reply, 422, renderCheckoutPage(view));
    }
    if (charge.outcome === 'declined') {
      const view = { ...viewOf(purchase), expiry: card.data?.expiry, formError: charge.message };
      return sendHtml(reply, 402, renderCheckoutPage(view));
    }
    const result = await fulfilPurchase(app.db, 'local', purchase.providerSessionId);
    request.log.info(
      { purchaseId: purchase.id, outcome: result.outcome, cardLast4: charge.last4 },
      'local checkout paid',
    );
    return reply.redirect(purchase.successUrl, 303);
  });

  app.post('/:sessionId/cancel', async (request, reply) => {
    const purchase = await ownPurchase(request);
    if (!purchase) return sendHtml(reply, 404, renderNotFoundPage());
    // Like an expired Stripe session: the purchase stays unpaid and drops out of the history.
    await closePurchase(app.db, 'local', purchase.providerSessionId, 'expired');
    return reply.redirect(purchase.cancelUrl, 303);
  });
};
