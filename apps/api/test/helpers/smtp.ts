import { SMTPServer } from 'smtp-server';
import { addresses, decodeHeader, findPart, parseMime } from './mime';

export interface CapturedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Raw header values, lower-cased names. */
  headers: Map<string, string>;
  raw: string;
}

export interface SmtpCapture {
  url: string;
  /** The messages it accepted. */
  messages: CapturedMail[];
  /** Every message offered (accepted or refused), in order. */
  attempts: CapturedMail[];
  /** Decides per message whether to refuse it with a temporary error (451 after DATA); refuses none by default. */
  refuse: (mail: CapturedMail) => boolean;
  /** Resolves with the first message (received now or later) that matches. */
  waitFor(predicate: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps what it receives (and can refuse chosen messages). */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const attempts: CapturedMail[] = [];
  const policy = { refuse: (_mail: CapturedMail) => false };
  const waiters: Array<{
    predicate: (m: CapturedMail) => boolean;
    resolve: (m: CapturedMail) => void;
  }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (error) => callback(error));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const entity = parseMime(raw);
        const mail: CapturedMail = {
          to: addresses(entity.headers.get('to')),
          from: decodeHeader(entity.headers.get('from') ?? ''),
          subject: decodeHeader(entity.headers.get('subject') ?? ''),
          text: findPart(entity, 'text/plain')?.body ?? '',
          html: findPart(entity, 'text/html')?.body ?? '',
          replyTo: addresses(entity.headers.get('reply-to'))[0],
          headers: entity.headers,
          raw,
        };
        attempts.push(mail);
        if (policy.refuse(mail)) {
          callback(
            Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }),
          );
          return;
        }
        messages.push(mail);
        for (const waiter of [...waiters]) {
          if (waiter.predicate(mail)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(mail);
          }
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    attempts,
    get refuse() {
      return policy.refuse;
    },
    set refuse(predicate) {
      policy.refuse = predicate;
    },
    waitFor(predicate, timeoutMs = 5000) {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching mail arrived')), timeoutMs);
        waiters.push({
          predicate,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text that starts with the given prefix. */
export function linkFrom(mail: CapturedMail, prefix: string): URL {
  const match = mail.text.match(/https?:\/\/[^\s<>"']+/g)?.find((link) => link.startsWith(prefix));
  if (!match) throw new Error(`no link starting with ${prefix} in mail "${mail.subject}"`);
  return new URL(match);
}
