import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema/index';
import { mailToTeam, type ContactMessage, type TeamMailbox } from './mail';

export interface ContactDeps extends TeamMailbox {
  db: Db;
  /** Hands a message whose first send failed to its delivery job (delivery.ts). */
  retryLater(id: string): Promise<void>;
}

export type SubmitResult =
  { id: string; mailed: true } | { id: string; mailed: false; mailError: unknown };

/**
 * Stores the message first, then mails it to the team with reply-to set to the sender.
 * A mail failure is returned, not thrown: the message is already safe in the database
 * (`mailed_at` stays null) and its delivery job sends it later, so the sender has nothing to
 * retry. This first send is attempt 1.
 */
export async function submitContactMessage(
  deps: ContactDeps,
  message: ContactMessage,
  ip: string | undefined,
): Promise<SubmitResult> {
  const [row] = await deps.db
    .insert(contactMessages)
    .values({ ...message, ip: ip ?? null, mailAttempts: 1 })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('contact message insert returned no row');

  try {
    await mailToTeam(deps, message, row.id);
  } catch (mailError) {
    await deps.retryLater(row.id);
    return { id: row.id, mailed: false, mailError };
  }
  await deps.db
    .update(contactMessages)
    .set({ mailedAt: new Date() })
    .where(eq(contactMessages.id, row.id));
  return { id: row.id, mailed: true };
}
