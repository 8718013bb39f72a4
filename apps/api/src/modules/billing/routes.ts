import {
  appUrlSchema,
  createCheckoutSchema,
  pricePackageSchema,
  purchaseSchema,
} from '@trusty/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth, requireAuth, requireVerified } from '../auth/guards';
import { LOCAL_CHECKOUT_PATH, localCheckoutRoutes } from './local-checkout-routes';
import { listPurchases, startCheckout } from './service';
import { stripeWebhookRoutes } from './webhook-routes';

/** Mounted at /api/v1/subscription; the payment provider is the app's (`app.payments`). */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = app;

  app.get(
    '/prices',
    {
      schema: {
        response: {
          200: z.object({ success: z.literal(true), prices: z.array(pricePackageSchema) }),
        },
      },
    },
    async () => ({ success: true as const, prices: await payments.listPrices() }),
  );

  app.post(
    '/create-checkout-session',
    {
      preHandler: requireVerified,
      schema: {
        body: createCheckoutSchema,
        response: { 200: z.object({ success: z.literal(true), sessionUrl: z.string() }) },
      },
    },
    async (request) => {
      const { user } = currentAuth(request);
      const sessionUrl = await startCheckout(
        app.db,
        payments,
        // The page's own address: a local setup opened at 127.0.0.1 returns there (contracts).
        { appUrl: app.config.appUrl, pageOrigin: request.headers.origin },
        user,
        request.body,
      );
      return { success: true as const, sessionUrl };
    },
  );

  // The address this app is set up at (APP_URL): the Buy Credits page tells a buyer who opened
  // it elsewhere where a payment will bring them back (issue 34 §1).
  app.get(
    '/app-url',
    {
      schema: {
        response: { 200: z.object({ success: z.literal(true), data: appUrlSchema }) },
      },
    },
    async () => ({ success: true as const, data: { appUrl: app.config.appUrl } }),
  );

  app.get(
    '/purchases',
    {
      preHandler: requireAuth,
      schema: {
        response: { 200: z.object({ success: z.literal(true), data: z.array(purchaseSchema) }) },
      },
    },
    async (request) => {
      const { user } = currentAuth(request);
      return { success: true as const, data: await listPurchases(app.db, user.id) };
    },
  );

  // Each provider's own way back in; the other's does not exist (404).
  if (payments.kind === 'stripe') {
    await app.register(stripeWebhookRoutes, { payments });
  } else {
    await app.register(localCheckoutRoutes, { prefix: LOCAL_CHECKOUT_PATH });
  }
};
