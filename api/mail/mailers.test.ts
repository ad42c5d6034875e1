import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileMailer } from './file-mailer.ts';
import type { MailMessage } from './mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

const message: MailMessage = {
  to: ['thandi@example.com'],
  subject: 'Deposit receipt: Biscuit at Sunningdale Cat Hotel',
  text: 'Dear Thandi,\n\nDeposit paid: R100\n',
};

interface Received {
  from: string;
  to: string[];
  data: string;
}

/**
 * The least of an SMTP server (RFC 5321): greets, says yes to each command and keeps what came
 * after DATA. No STARTTLS or AUTH is offered, so nodemailer sends in plain text.
 */
function fakeSmtpServer(received: Received[]): Server {
  return createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: Received = { from: '', to: [], data: '' };
    socket.setEncoding('utf8');
    socket.write('220 fake.smtp ESMTP ready\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end === -1) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-fake.smtp\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') {
          current.from = line;
          socket.write('250 2.1.0 ok\r\n');
        } else if (verb === 'RCPT') {
          current.to.push(line);
          socket.write('250 2.1.5 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        } else socket.write('250 ok\r\n');
      }
    });
  });
}

describe('the SMTP mailer', () => {
  const received: Received[] = [];
  const server = fakeSmtpServer(received);
  let port = 0;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('hands the message to the server in SMTP_URL, from the hotel, to the owner', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`);
    expect(mailer.description).toBe(`SMTP at 127.0.0.1:${port}`);
    await mailer.send(message);
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail!.from).toBe('MAIL FROM:<stay@sunningdalecathotel.co.za>');
    expect(mail!.to).toEqual(['RCPT TO:<thandi@example.com>']);
    expect(mail!.data).toContain('From: Sunningdale Cat Hotel <stay@sunningdalecathotel.co.za>');
    expect(mail!.data).toContain('To: thandi@example.com');
    expect(mail!.data).toContain('Subject: Deposit receipt: Biscuit at Sunningdale Cat Hotel');
    expect(mail!.data).toContain('Deposit paid: R100');
  });

  it('fails loudly when no server answers, so the caller can log and retry', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(createSmtpMailer(`smtp://127.0.0.1:${deadPort}`).send(message)).rejects.toThrow();
  });
});

describe('the file mailer', () => {
  let folder = '';
  beforeAll(async () => {
    folder = join(await mkdtemp(join(tmpdir(), 'hotel-mail-')), 'mail');
  });
  afterAll(() => rm(join(folder, '..'), { recursive: true, force: true }));

  it('writes each message as a complete .eml file in the folder, creating it', async () => {
    const mailer = createFileMailer(folder, () => new Date('2026-11-20T08:30:00Z'));
    await mailer.send(message);
    await mailer.send({ ...message, subject: 'Second' });
    const files = (await readdir(folder)).sort();
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
    expect(files[0]).toMatch(/^2026-11-20T08-30-00-000Z-deposit-receipt-biscuit-at-sunningdale-cat-hotel-[0-9a-f]{8}\.eml$/);
    const eml = await readFile(join(folder, files[0]!), 'utf8');
    expect(eml).toContain('From: Sunningdale Cat Hotel <stay@sunningdalecathotel.co.za>');
    expect(eml).toContain('To: thandi@example.com');
    expect(eml).toContain('Deposit paid: R100');
  });
});
