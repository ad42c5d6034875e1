import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { createApp } from './app.ts';
import { type DatabaseHandle, openPglite, openPostgres } from './db/client.ts';
import { EnvError, readEnv } from './env.ts';
import { seedExtraServices } from './extra-services.ts';
import { forgetOldIdempotencyKeys } from './http/changes.ts';
import { hotelListener } from './listener.ts';
import { createFileMailer } from './mail/file-mailer.ts';
import { createSmtpMailer } from './mail/smtp-mailer.ts';
import { createDepositProvider } from './payments/select-provider.ts';
import { openWebApp } from './web-app.ts';

// The process entry: read the settings, open and migrate the database, then listen.

const DAY_MS = 24 * 60 * 60 * 1000;

async function openDatabase(databaseUrl: string | undefined, dataDir: string): Promise<DatabaseHandle> {
  if (databaseUrl !== undefined) return openPostgres(databaseUrl);
  return openPglite(resolve(dataDir, 'pglite'));
}

async function main(): Promise<void> {
  const env = readEnv();
  const database = await openDatabase(env.databaseUrl, env.dataDir);
  await database.migrate();
  await seedExtraServices(database.db);
  const forgetOldKeys = () =>
    forgetOldIdempotencyKeys(database.db, new Date()).catch((error: unknown) =>
      console.error('Could not clear old idempotency keys:', error),
    );
  await forgetOldKeys();
  const daily = setInterval(forgetOldKeys, DAY_MS);
  daily.unref();

  const web = openWebApp(resolve(import.meta.dirname, '../dist/web'), env.publicUrl);
  if (web === undefined) console.warn('The web app is not built (npm run build): serving the API only.');
  // Receipts go by SMTP when SMTP_URL is set; otherwise to DATA_DIR/mail, also beside PostgreSQL.
  const mailer = env.smtpUrl === undefined ? createFileMailer(resolve(env.dataDir, 'mail')) : createSmtpMailer(env.smtpUrl);
  const app = createApp({
    db: database.db,
    publicUrl: env.publicUrl,
    guestCapacity: env.guestCapacity,
    payments: createDepositProvider({ payments: env.payments, publicUrl: env.publicUrl, paypal: env.paypal }),
    mailer,
    now: () => new Date(),
  }, web?.routes);
  const server = createServer(await hotelListener(app, env.publicUrl, web?.pagePaths)).listen(env.port, () => {
    const where = database.kind === 'pglite' ? `PGlite in ${resolve(env.dataDir)}` : 'PostgreSQL';
    console.log(`Sunningdale Cat Hotel is open on http://localhost:${env.port} (database: ${where}; e-mail: ${mailer.description})`);
  });

  // Finish what is in flight, then close the database cleanly: PGlite must not be cut mid-write.
  const stop = (signal: string) => {
    console.log(`${signal}: closing`);
    server.close(() => {
      database.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
