import { contactMessages, contactResponseSchema, contactSchema } from '@trusty/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerPeriodicSweep } from '../../lib/periodic-sweep';
import { resendUnsentContactMessages } from './resend';
import { submitContactMessage } from './service';

/** Enough for a person who retries or writes twice; too few for a spam run. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

/** The shortest back-off is a minute, so sweeping more often would find nothing new. */
export const RESEND_EVERY_MS = 60_000;

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  // Contact messages whose mail failed are re-sent by a periodic sweep (resend.ts); other
  // processes are kept apart by the claim in the database.
  registerPeriodicSweep(app, 'contact message re-send sweep', RESEND_EVERY_MS, async () => {
    const result = await resendUnsentContactMessages({
      db: app.db,
      mailer: app.mailer,
      inbox: app.config.contactInbox,
      log: app.log,
    });
    if (result.claimed > 0) app.log.info(result, 'contact message re-send sweep');
  });

  app.post(
    '/submit',
    {
      config: { rateLimit: CONTACT_RATE_LIMIT },
      schema: { body: contactSchema, response: { 200: contactResponseSchema } },
    },
    async (request) => {
      const result = await submitContactMessage(
        { db: app.db, mailer: app.mailer, inbox: app.config.contactInbox },
        request.body,
        request.ip,
      );
      if (!result.mailed) {
        // Stored but not delivered: the sender is told it worked (it is recorded), operators are told here.
        request.log.error(
          { err: result.mailError, contactMessageId: result.id },
          'contact message stored but not mailed',
        );
      }
      return { success: true as const, message: contactMessages.success };
    },
  );
};
