import type { contactSchema } from '@trusty/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema/index';
import type { Mailer } from '../../infra/mail/mailer';
import { mailToTeam } from './mail';
import { retryDelayMs, SEND_LEASE_MS } from './resend';

/** A validated (trimmed, single-line where it must be) contact form. */
export type ContactMessage = z.output<typeof contactSchema>;

export interface ContactDeps {
  db: Db;
  mailer: Mailer;
  /** CONTACT_INBOX: where the team reads contact requests. */
  inbox: string;
}

export type SubmitResult =
  { id: string; mailed: true } | { id: string; mailed: false; mailError: unknown };

/**
 * Stores the message first, then mails it to the team with reply-to set to the sender.
 * A mail failure is returned, not thrown: the message is already safe in the database
 * (`mailed_at` stays null) and the re-send sweep (resend.ts) delivers it later, so the sender
 * has nothing to retry. This first send is attempt 1 and holds the message for the send lease,
 * so no sweep sends it while it is under way.
 */
export async function submitContactMessage(
  deps: ContactDeps,
  message: ContactMessage,
  ip: string | undefined,
): Promise<SubmitResult> {
  const [row] = await deps.db
    .insert(contactMessages)
    .values({
      ...message,
      ip: ip ?? null,
      mailAttempts: 1,
      nextAttemptAt: new Date(Date.now() + SEND_LEASE_MS),
    })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('contact message insert returned no row');

  try {
    await mailToTeam(deps, message, row.id);
  } catch (mailError) {
    // Due for the sweep after the first back-off. If this update fails too, the lease still
    // brings the message back, only later.
    await deps.db
      .update(contactMessages)
      .set({ nextAttemptAt: new Date(Date.now() + retryDelayMs(1)) })
      .where(eq(contactMessages.id, row.id))
      .catch(() => undefined);
    return { id: row.id, mailed: false, mailError };
  }
  await deps.db
    .update(contactMessages)
    .set({ mailedAt: new Date(), nextAttemptAt: null })
    .where(eq(contactMessages.id, row.id));
  return { id: row.id, mailed: true };
}
