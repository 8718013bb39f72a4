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

/** While closed, the account's work of a resend waits; the answer must not (issue 33 item 7). */
const gate = vi.hoisted(() => {
  let open: () => void = () => {};
  let opened: Promise<void> = Promise.resolve();
  return {
    close() {
      opened = new Promise((resolve) => (open = resolve));
    },
    open: () => open(),
    passed: () => opened,
  };
});

// Issuing the token is the account's work: an unknown address never reaches it.
vi.mock('../../../src/modules/auth/email-tokens', async (importOriginal) => {
  const real = await importOriginal<typeof EmailTokens>();
  return {
    ...real,
    issueEmailToken: async (...args: Parameters<typeof real.issueEmailToken>) => {
      await gate.passed();
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
    gate.close();
    try {
      const answered = await Promise.race([
        post(t.app, '/verify-email', { email, resend: true }),
        new Promise<'waited on the account work'>((resolve) =>
          setTimeout(() => resolve('waited on the account work'), 3000),
        ),
      ]);
      expect(typeof answered === 'string' ? answered : answered.statusCode).toBe(200);
    } finally {
      gate.open();
    }
    // The fresh link still comes once the work may run.
    await expect.poll(() => mailsTo(t.capture, email).length, { timeout: 10_000 }).toBe(2);
  });
});
