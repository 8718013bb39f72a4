import { describe, expect, it } from 'vitest';
import {
  cookieFrom,
  creditsShown,
  expireEmailTokens,
  getMe,
  linkParams,
  mailsTo,
  passCooldowns,
  PASSWORD,
  post,
  registerUser,
  settleMail,
  signupGrants,
  uniqueEmail,
  waitForMailTo,
  useAppWithMail,
} from './auth-kit';

const FORGOT_ANSWER = {
  success: true,
  message: "If an account with that email exists, you'll receive a password reset link shortly.",
};
const RESET_REFUSED = {
  success: false,
  message: 'This reset link is invalid or has expired. Please request a new password reset.',
  error: 'INVALID_TOKEN',
};
const NEW_PASSWORD = 'N3wPassword';

const t = useAppWithMail();

/** A registered user who asked for a reset, with the link from the mail. */
async function userWithResetLink() {
  const registered = await registerUser(t.app);
  const before = t.capture.messages.length;
  const forgot = await post(t.app, '/forgot-password', { email: registered.email.toUpperCase() });
  expect(forgot.json()).toEqual(FORGOT_ANSWER);
  const mail = await waitForMailTo(t.capture, registered.email, /reset/i, before);
  return { ...registered, mail, link: linkParams(mail, '/reset-password') };
}

function login(email: string, password: string) {
  return post(t.app, '/login', { email, password });
}

describe('forgot password', () => {
  it('mails a reset link that works for an hour', async () => {
    const { email, mail, link } = await userWithResetLink();
    expect(mail.subject).toBe('Reset your Trusty password');
    expect(mail.text).toContain('1 hour');
    expect(link.email).toBe(email);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers the same for an unknown address and mails nothing', async () => {
    const unknown = uniqueEmail('nobody');
    const response = await post(t.app, '/forgot-password', { email: unknown });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(FORGOT_ANSWER);
    await settleMail(t.app, t.capture);
    expect(mailsTo(t.capture, unknown)).toHaveLength(0);
  });

  it('mails once per minute per account; a later request replaces the earlier link', async () => {
    const { email, link: first } = await userWithResetLink();
    await post(t.app, '/forgot-password', { email });
    await settleMail(t.app, t.capture);
    expect(mailsTo(t.capture, email).filter((m) => /reset/i.test(m.subject))).toHaveLength(1);

    await passCooldowns(t.app, email);
    const before = t.capture.messages.length;
    await post(t.app, '/forgot-password', { email });
    const second = linkParams(
      await waitForMailTo(t.capture, email, /reset/i, before),
      '/reset-password',
    );
    expect(second.token).not.toBe(first.token);

    expect(
      (await post(t.app, '/reset-password', { ...first, password: NEW_PASSWORD })).json(),
    ).toEqual(RESET_REFUSED);
    expect(
      (await post(t.app, '/reset-password', { ...second, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('validates the address', async () => {
    const response = await post(t.app, '/forgot-password', { email: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Email is required' });
  });
});

describe('reset password', () => {
  it('sets the new password, ends every session and does not sign in', async () => {
    const { email, cookie: registeredSession, link } = await userWithResetLink();
    const otherSession = cookieFrom(await login(email, PASSWORD));

    const response = await post(t.app, '/reset-password', { ...link, password: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Your password has been reset. You can now log in.',
    });
    expect(response.cookies).toHaveLength(0);

    expect((await getMe(t.app, registeredSession)).statusCode).toBe(401);
    expect((await getMe(t.app, otherSession)).statusCode).toBe(401);
    expect((await login(email, PASSWORD)).statusCode).toBe(401);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses the same link a second time', async () => {
    const { email, link } = await userWithResetLink();
    expect(
      (await post(t.app, '/reset-password', { ...link, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
    const reused = await post(t.app, '/reset-password', { ...link, password: 'An0therPassword' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual(RESET_REFUSED);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('lets one of two concurrent uses of a link win', async () => {
    const { email, link } = await userWithResetLink();
    const [a, b] = await Promise.all([
      post(t.app, '/reset-password', { ...link, password: 'Fir5tPassword' }),
      post(t.app, '/reset-password', { ...link, password: 'Sec0ndPassword' }),
    ]);
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([200, 400]);
    const winner = a?.statusCode === 200 ? 'Fir5tPassword' : 'Sec0ndPassword';
    expect((await login(email, winner)).statusCode).toBe(200);
  });

  it('refuses forged, expired and mismatched links, changing nothing', async () => {
    const { email, link } = await userWithResetLink();
    const other = await registerUser(t.app);
    const attempts = [
      { token: 'C'.repeat(43), email },
      { token: link.token, email: other.email },
    ];
    for (const attempt of attempts) {
      const response = await post(t.app, '/reset-password', { ...attempt, password: NEW_PASSWORD });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(RESET_REFUSED);
    }
    await expireEmailTokens(t.app, email);
    expect(
      (await post(t.app, '/reset-password', { ...link, password: NEW_PASSWORD })).json(),
    ).toEqual(RESET_REFUSED);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
    expect((await login(other.email, PASSWORD)).statusCode).toBe(200);
  });

  it('accepts a link without the email, as the spec allows', async () => {
    const { email, link } = await userWithResetLink();
    expect(
      (await post(t.app, '/reset-password', { token: link.token, password: NEW_PASSWORD }))
        .statusCode,
    ).toBe(200);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('does not take a verification link for a reset link, nor the other way round', async () => {
    const { email, link: resetLink } = await userWithResetLink();
    const verifyLink = linkParams(
      await waitForMailTo(t.capture, email, /verify/i),
      '/verify-email',
    );
    expect(
      (await post(t.app, '/reset-password', { ...verifyLink, password: NEW_PASSWORD })).json(),
    ).toEqual(RESET_REFUSED);
    expect((await post(t.app, '/verify-email', resetLink)).statusCode).toBe(400);
  });

  it('verifies the address it proves, granting the signup credits once', async () => {
    const { userId, email, link } = await userWithResetLink();
    expect(
      (await post(t.app, '/reset-password', { ...link, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
    const session = cookieFrom(await login(email, NEW_PASSWORD));
    expect((await getMe(t.app, session)).json().data.isEmailVerified).toBe(true);
    expect(await creditsShown(t.app, session)).toBe(100);

    const verifyLink = linkParams(
      await waitForMailTo(t.capture, email, /verify/i),
      '/verify-email',
    );
    expect((await post(t.app, '/verify-email', verifyLink)).statusCode).toBe(200);
    expect(await creditsShown(t.app, session)).toBe(100);
    expect(await signupGrants(t.app, userId)).toHaveLength(1);
  });

  it('validates the new password with the reset rules', async () => {
    const { link } = await userWithResetLink();
    const weak = await post(t.app, '/reset-password', { ...link, password: 'abcdef' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      message:
        'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    });
    expect(
      (await post(t.app, '/reset-password', { ...link, password: 'Ab1' })).json(),
    ).toMatchObject({
      message: 'Password must be at least 6 characters',
    });
    expect((await post(t.app, '/reset-password', { password: NEW_PASSWORD })).json()).toMatchObject(
      {
        message: 'Token is required',
      },
    );
    // The link still works after refused attempts.
    expect(
      (await post(t.app, '/reset-password', { ...link, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
  });
});
