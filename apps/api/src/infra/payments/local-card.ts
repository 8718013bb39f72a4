/**
 * The "card network" of the local test provider: Stripe's test-card conventions, so people who
 * know Stripe's test mode know this one. No card data is stored or logged.
 */
export interface CardInput {
  cardNumber?: string;
  expiry?: string;
  cvc?: string;
}

export type CardField = keyof CardInput;

export type CardCharge =
  | { outcome: 'approved'; last4: string }
  | { outcome: 'invalid'; errors: Partial<Record<CardField, string>> }
  | { outcome: 'declined'; message: string };

export const cardMessages = {
  numberRequired: 'Enter your card number.',
  numberInvalid: 'Your card number is invalid.',
  expiryRequired: "Enter your card's expiration date (MM / YY).",
  expiryInvalid: "Your card's expiration date is invalid.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcInvalid: "Your card's security code is incomplete.",
  declined: 'Your card was declined. Please use a different card.',
  insufficientFunds: 'Your card has insufficient funds. Please use a different card.',
} as const;

/** Stripe's test numbers that fail; every other valid number succeeds. */
const DECLINED: Record<string, string> = {
  '4000000000000002': cardMessages.declined,
  '4000000000009995': cardMessages.insufficientFunds,
};

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function checkNumber(raw: string): string | undefined {
  const digits = digitsOnly(raw);
  if (digits === '') return cardMessages.numberRequired;
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return cardMessages.numberInvalid;
  return undefined;
}

/** Accepts MM/YY, MM / YY and MM/YYYY; a card is valid through the end of its month. */
function checkExpiry(raw: string, now: Date): string | undefined {
  const value = raw.trim();
  if (value === '') return cardMessages.expiryRequired;
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(value);
  if (!match) return cardMessages.expiryInvalid;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return cardMessages.expiryInvalid;
  const firstDayAfter = new Date(Date.UTC(year, month, 1));
  if (firstDayAfter.getTime() <= now.getTime()) return cardMessages.expiryPast;
  return undefined;
}

function checkCvc(raw: string): string | undefined {
  return /^\d{3,4}$/.test(raw.trim()) ? undefined : cardMessages.cvcInvalid;
}

export function chargeTestCard(input: CardInput, now = new Date()): CardCharge {
  const errors: Partial<Record<CardField, string>> = {};
  const numberError = checkNumber(input.cardNumber ?? '');
  const expiryError = checkExpiry(input.expiry ?? '', now);
  const cvcError = checkCvc(input.cvc ?? '');
  if (numberError) errors.cardNumber = numberError;
  if (expiryError) errors.expiry = expiryError;
  if (cvcError) errors.cvc = cvcError;
  if (Object.keys(errors).length > 0) return { outcome: 'invalid', errors };
  const digits = digitsOnly(input.cardNumber ?? '');
  const declined = DECLINED[digits];
  if (declined) return { outcome: 'declined', message: declined };
  return { outcome: 'approved', last4: digits.slice(-4) };
}
