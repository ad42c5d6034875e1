import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the test run's server keeps its data (playwright.config.ts), emptied before each run. */
export const e2eDataDir = (port: number) => join(tmpdir(), `sunningdale-e2e-${port}`);

/** The mail of the test run's own server; a spec that starts a server of its own passes that one's `mailDir`. */
export const MAIL_DIR = join(e2eDataDir(Number(process.env.E2E_PORT ?? 3210)), 'mail');

/** Quoted-printable as nodemailer writes it: soft breaks joined, and `=XX` bytes read back as UTF-8. */
function unquoted(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (bytes) => Buffer.from(bytes.replaceAll('=', ''), 'hex').toString('utf8'));
}

/**
 * Every message the server wrote to `email` (as .eml files under DATA_DIR/mail, since the tests
 * set no SMTP_URL), oldest first, with folded headers joined and the body decoded, so each reads
 * as written.
 */
export async function mailFor(email: string, mailDir = MAIL_DIR): Promise<string[]> {
  // The file names start with the time sent, so their order is the order of sending.
  const files = (await readdir(mailDir).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort();
  const texts = await Promise.all(files.map((file) => readFile(join(mailDir, file), 'utf8')));
  return texts.map((text) => unquoted(text).replace(/\r?\n[ \t]+/g, ' ')).filter((text) => text.includes(`To: ${email}`));
}

/** The deposit receipts the server wrote for `email`. */
export async function receiptsFor(email: string, mailDir = MAIL_DIR): Promise<string[]> {
  return (await mailFor(email, mailDir)).filter((text) => text.includes('Subject: Deposit receipt'));
}

/** The newest link to `page` (such as `/confirm-email`) in the mail to `email`, or undefined while there is none. */
export async function newestLinkFor(email: string, page: string, mailDir = MAIL_DIR): Promise<string | undefined> {
  const links = (await mailFor(email, mailDir)).flatMap((text) => text.match(new RegExp(`https?://\\S+${page}#token=[a-z2-7]+`, 'g')) ?? []);
  return links.at(-1);
}
