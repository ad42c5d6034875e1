import nodemailer from 'nodemailer';
import { HOTEL_SENDER, type Mailer } from './mailer.ts';

/**
 * Sends through the SMTP server in `smtpUrl` (smtp://user:pass@host:587, or smtps:// for TLS from
 * the start). Short timeouts: a receipt waits in the background, but a hung server must not hold
 * a connection for nodemailer's default of minutes.
 */
export function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(
    { url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
    { from: HOTEL_SENDER },
  );
  const url = new URL(smtpUrl);
  return {
    description: `SMTP at ${url.hostname}${url.port === '' ? '' : `:${url.port}`}`,
    async send(message) {
      await transport.sendMail({ to: [...message.to], subject: message.subject, text: message.text });
    },
  };
}
