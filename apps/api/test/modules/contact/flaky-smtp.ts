import { startSmtpCapture, type CapturedMail, type SmtpCapture } from '../../helpers/smtp';

/** The test SMTP server seen as a contact form's mail server having a bad day: set `refuse` to refuse messages. */
export interface FlakySmtp extends SmtpCapture {
  /** The messages it accepted (the same list as `messages`). */
  delivered: CapturedMail[];
}

export async function startFlakySmtp(): Promise<FlakySmtp> {
  const smtp = await startSmtpCapture();
  return Object.assign(smtp, { delivered: smtp.messages });
}
