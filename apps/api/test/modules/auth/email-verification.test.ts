import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import {
  creditsShown,
  expireEmailTokens,
  getMe,
  linkParams,
  mailsTo,
  passCooldowns,
  post,
  registerUser,
  settleMail,
  signupGrants,
  uniqueEmail,
  waitForMailTo,
  useAppWithMail,
} from './auth-kit';

const VERIFY_FAILED = {
  success: false,
  message: 'Email verification failed. The link may be expired or invalid.',
  error: 'INVALID_TOKEN',
};
const RESENT = {
  success: true,
  message: 'If the account exists and is not verified yet, a new verification email is on its way.',
};

const t = useAppWithMail();

/** A resend inside the 60 s cooldown: 429 saying when, in the body and in Retry-After. */
function expectCooldown(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  const body = response.json();
  expect(body).toEqual({
    success: false,
    message: `Please wait ${body.retryAfterSeconds} seconds before asking for another verification email.`,
    error: 'RESEND_COOLDOWN',
    retryAfterSeconds: expect.any(Number),
  });
  expect(body.retryAfterSeconds).toBeGreaterThanOrEqual(50);
  expect(body.retryAfterSeconds).toBeLessThanOrEqual(60);
  expect(Number(response.headers['retry-after'])).toBe(body.retryAfterSeconds);
}

async function signUpAndReadMail() {
  const registered = await registerUser(t.app);
  const mail = await waitForMailTo(t.capture, registered.email, /verify/i);
  return { ...registered, mail, link: linkParams(mail, '/verify-email') };
}

describe('sign-up to verified email over real SMTP', () => {
  it('mails a verification link, verifies with it and grants the signup credits once', async () => {
    const { userId, email, cookie, mail, link } = await signUpAndReadMail();
    expect(mail.subject).toBe('Verify your email address for Trusty');
    expect(mail.from).toContain('no-reply@trusty.local');
    expect(link.email).toBe(email);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain('/verify-email?token=');

    expect((await getMe(t.app, cookie)).json().data.isEmailVerified).toBe(false);
    expect(await creditsShown(t.app, cookie)).toBe(0);

    const verified = await post(t.app, '/verify-email', link);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      success: true,
      message: 'Your email address has been verified.',
    });
    expect((await getMe(t.app, cookie)).json().data.isEmailVerified).toBe(true);
    expect(await creditsShown(t.app, cookie)).toBe(100);

    // The same link again (second click, mail scanner): still success, nothing granted twice.
    const replay = await post(t.app, '/verify-email', link);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({
      success: true,
      message: 'Your email address is already verified.',
    });
    expect(await creditsShown(t.app, cookie)).toBe(100);
    expect(await signupGrants(t.app, userId)).toHaveLength(1);
  });

  it('grants once when the same link is posted many times at once', async () => {
    const { userId, cookie, link } = await signUpAndReadMail();
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => post(t.app, '/verify-email', link)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(
      responses.filter((r) => r.json().message === 'Your email address has been verified.'),
    ).toHaveLength(1);
    expect(await creditsShown(t.app, cookie)).toBe(100);
    expect(await signupGrants(t.app, userId)).toHaveLength(1);
  });

  it('accepts the link whatever the case of the address in it', async () => {
    const { cookie, link } = await signUpAndReadMail();
    const response = await post(t.app, '/verify-email', {
      token: link.token,
      email: link.email.toUpperCase(),
    });
    expect(response.statusCode).toBe(200);
    expect((await getMe(t.app, cookie)).json().data.isEmailVerified).toBe(true);
  });
});

describe('refused verification links', () => {
  it('refuses a forged token', async () => {
    const { email, cookie } = await signUpAndReadMail();
    const response = await post(t.app, '/verify-email', { token: 'A'.repeat(43), email });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(VERIFY_FAILED);
    expect((await getMe(t.app, cookie)).json().data.isEmailVerified).toBe(false);
  });

  it("refuses a real token sent with another account's address", async () => {
    const owner = await signUpAndReadMail();
    const other = await registerUser(t.app);
    const response = await post(t.app, '/verify-email', {
      token: owner.link.token,
      email: other.email,
    });
    expect(response.json()).toEqual(VERIFY_FAILED);
    expect((await getMe(t.app, other.cookie)).json().data.isEmailVerified).toBe(false);
    // …and did not use the owner's token up.
    expect((await post(t.app, '/verify-email', owner.link)).statusCode).toBe(200);
  });

  it('refuses an expired token and grants nothing', async () => {
    const { email, userId, cookie, link } = await signUpAndReadMail();
    await expireEmailTokens(t.app, email);
    const response = await post(t.app, '/verify-email', link);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(VERIFY_FAILED);
    expect((await getMe(t.app, cookie)).json().data.isEmailVerified).toBe(false);
    expect(await signupGrants(t.app, userId)).toHaveLength(0);
  });

  it('does not reveal that an address is verified to someone without its link', async () => {
    const { email, link } = await signUpAndReadMail();
    await post(t.app, '/verify-email', link);
    const response = await post(t.app, '/verify-email', { token: 'B'.repeat(43), email });
    expect(response.json()).toEqual(VERIFY_FAILED);
  });

  it('names the missing field', async () => {
    const noToken = await post(t.app, '/verify-email', { email: uniqueEmail() });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json()).toEqual({
      success: false,
      message: 'Token is required',
      error: 'VALIDATION_ERROR',
    });
    const noEmail = await post(t.app, '/verify-email', { token: 'abc' });
    expect(noEmail.json()).toMatchObject({ message: 'Email is required' });
    const badEmail = await post(t.app, '/verify-email', { token: 'abc', email: 'not-an-email' });
    expect(badEmail.json()).toMatchObject({ message: 'Invalid email address' });
  });
});

