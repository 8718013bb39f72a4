import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { BASE_URL } from './env';
import { linkIn, waitForMail } from './mail';

export const E2E_PASSWORD = 'Str0ng!Passw0rd';

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

/** Fills the sign-up form on the page, as Grace Hopper with `email`, and submits it. */
export async function submitSignupForm(page: Page, email: string) {
  await page.getByLabel('First Name').fill('Grace');
  await page.getByLabel('Last Name').fill('Hopper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel('Confirm Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/**
 * Registers through the API, follows the verification mail and leaves the context signed in
 * (the session cookie lives in `request`, which shares storage with its page when it is
 * `page.request`). For journeys that are not about sign-up itself.
 */
export async function registerVerifiedUser(
  request: APIRequestContext,
  options: { email?: string; firstName?: string; lastName?: string } = {},
): Promise<{ email: string; password: string }> {
  const email = options.email ?? uniqueEmail();
  const registered = await request.post('/api/v1/auth/register', {
    data: {
      email,
      password: E2E_PASSWORD,
      firstName: options.firstName ?? 'Ada',
      lastName: options.lastName ?? 'Lovelace',
    },
  });
  if (!registered.ok())
    throw new Error(`register failed: ${registered.status()} ${await registered.text()}`);
  const mail = await waitForMail(email, /verify/i);
  const url = new URL(linkIn(mail, '/verify-email'));
  // Signed in by the registration: a change made with the session cookie says it comes from
  // the app's page, as the browser's fetch does (issue 33 §5).
  const verified = await request.post('/api/v1/auth/verify-email', {
    headers: { origin: BASE_URL },
    data: { token: url.searchParams.get('token'), email: url.searchParams.get('email') },
  });
  if (!verified.ok())
    throw new Error(`verify failed: ${verified.status()} ${await verified.text()}`);
  return { email, password: E2E_PASSWORD };
}
