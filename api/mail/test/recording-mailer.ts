import type { Mailer, MailMessage } from '../mailer.ts';

/** A mailer for tests that keeps what it was asked to send; its first `failures` sends fail. */
export function recordingMailer(failures = 0): Mailer & { sent: MailMessage[]; attempts: number } {
  const mailer = {
    description: 'memory',
    sent: [] as MailMessage[],
    attempts: 0,
    async send(message: MailMessage) {
      mailer.attempts += 1;
      if (mailer.attempts <= failures) throw new Error('421 mail server busy');
      mailer.sent.push(message);
    },
  };
  return mailer;
}
