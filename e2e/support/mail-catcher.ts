// A real SMTP server for the end-to-end run, with a small HTTP view of what it received so
// Playwright workers (separate processes) can read the mail: GET /messages, DELETE /messages.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { addresses, decodeHeader, findPart, parseMime } from '../../apps/api/test/helpers/mime';

const smtpPort = Number(process.env.MAIL_SMTP_PORT ?? 3125);
const httpPort = Number(process.env.MAIL_HTTP_PORT ?? 3126);

interface Message {
  to: string[];
  subject: string;
  text: string;
  replyTo?: string;
  receivedAt: string;
}
const messages: Message[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const entity = parseMime(Buffer.concat(chunks).toString('utf8'));
      messages.push({
        to: addresses(entity.headers.get('to')),
        subject: decodeHeader(entity.headers.get('subject') ?? ''),
        text: findPart(entity, 'text/plain')?.body ?? '',
        replyTo: addresses(entity.headers.get('reply-to'))[0],
        receivedAt: new Date().toISOString(),
      });
      callback();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((req, res) => {
  if (req.url === '/health') return res.end('ok');
  if (req.url === '/messages' && req.method === 'DELETE') {
    messages.length = 0;
    return res.end('[]');
  }
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(messages));
}).listen(httpPort, '127.0.0.1');

const stop = () => {
  smtp.close(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
