import { contactMessages, contactResponseSchema, contactSchema } from '@trusty/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTACT_MAIL_QUEUE,
  contactMailRetryPolicy,
  deliverContactMessage,
  unsentWithoutRecentSend,
} from './delivery';
import { submitContactMessage } from './service';

/** Enough for a person who retries or writes twice; too few for a spam run. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

/** Looks for messages left without a delivery job (a process died mid-send) this often. */
const LOST_MAIL_SWEEP_SECONDS = 10 * 60;

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { contactInbox: inbox, contactMail } = app.config;
  // A message whose first send failed is retried by its own job, with backoff (delivery.ts).
  const deliveries = app.backgroundJobs.queue(
    CONTACT_MAIL_QUEUE,
    contactMailRetryPolicy(contactMail.attempts, contactMail.retryDelaySeconds),
    (attempt) =>
      deliverContactMessage({ db: app.db, mailer: app.mailer, inbox, log: app.log }, attempt),
  );
  app.backgroundJobs.schedule('contact mail sweep', LOST_MAIL_SWEEP_SECONDS, async () => {
    const ids = await unsentWithoutRecentSend(app.db);
    for (const id of ids) await deliveries.send(id);
  });

  app.post(
    '/submit',
    {
      config: { rateLimit: CONTACT_RATE_LIMIT },
      schema: { body: contactSchema, response: { 200: contactResponseSchema } },
    },
    async (request) => {
      const result = await submitContactMessage(
        {
          db: app.db,
          mailer: app.mailer,
          inbox,
          retryLater: (id) =>
            deliveries
              .send(id, { startAfterSeconds: contactMail.retryDelaySeconds })
              // The sweep queues it once the send's lease is over.
              .catch((error: unknown) =>
                request.log.warn({ err: error, contactMessageId: id }, 'contact mail not queued'),
              ),
        },
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
