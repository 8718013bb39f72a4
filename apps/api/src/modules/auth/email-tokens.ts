import { and, desc, eq, gt, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailTokens, users } from '../../db/schema/index';
import { hashToken, newToken } from '../../lib/tokens';

export type EmailTokenPurpose = (typeof emailTokens.$inferInsert)['purpose'];

export const EMAIL_TOKEN_TTL_HOURS: Record<EmailTokenPurpose, number> = { verify: 24, reset: 1 };

export interface EmailTokenLookup {
  token: string;
  purpose: EmailTokenPurpose;
  /** When given, the token must belong to the account with this (normalised) address. */
  email?: string;
}

function matching(db: Db, lookup: EmailTokenLookup): SQL | undefined {
  return and(
    eq(emailTokens.tokenHash, hashToken(lookup.token)),
    eq(emailTokens.purpose, lookup.purpose),
    lookup.email === undefined
      ? undefined
      : inArray(
          emailTokens.userId,
          db.select({ id: users.id }).from(users).where(eq(users.email, lookup.email)),
        ),
  );
}

function usable(db: Db, lookup: EmailTokenLookup): SQL | undefined {
  return and(
    matching(db, lookup),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, new Date()),
  );
}

/**
 * A new single-use token for `purpose`; older unused ones of the user stop working, so only the
 * latest mail's link is valid. Returns the token itself: only its hash is stored.
 */
export async function issueEmailToken(
  db: Db,
  userId: string,
  purpose: EmailTokenPurpose,
): Promise<string> {
  const now = new Date();
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
      ),
    );
  const token = newToken();
  await db.insert(emailTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + EMAIL_TOKEN_TTL_HOURS[purpose] * 60 * 60 * 1000),
  });
  return token;
}

/**
 * Marks a usable token used and returns its user id; undefined when it is unknown, of another
 * purpose or address, expired or already used. One UPDATE, so two concurrent uses cannot both win.
 */
export async function consumeEmailToken(
  db: Db,
  lookup: EmailTokenLookup,
): Promise<string | undefined> {
  const rows = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(usable(db, lookup))
    .returning({ userId: emailTokens.userId });
  return rows[0]?.userId;
}

/**
 * The user id behind a token, without using it up: a usable one, or with 'issued' any token we
 * really issued (used or expired too).
 */
export async function findEmailTokenUser(
  db: Db,
  lookup: EmailTokenLookup,
  state: 'usable' | 'issued',
): Promise<string | undefined> {
  const rows = await db
    .select({ userId: emailTokens.userId })
    .from(emailTokens)
    .where(state === 'usable' ? usable(db, lookup) : matching(db, lookup))
    .limit(1);
  return rows[0]?.userId;
}

/** When the user's latest token of `purpose` was issued. */
export async function lastEmailTokenIssuedAt(
  db: Db,
  userId: string,
  purpose: EmailTokenPurpose,
): Promise<Date | undefined> {
  const rows = await db
    .select({ createdAt: emailTokens.createdAt })
    .from(emailTokens)
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose)))
    .orderBy(desc(emailTokens.createdAt))
    .limit(1);
  return rows[0]?.createdAt;
}
