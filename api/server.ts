import { createServer, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { createApp } from './app.ts';
import { startSessionPurge } from './auth/session-purge.ts';
import { startDiaryDigests } from './bookings/diary-digests.ts';
import { startVaccinationReminders } from './bookings/vaccination-reminders.ts';
import type { AppDeps } from './context.ts';
import { DataDirInUse, lockDataDir } from './data-dir-lock.ts';
import { type DatabaseHandle, openPglite, openPostgres, pgliteFolder } from './db/client.ts';
import { EnvError, readEnv } from './env.ts';
import { seedExtraServices } from './extra-services.ts';
import { forgetOldIdempotencyKeys } from './http/changes.ts';
import { describeFault } from './http/fault-log.ts';
import { hotelListener } from './listener.ts';
import { createLog, type Log } from './log.ts';
import { mailSettled } from './mail/after-commit.ts';
import { createFileMailer } from './mail/file-mailer.ts';
import { startMailOutbox } from './mail/outbox.ts';
import { createSmtpMailer } from './mail/smtp-mailer.ts';
import { startReconciliation } from './payments/reconcile.ts';
import { createDepositProvider } from './payments/select-provider.ts';
import { openPhotoStore } from './photos/store.ts';
import { announceStaffSetup } from './staff/staff-accounts.ts';
import { openWebApp } from './web-app.ts';

// The process entry: read the settings, open and migrate the database, then listen.

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a stop waits for requests in flight before giving up on them. */
const STOP_DEADLINE_MS = 10_000;

async function openDatabase(databaseUrl: string | undefined, dataDir: string): Promise<DatabaseHandle> {
  if (databaseUrl !== undefined) return openPostgres(databaseUrl);
  // Released by the exit handler, so every way out (stop, failure, process.exit) frees the folder.
  process.once('exit', lockDataDir(dataDir));
  return openPglite(pgliteFolder(dataDir));
}

/** The server's log, once the settings say at which level; a failure before that goes to stderr as text. */
let serverLog: Log | undefined;

async function main(): Promise<void> {
  const env = readEnv();
  const log = createLog(env.logLevel);
  serverLog = log;
  const database = await openDatabase(env.databaseUrl, env.dataDir);
  log.info(`Applying the database migrations (${database.kind})`);
  await database.migrate();
  log.info('The database has every migration of this release');
  await seedExtraServices(database.db);
  // While the hotel has no manager, the log is the only way to its first staff account (decision 0011),
  // so it is written as a warning, which every LOG_LEVEL but error, fatal and silent keeps.
  await announceStaffSetup(database.db, env.publicUrl, new Date(), (line) => log.warn(line));
  const forgetOldKeys = () =>
    forgetOldIdempotencyKeys(database.db, new Date()).catch((error: unknown) =>
      log.error({ fault: describeFault(error) }, 'Could not clear old idempotency keys'),
    );
  await forgetOldKeys();
  const daily = setInterval(forgetOldKeys, DAY_MS);
  daily.unref();
  const sessionPurge = startSessionPurge(database.db, () => new Date(), log);

  const web = openWebApp(resolve(import.meta.dirname, '../dist/web'), env.publicUrl);
  if (web === undefined) log.warn('The web app is not built (npm run build): serving the API only.');
  // Receipts go by SMTP when SMTP_URL is set; otherwise to DATA_DIR/mail, also beside PostgreSQL.
  const mailer = env.smtpUrl === undefined ? createFileMailer(resolve(env.dataDir, 'mail')) : createSmtpMailer(env.smtpUrl);
  // Sends what an earlier server left in the mail outbox, then retries failed sends on a timer.
  const mailOutbox = startMailOutbox({ db: database.db, mailer, now: () => new Date(), log });
  // The stays' photos: DATA_DIR/photos, or the bucket PHOTO_BUCKET names (issue 34).
  const photos = openPhotoStore(env.photos);
  const deps: AppDeps = {
    db: database.db,
    publicUrl: env.publicUrl,
    guestCapacity: env.guestCapacity,
    pendingHoldMinutes: env.pendingHoldMinutes,
    payments: createDepositProvider({ payments: env.payments, publicUrl: env.publicUrl, paypal: env.paypal, payfast: env.payfast }),
    mailer,
    now: () => new Date(),
    trustedProxies: env.trustedProxies,
    log,
    photos,
  };
  const app = createApp(deps, web);
  // Asks the provider about checkouts nobody finished, now and every hour (its receipts go by the outbox).
  const reconciliation = startReconciliation(deps);
  // E-mails owners whose cats' vaccination records are not in order, two weeks and two days before arrival.
  const vaccinationReminders = startVaccinationReminders(deps);
  // E-mails owners the day's news of a stay under way, each evening (issue 34).
  const diaryDigests = startDiaryDigests(deps);
  const server = createServer(await hotelListener(app, env.publicUrl, log, web?.pagePaths)).listen(env.port, () => {
    const where = database.kind === 'pglite' ? `PGlite in ${resolve(env.dataDir)}` : 'PostgreSQL';
    log.info(
      `Sunningdale Cat Hotel is open on http://localhost:${env.port} (Node.js ${process.versions.node}; database: ${where}; e-mail: ${mailer.description}; photos: ${photos.description})`,
    );
  });

  // The answers being written, so that a stop can have each one close its connection when it is
  // sent: close() only ends the connections idle at that moment, and a browser's keep-alive one
  // would otherwise hold the stop for up to keepAliveTimeout. A request that was still arriving
  // at the stop (its headers not all in, so its connection was not idle) is answered the same way:
  // kept alive, its connection would carry the browser's next request, and the next, until the
  // stop's deadline.
  const answering = new Set<ServerResponse>();
  let stopping = false;
  server.on('request', (_request, response) => {
    if (stopping) response.setHeader('connection', 'close');
    answering.add(response);
    response.once('close', () => answering.delete(response));
  });

  // Take no new connections, finish what is in flight, then close the database cleanly: PGlite must
  // not be cut mid-write.
  const stop = (signal: string) => {
    stopping = true;
    for (const response of answering) {
      if (!response.headersSent) response.setHeader('connection', 'close');
      else response.once('finish', () => server.closeIdleConnections());
    }
    log.info(`${signal}: finishing the requests in flight, then closing`);
    const deadline = setTimeout(() => {
      log.error(`Requests were still running ${STOP_DEADLINE_MS / 1000} s after ${signal}; stopping without them.`);
      process.exit(1);
    }, STOP_DEADLINE_MS);
    deadline.unref();
    server.close(() => {
      // Mail being sent finishes first; what is left waits in the outbox for the next start.
      Promise.all([reconciliation.stop(), vaccinationReminders.stop(), diaryDigests.stop(), mailOutbox.stop(), sessionPurge.stop(), mailSettled()])
        .then(() => database.close())
        .then(
          () => process.exit(0),
          (error: unknown) => {
            log.error({ fault: describeFault(error) }, 'Could not close the database');
            process.exit(1);
          },
        );
    });
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  // A setting or the data folder: a message for the person starting the server, not a fault.
  if (error instanceof EnvError || error instanceof DataDirInUse) console.error(error.message);
  else if (serverLog === undefined) console.error(error);
  else serverLog.fatal({ fault: describeFault(error) }, 'The server could not start');
  process.exit(1);
});