describe('resending the verification mail', () => {
  it('sends nothing within 60 s of the last mail, then a new link that replaces the old one', async () => {
    const { email, cookie, link: first } = await signUpAndReadMail();

    const tooSoon = await post(t.app, '/verify-email', { email, resend: true });
    expectCooldown(tooSoon);
    await settleMail(t.app, t.capture);
    expect(mailsTo(t.capture, email)).toHaveLength(1);

    await passCooldowns(t.app, email);
    const before = t.capture.messages.length;
    const resent = await post(t.app, '/verify-email', { email: email.toUpperCase(), resend: true });
    expect(resent.json()).toEqual(RESENT);
    const second = linkParams(
      await waitForMailTo(t.capture, email, /verify/i, before),
      '/verify-email',
    );
    expect(second.token).not.toBe(first.token);

    expect((await post(t.app, '/verify-email', first)).json()).toEqual(VERIFY_FAILED);
    expect((await post(t.app, '/verify-email', second)).statusCode).toBe(200);
    expect(await creditsShown(t.app, cookie)).toBe(100);
  });

  it('answers the same for unknown and already verified addresses, and mails neither', async () => {
    const unknown = uniqueEmail('nobody');
    const { email: verified, link } = await signUpAndReadMail();
    await post(t.app, '/verify-email', link);
    await passCooldowns(t.app, verified);

    for (const email of [unknown, verified]) {
      const response = await post(t.app, '/verify-email', { email, resend: true });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(RESENT);
    }
    await settleMail(t.app, t.capture);
    expect(mailsTo(t.capture, unknown)).toHaveLength(0);
    expect(mailsTo(t.capture, verified)).toHaveLength(1);
  });

  it('sends at most one mail for concurrent resends, and tells the others when to retry', async () => {
    const { email } = await signUpAndReadMail();
    await passCooldowns(t.app, email);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(t.app, '/verify-email', { email, resend: true })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 429, 429, 429, 429]);
    for (const answer of answers.filter((r) => r.statusCode === 429)) expectCooldown(answer);
    await settleMail(t.app, t.capture);
    expect(mailsTo(t.capture, email)).toHaveLength(2);
  });

  it('tells an address without an account to wait just the same (no enumeration)', async () => {
    const { email: unverified } = await signUpAndReadMail();
    const unknown = uniqueEmail('nobody');
    const { email: verified, link } = await signUpAndReadMail();
    await post(t.app, '/verify-email', link);
    await passCooldowns(t.app, unverified);
    await passCooldowns(t.app, verified);

    for (const email of [unverified, unknown, verified]) {
      const first = await post(t.app, '/verify-email', { email, resend: true });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual(RESENT);
      const again = await post(t.app, '/verify-email', { email, resend: true });
      expectCooldown(again);
    }
  });

  it('counts the cooldown from the last accepted resend, to the second', async () => {
    const email = uniqueEmail('nobody');
    expect((await post(t.app, '/verify-email', { email, resend: true })).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 45_500);
      const soon = await post(t.app, '/verify-email', { email, resend: true });
      expect(soon.statusCode).toBe(429);
      expect(soon.json().retryAfterSeconds).toBe(15);
      expect(soon.json().message).toBe(
        'Please wait 15 seconds before asking for another verification email.',
      );
      vi.setSystemTime(Date.now() + 15_000);
      expect((await post(t.app, '/verify-email', { email, resend: true })).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('with REQUIRE_EMAIL_VERIFICATION=false', () => {
  const open = useAppWithMail({ REQUIRE_EMAIL_VERIFICATION: 'false' });

  it('grants the signup credits at registration, and verifying later grants nothing more', async () => {
    const { userId, email, cookie } = await registerUser(open.app);
    expect(await creditsShown(open.app, cookie)).toBe(100);
    const link = linkParams(await waitForMailTo(open.capture, email, /verify/i), '/verify-email');
    expect((await post(open.app, '/verify-email', link)).statusCode).toBe(200);
    expect(await creditsShown(open.app, cookie)).toBe(100);
    expect(await signupGrants(open.app, userId)).toHaveLength(1);
  });
});
