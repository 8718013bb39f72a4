import { describe, expect, it, vi } from 'vitest';
import type * as PasswordReset from '../../../src/modules/auth/password-reset';
import { linkParams, post, registerUser, useAppWithMail, waitForMailTo } from './auth-kit';
import { statusWhileWorkHeld } from './work-gate';

vi.mock('../../../src/modules/auth/password-reset', async (importOriginal) => {
  const real = await importOriginal<typeof PasswordReset>();
  return {
    ...real,
    requestPasswordReset: async (...args: Parameters<typeof real.requestPasswordReset>) => {
      const { workGate } = await import('./work-gate');
      await workGate.passed();
      return real.requestPasswordReset(...args);
    },
  };
});

const t = useAppWithMail();

describe('forgot-password timing', () => {
  it('answers a known address before any of its work (lookup, token, mail) is done', async () => {
    const { email } = await registerUser(t.app);
    expect(
      await statusWhileWorkHeld(() => post(t.app, '/forgot-password', { email }), 'the reset work'),
    ).toBe(200);
    const mail = await waitForMailTo(t.capture, email, /reset/i);
    expect(linkParams(mail, '/reset-password').email).toBe(email);
  });
});
