import { contactMessages, contactResponseSchema, contactSchema } from '@trusty/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { submitContactMessage } from './service';

/** Enough for a person who retries or writes twice; too few for a spam run. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
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
