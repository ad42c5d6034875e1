import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { HOTEL_SENDER, type Mailer, type MailMessage } from './mailer.ts';

/** A file name that sorts by time and says what the message is, safe on every file system. */
function fileNameFor(message: MailMessage, sentAt: Date): string {
  const stamp = sentAt.toISOString().replace(/[:.]/g, '-');
  const subject = message.subject
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${stamp}-${subject}-${crypto.randomUUID().slice(0, 8)}.eml`;
}

/**
 * Writes each message as an .eml file in `folder` (open it in any mail program). The message is
 * built by nodemailer exactly as SMTP would send it, and renamed into place only when complete,
 * so whatever reads the folder never sees half a message.
 */
export function createFileMailer(folder: string, now: () => Date = () => new Date()): Mailer {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `files in ${folder}`,
    async send(message) {
      const built = await composer.sendMail({ from: HOTEL_SENDER, to: [...message.to], subject: message.subject, text: message.text });
      await mkdir(folder, { recursive: true });
      const path = join(folder, fileNameFor(message, now()));
      await writeFile(`${path}.part`, built.message as Buffer);
      await rename(`${path}.part`, path);
    },
  };
}
