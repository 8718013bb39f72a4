import { SMTPServer } from 'smtp-server';
import { addresses, decodeHeader, findPart, parseMime } from '../../helpers/mime';
import type { CapturedMail } from '../../helpers/smtp';

export interface FlakySmtp {
  url: string;
  /** Every message offered to the server (accepted or refused), in order. */
  attempts: CapturedMail[];
  /** The messages it accepted. */
  delivered: CapturedMail[];
  /** Decides per message whether the server refuses it (451 after DATA); refuses none by default. */
  refuse: (mail: CapturedMail) => boolean;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback, like helpers/smtp.ts, that can refuse messages with a
 * temporary error: the mail server of a contact form that is having a bad day.
 */
export async function startFlakySmtp(): Promise<FlakySmtp> {
  const flaky: Omit<FlakySmtp, 'url' | 'close'> = {
    attempts: [],
    delivered: [],
    refuse: () => false,
  };
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
        flaky.attempts.push(mail);
        if (flaky.refuse(mail)) {
          callback(
            Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }),
          );
          return;
        }
        flaky.delivered.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return Object.assign(flaky, {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
