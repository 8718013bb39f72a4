import { describe, expect, it, vi } from 'vitest';
import type * as EmailTokens from '../../../src/modules/auth/email-tokens';
import {
  mailsTo,
  passCooldowns,
  post,
  registerUser,
  useAppWithMail,
  waitForMailTo,
} from './auth-kit';
import { statusWhileWorkHeld } from './work-gate';

// Issuing the token is the account's work: an unknown address never reaches it.
vi.mock('../../../src/modules/auth/email-tokens', async (importOriginal) => {
  const real = await importOriginal<typeof EmailTokens>();
  return {
    ...real,
    issueEmailToken: async (...args: Parameters<typeof real.issueEmailToken>) => {
      const { workGate } = await import('./work-gate');
      await workGate.passed();
      return real.issueEmailToken(...args);
    },
  };
});

const t = useAppWithMail();

describe('resend-verification timing', () => {
  it('answers an existing unverified address before any of its work (row, token, mail) is done', async () => {
    const { email } = await registerUser(t.app);
    await waitForMailTo(t.capture, email, /verify/i);
    await passCooldowns(t.app, email);
    expect(
      await statusWhileWorkHeld(
        () => post(t.app, '/verify-email', { email, resend: true }),
        'the account work',
      ),
    ).toBe(200);
    // The fresh link still comes once the work may run.
    await expect.poll(() => mailsTo(t.capture, email).length, { timeout: 10_000 }).toBe(2);
  });
});
