import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the test run's server keeps its data (playwright.config.ts), emptied before each run. */
export const e2eDataDir = (port: number) => join(tmpdir(), `sunningdale-e2e-${port}`);

const MAIL_DIR = join(e2eDataDir(Number(process.env.E2E_PORT ?? 3210)), 'mail');

/**
 * The deposit receipts the server wrote for `email` (as .eml files under DATA_DIR/mail, since the
 * tests set no SMTP_URL), with folded headers and quoted-printable soft breaks joined, so each
 * reads as written.
 */
export async function receiptsFor(email: string): Promise<string[]> {
  return mailTo(email);
}

/** Every e-mail the server wrote to `email` (receipts, reset links, ...), each as it reads. */
export async function mailTo(email: string): Promise<string[]> {
  const files = await readdir(MAIL_DIR).catch(() => [] as string[]);
  const texts = await Promise.all(files.filter((file) => file.endsWith('.eml')).map((file) => readFile(join(MAIL_DIR, file), 'utf8')));
  return texts.map((text) => text.replace(/=\r?\n/g, '').replace(/\r?\n[ \t]+/g, ' ')).filter((text) => text.includes(`To: ${email}`));
}
