import { MAIL_URL } from './env';

export interface E2eMail {
  to: string[];
  subject: string;
  text: string;
  replyTo?: string;
}

/** Polls the mail catcher until a message to `to` whose subject matches arrives. */
export async function waitForMail(
  to: string,
  subject: RegExp,
  timeoutMs = 10_000,
): Promise<E2eMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${MAIL_URL}/messages`);
    const messages = (await response.json()) as E2eMail[];
    const found = messages
      .filter((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject))
      .at(-1);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`);
}

export function linkIn(mail: E2eMail, pathPrefix: string): string {
  const link = mail.text
    .match(/https?:\/\/[^\s<>"']+/g)
    ?.find((l) => new URL(l).pathname.startsWith(pathPrefix));
  if (!link) throw new Error(`no ${pathPrefix} link in "${mail.subject}"`);
  return link;
}
