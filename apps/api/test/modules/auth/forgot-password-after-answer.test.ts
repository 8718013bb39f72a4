import { describe, expect, it, vi } from 'vitest';
import type * as PasswordReset from '../../../src/modules/auth/password-reset';
import { linkParams, post, registerUser, useAppWithMail, waitForMailTo } from './auth-kit';

/** While closed, the reset work of forgot-password waits; the answer must not. */
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

vi.mock('../../../src/modules/auth/password-reset', async (importOriginal) => {
  const real = await importOriginal<typeof PasswordReset>();
  return {
    ...real,
    requestPasswordReset: async (...args: Parameters<typeof real.requestPasswordReset>) => {
      await gate.passed();
      return real.requestPasswordReset(...args);
    },
  };
});

const t = useAppWithMail();

describe('forgot-password timing', () => {
  it('answers a known address before any of its work (lookup, token, mail) is done', async () => {
    const { email } = await registerUser(t.app);
    gate.close();
    try {
      const answered = await Promise.race([
        post(t.app, '/forgot-password', { email }),
        new Promise<'waited on the reset work'>((resolve) =>
          setTimeout(() => resolve('waited on the reset work'), 3000),
        ),
      ]);
      expect(typeof answered === 'string' ? answered : answered.statusCode).toBe(200);
    } finally {
      gate.open();
    }
    const mail = await waitForMailTo(t.capture, email, /reset/i);
    expect(linkParams(mail, '/reset-password').email).toBe(email);
  });
});
