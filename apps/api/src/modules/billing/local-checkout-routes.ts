import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { chargeTestCard } from '../../infra/payments/local-card';
import { isLocalSessionId } from '../../infra/payments/local-provider';
import { isSessionOver } from '../../infra/payments/session-life';
import {
  decodeNotice,
  encodeNotice,
  NOTICE_COOKIE,
  NOTICE_MAX_AGE_SECONDS,
  type CheckoutNotice,
} from './checkout-notice';
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

/** Where the test checkout lives under the billing routes (/api/v1/subscription). */
export const LOCAL_CHECKOUT_PATH = '/local-checkout';

type Purchase = NonNullable<Awaited<ReturnType<typeof findPurchaseBySession>>>;

/**
 * The test-mode checkout of the local provider: a server-rendered page with a plain form (the
 * CSP allows no inline script). Only the signed-in owner of a session sees or pays it; anyone
 * else gets 404, so session ids cannot be probed. The session cookie is SameSite=Strict, so a
 * form posted from another site arrives without it.
 *
 * Every form POST answers 303 (redirect after POST): to the success or cancel URL, or back to
 * this page, which then shows what happened. Back and reload never offer to resubmit a payment.
 */
export const localCheckoutRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const pagePath = (sessionId: string) => `${app.prefix}/${sessionId}`;

  /** The caller's own session; one left unpaid past its life is closed as expired on the way. */
  async function ownPurchase(request: FastifyRequest): Promise<Purchase | undefined> {
    const { sessionId } = request.params as { sessionId: string };
    if (!request.auth || !isLocalSessionId(sessionId)) return undefined;
    const purchase = await findPurchaseBySession(app.db, 'local', sessionId);
    if (!purchase || purchase.userId !== request.auth.user.id) return undefined;
    if (purchase.status === 'pending' && isSessionOver('local', purchase.createdAt)) {
      await closePurchase(app.db, 'local', sessionId, 'expired');
      return { ...purchase, status: 'expired' };
    }
    return purchase;
  }

  function closedPage(purchase: Purchase): string {
    if (purchase.status === 'paid') {
      return renderClosedPage({
        title: 'Payment complete',
        message: `This purchase is already paid: ${purchase.credits.toLocaleString('en-US')} credits were added to your account.`,
        linkText: 'Continue',
        href: purchase.successUrl,
      });
    }
    if (purchase.status === 'held') {
      return renderClosedPage({
        title: 'Payment on hold',
        message:
          'The payment did not match this purchase, so no credits were added yet. We will review it and contact you.',
        linkText: 'Back to Trusty',
        href: purchase.cancelUrl,
      });
    }
    return renderClosedPage({
      title: 'Checkout closed',
      message: 'This checkout session was cancelled or has expired. No payment was taken.',
      linkText: 'Back to Trusty',
      href: purchase.cancelUrl,
    });
  }

  const viewOf = (purchase: Purchase, notice?: CheckoutNotice): CheckoutView => ({
    sessionId: purchase.providerSessionId,
    packageName: purchase.packageName,
    credits: purchase.credits,
    amount: purchase.amount,
    currency: purchase.currency,
    ...notice,
  });

  const noticeCookie = (sessionId: string) => ({
    httpOnly: true,
    secure: true,
    sameSite: 'strict' as const,
    path: pagePath(sessionId),
  });

  /** 303 back to the page, which shows `notice` once. */
  function backToPage(reply: FastifyReply, purchase: Purchase, notice?: CheckoutNotice) {
    const sessionId = purchase.providerSessionId;
    if (notice) {
      reply.setCookie(NOTICE_COOKIE, encodeNotice(notice), {
        ...noticeCookie(sessionId),
        maxAge: NOTICE_MAX_AGE_SECONDS,
      });
    }
    return reply.redirect(pagePath(sessionId), 303);
  }

  app.get('/:sessionId', async (request, reply) => {
    const purchase = await ownPurchase(request);
    if (!purchase) return sendHtml(reply, 404, renderNotFoundPage());
    const notice = decodeNotice(request.cookies[NOTICE_COOKIE]);
    if (request.cookies[NOTICE_COOKIE] !== undefined) {
      reply.clearCookie(NOTICE_COOKIE, noticeCookie(purchase.providerSessionId));
    }
    if (purchase.status !== 'pending') return sendHtml(reply, 200, closedPage(purchase));
    return sendHtml(reply, 200, renderCheckoutPage(viewOf(purchase, notice)));
  });

  app.post('/:sessionId', { config: { formBody: true } }, async (request, reply) => {
    const purchase = await ownPurchase(request);
    if (!purchase) return sendHtml(reply, 404, renderNotFoundPage());
    // Paying twice (back button, double submit) never charges or grants twice.
    if (purchase.status === 'paid') return reply.redirect(purchase.successUrl, 303);
    if (purchase.status !== 'pending') return backToPage(reply, purchase);

    const card = cardForm.safeParse(request.body ?? {});
    const charge = chargeTestCard(card.success ? card.data : {});
    const expiry = card.data?.expiry;
    if (charge.outcome === 'invalid')
      return backToPage(reply, purchase, { expiry, fieldErrors: charge.errors });
    if (charge.outcome === 'declined')
      return backToPage(reply, purchase, { expiry, formError: charge.message });

    // The test card network takes exactly the price the page showed.
    const charged = { amount: purchase.amount, currency: purchase.currency };
    const result = await fulfilPurchase(app.db, 'local', purchase.providerSessionId, charged);
    request.log[result.outcome === 'held' ? 'error' : 'info'](
      { purchaseId: purchase.id, outcome: result.outcome, cardLast4: charge.last4 },
      'local checkout paid',
    );
    if (result.outcome === 'held') return backToPage(reply, purchase);
    return reply.redirect(purchase.successUrl, 303);
  });

  app.post('/:sessionId/cancel', { config: { formBody: true } }, async (request, reply) => {
    const purchase = await ownPurchase(request);
    if (!purchase) return sendHtml(reply, 404, renderNotFoundPage());
    // Like an expired Stripe session: the purchase stays unpaid and shows as Expired.
    await closePurchase(app.db, 'local', purchase.providerSessionId, 'expired');
    return reply.redirect(purchase.cancelUrl, 303);
  });
};

/** The absolute URL of a session's test checkout page (what the local provider hands out). */
export function localCheckoutUrl(origin: string, sessionId: string): string {
  return `${origin}/api/v1/subscription${LOCAL_CHECKOUT_PATH}/${sessionId}`;
}
