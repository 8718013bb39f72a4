import { z } from 'zod';
import { cardMessages, type CardField } from '../../infra/payments/local-card';

/**
 * What the test checkout page says after a failed attempt, carried across the redirect that
 * follows every form POST (so Back and reload never resubmit a payment). It holds message keys
 * and the expiry the user typed, never a card number or CVC, and lives a few minutes in a cookie
 * scoped to the one session's page; the page reads it once.
 */
export interface CheckoutNotice {
  formError?: string;
  fieldErrors?: Partial<Record<CardField, string>>;
  expiry?: string;
}

type MessageKey = keyof typeof cardMessages;
const messageKey = z.enum(Object.keys(cardMessages) as [MessageKey, ...MessageKey[]]);
const keyOf = (message: string | undefined): MessageKey | undefined =>
  (Object.keys(cardMessages) as MessageKey[]).find((key) => cardMessages[key] === message);

const storedNotice = z.object({
  formError: messageKey.optional(),
  fieldErrors: z
    .object({
      cardNumber: messageKey.optional(),
      expiry: messageKey.optional(),
      cvc: messageKey.optional(),
    })
    .optional(),
  expiry: z.string().max(20).optional(),
});

export const NOTICE_COOKIE = 'trusty_checkout_notice';
export const NOTICE_MAX_AGE_SECONDS = 5 * 60;

export function encodeNotice(notice: CheckoutNotice): string {
  const fieldErrors = Object.fromEntries(
    Object.entries(notice.fieldErrors ?? {}).map(([field, message]) => [field, keyOf(message)]),
  );
  const stored: z.input<typeof storedNotice> = {
    formError: keyOf(notice.formError),
    fieldErrors,
    expiry: notice.expiry?.slice(0, 20),
  };
  return Buffer.from(JSON.stringify(stored)).toString('base64url');
}

/** The notice in a cookie value, or undefined for none or anything malformed. */
export function decodeNotice(raw: string | undefined): CheckoutNotice | undefined {
  if (!raw || raw.length > 1024) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const notice = storedNotice.safeParse(parsed);
  if (!notice.success) return undefined;
  const { formError, fieldErrors, expiry } = notice.data;
  const fields = Object.entries(fieldErrors ?? {}).filter(
    (entry): entry is [CardField, MessageKey] => entry[1] !== undefined,
  );
  return {
    formError: formError && cardMessages[formError],
    fieldErrors:
      fields.length > 0
        ? Object.fromEntries(fields.map(([field, key]) => [field, cardMessages[key]]))
        : undefined,
    expiry,
  };
}
