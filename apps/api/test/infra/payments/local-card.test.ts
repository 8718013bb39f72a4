import { describe, expect, it } from 'vitest';
import { cardMessages, chargeTestCard, passesLuhn } from '../../../src/infra/payments/local-card';

const now = new Date('2026-05-15T12:00:00Z');
const valid = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' };

describe('local test card', () => {
  it('approves any valid 4242… number and returns only the last four digits', () => {
    expect(chargeTestCard(valid, now)).toEqual({ outcome: 'approved', last4: '4242' });
    expect(
      chargeTestCard(
        { ...valid, cardNumber: '4242-4242-4242-4242', expiry: '05/2026', cvc: '1234' },
        now,
      ),
    ).toEqual({
      outcome: 'approved',
      last4: '4242',
    });
  });

  it("declines Stripe's decline test numbers with a message", () => {
    expect(chargeTestCard({ ...valid, cardNumber: '4000 0000 0000 0002' }, now)).toEqual({
      outcome: 'declined',
      message: cardMessages.declined,
    });
    expect(chargeTestCard({ ...valid, cardNumber: '4000000000009995' }, now)).toEqual({
      outcome: 'declined',
      message: cardMessages.insufficientFunds,
    });
  });

  it('checks the Luhn digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(chargeTestCard({ ...valid, cardNumber: '4242 4242 4242 4241' }, now)).toEqual({
      outcome: 'invalid',
      errors: { cardNumber: cardMessages.numberInvalid },
    });
  });

  it('names every problem at once', () => {
    expect(chargeTestCard({ cardNumber: '', expiry: '', cvc: '12' }, now)).toEqual({
      outcome: 'invalid',
      errors: {
        cardNumber: cardMessages.numberRequired,
        expiry: cardMessages.expiryRequired,
        cvc: cardMessages.cvcInvalid,
      },
    });
    expect(chargeTestCard({}, now)).toMatchObject({ outcome: 'invalid' });
  });

  it('accepts a card through the end of its expiry month and refuses impossible or past dates', () => {
    expect(chargeTestCard({ ...valid, expiry: '05/26' }, now).outcome).toBe('approved');
    expect(chargeTestCard({ ...valid, expiry: '04/26' }, now)).toEqual({
      outcome: 'invalid',
      errors: { expiry: cardMessages.expiryPast },
    });
    for (const expiry of ['13/30', '00/30', '1230', 'ab/cd']) {
      expect(chargeTestCard({ ...valid, expiry }, now)).toEqual({
        outcome: 'invalid',
        errors: { expiry: cardMessages.expiryInvalid },
      });
    }
  });

  it('refuses numbers that are too short, too long or not numeric', () => {
    for (const cardNumber of ['4242', '4'.repeat(20), '4242 4242 4242 abcd']) {
      expect(chargeTestCard({ ...valid, cardNumber }, now)).toEqual({
        outcome: 'invalid',
        errors: { cardNumber: cardMessages.numberInvalid },
      });
    }
  });
});
