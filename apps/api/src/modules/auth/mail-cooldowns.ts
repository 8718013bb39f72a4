import { and, eq, lt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailCooldowns } from '../../db/schema/index';

export type MailCooldownKind = (typeof mailCooldowns.$inferInsert)['kind'];

/** Rows this old can no longer hold anything back; they are dropped as new claims come in. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Claims a mail of `kind` to `email` when none went there in the last `seconds`. Returns 0 when
 * claimed, else the whole seconds (at least 1) until it can be. One upsert decides, so two
 * concurrent claims cannot both win, and it runs the same for any address, account or not.
 */
export async function claimMailCooldown(
  db: Db,
  email: string,
  kind: MailCooldownKind,
  seconds: number,
): Promise<number> {
  const now = new Date();
  await db
    .delete(mailCooldowns)
    .where(lt(mailCooldowns.sentAt, new Date(now.getTime() - FORGET_AFTER_MS)));
  const claimed = await db
    .insert(mailCooldowns)
    .values({ email, kind, sentAt: now })
    .onConflictDoUpdate({
      target: [mailCooldowns.email, mailCooldowns.kind],
      set: { sentAt: now },
      setWhere: lte(mailCooldowns.sentAt, new Date(now.getTime() - seconds * 1000)),
    })
    .returning({ sentAt: mailCooldowns.sentAt });
  if (claimed.length > 0) return 0;
  const [row] = await db
    .select({ sentAt: mailCooldowns.sentAt })
    .from(mailCooldowns)
    .where(and(eq(mailCooldowns.email, email), eq(mailCooldowns.kind, kind)));
  const waitMs = (row ? row.sentAt.getTime() : now.getTime()) + seconds * 1000 - Date.now();
  return Math.max(1, Math.ceil(waitMs / 1000));
}

/** Records that a mail of `kind` went (or, to the caller, appeared to go) to `email` now. */
export async function markMailSent(db: Db, email: string, kind: MailCooldownKind): Promise<void> {
  const now = new Date();
  await db
    .insert(mailCooldowns)
    .values({ email, kind, sentAt: now })
    .onConflictDoUpdate({
      target: [mailCooldowns.email, mailCooldowns.kind],
      set: { sentAt: now },
    });
}
