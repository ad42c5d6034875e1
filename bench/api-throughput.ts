/**
 * Requests per second and p99 latency of the work owners do, each beside a bare node:http server
 * that runs the same SQL on the same database (bench/bare-stack.ts), measured in one run so the
 * machine's speed cancels out in the share. On PostgreSQL when TEST_POSTGRES_URL or
 * BENCH_DATABASE_URL names a server (a database of its own is created there and dropped after),
 * and on in-memory PGlite, printed apart; PGlite alone when neither is set.
 *
 *   npm run bench
 *   TEST_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench
 *
 * Options: BENCH_SECONDS (default 10, each server's time per row), BENCH_TURNS (default 5: the turns
 * the two servers take within those seconds), BENCH_CONNECTIONS (default 50), BENCH_ONLY (run the rows
 * whose name contains it), BENCH_PGLITE=0 (PostgreSQL only), BENCH_PROFILE=<folder> (after the
 * rows, a CPU profile of the app under the first row's load, the signed-in GET /api/cats unless
 * BENCH_ONLY picks another; written there and summed by layer), BENCH_SIGN_UP_FLOOD=<connections> (while the app is measured, that many more connections
 * send sign-ups, each of a new e-mail from an address of its own, to show what a flood of password
 * hashing leaves of the other rows; the bare stack is not flooded, so its share is no goal then),
 * BENCH_BARE_LOG=0 (the bare stack writes no line per request; by default it writes the app's
 * request line, as bench/bare-stack.ts says why).
 * The diary's rows (issue 34) post a phone's photo from the round (4 connections, turns three times
 * as long) and read the owner's stay page with a week of diary: BENCH_ONLY=diary runs them alone
 * (bench/stays-in-the-house.ts, bench/photo-uploads.ts).
 * The load comes from autocannon in a child process (bench/load.ts), so it does not
 * share the servers' event loop; every load is bounded in time and every server, pool and
 * database is closed before the process exits.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type OutgoingHttpHeaders, type RequestListener, type Server } from 'node:http';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import { eq, inArray, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { addDays, todayAtHotel } from '../domain/dates.ts';
import { createApp } from '../api/app.ts';
import type { AppDeps } from '../api/context.ts';
import { type DatabaseHandle, openPglite, openPostgres } from '../api/db/client.ts';
import * as schema from '../api/db/schema.ts';
import { sessionIdOf } from '../api/auth/sessions.ts';
import { seedExtraServices } from '../api/extra-services.ts';
import { hotelListener } from '../api/listener.ts';
import { createLog, standardOutput } from '../api/log.ts';
import { mailSettled } from '../api/mail/after-commit.ts';
import { createTestProvider } from '../api/payments/test-provider.ts';
import { folderPhotoStore } from '../api/photos/store.ts';
import { createEmptyDatabase } from '../api/test/database.ts';
import type { BareDatabase, Row } from './bare-database.ts';
import { type AppAnswer, bareListener } from './bare-stack.ts';
import { bookingRequest, ownerCatId, ownerCookie, ownerId, ownerToken, READER } from './booking-owners.ts';
import type { LoadFigures, LoadSpec } from './load.ts';
import { type PhotoLoad, phonePhoto, photoRequest } from './photo-uploads.ts';
import { printProfile, type CpuProfile } from './profile-layers.ts';
import { diaryCookie, diaryStayId, makeStaysInTheHouse, photoStays, STAFF, staffCookie } from './stays-in-the-house.ts';

const run = promisify(execFile);
const LOAD_SCRIPT = fileURLToPath(new URL('./load.ts', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Each server's SECONDS are run in this many turns, bare and app alternating. */
const TURNS = Number(process.env.BENCH_TURNS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ONLY = process.env.BENCH_ONLY;
const PROFILE_DIR = process.env.BENCH_PROFILE;
const SIGN_UP_FLOOD = Number(process.env.BENCH_SIGN_UP_FLOOD ?? 0);
const POSTGRES_SERVER = process.env.BENCH_DATABASE_URL ?? process.env.TEST_POSTGRES_URL;
/** The app's pool and the bare stack's are the same size, as `openPostgres` makes it. */
const POOL = 10;
/** Owners the booking load takes turns through: each may hold 3 unpaid bookings, so enough for 3 × this many a run. */
const BOOKING_OWNERS = 8000;
/**
 * A photo upload is the server's CPU (sharp decodes, resizes and encodes four files, about a tenth
 * of a second of a core each, two photos at a time: api/photos/resize.ts) and a disk's flushes, not
 * the database's waits: four phones posting at once already keep it busy, and 50 would only queue
 * behind the resizing and measure the queue.
 */
const PHOTO_CONNECTIONS = 4;
/**
 * A photo takes a few tenths of a second, so a turn of 2 s would end only a handful, and the ones
 * cut off at each turn's end would weigh on the figure: the upload's turns are this many times longer.
 */
const PHOTO_TIME = 3;
const PUBLIC_URL = 'http://127.0.0.1';

/** One load in a child process; killed if it outlives its time, so a stuck server cannot hang the bench. */
async function load(spec: Omit<LoadSpec, 'connections' | 'seconds'>, seconds = SECONDS, connections = CONNECTIONS): Promise<LoadFigures> {
  const full: LoadSpec = { ...spec, connections, seconds };
  const { stdout } = await run(process.execPath, [LOAD_SCRIPT, JSON.stringify(full)], {
    maxBuffer: 16 * 1024 * 1024,
    timeout: (seconds + 30) * 1000,
    killSignal: 'SIGKILL',
  });
  return JSON.parse(stdout) as LoadFigures;
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

/**
 * A server that knows how many requests it is still answering. When a load ends, requests queued
 * behind the places lock are still running; the next step waits for them (at most 30 s), so they
 * neither land in the next run's tables nor meet a closed pool.
 */
function serverCounting(name: string, listener: RequestListener): Server & { drained(): Promise<void> } {
  let answering = 0;
  const server = createServer((request, response) => {
    answering += 1;
    // Counted until the listener has finished, not until the socket closes: a request whose
    // client left when its load ended still runs its transaction.
    void Promise.resolve(listener(request, response) as unknown).finally(() => (answering -= 1));
  });
  return Object.assign(server, {
    async drained() {
      for (const deadline = Date.now() + 30_000; answering > 0 && Date.now() < deadline;) await sleep(20);
      if (answering > 0) console.log(`(${name}: ${answering} requests still running after 30 s)`);
    },
  });
}

/** The headers an answer came with, as a bare server would write them again (not the date or the length). */
async function answerOf(response: Response): Promise<AppAnswer> {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of response.headers) {
    if (!['date', 'content-length', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)) headers[name] = value;
  }
  return { headers, body: await response.text() };
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** The bare stack's database: its own postgres.js pool, or the app's PGlite (one connection for both). */
function bareDatabase(database: DatabaseHandle, url: string | undefined): { db: BareDatabase; end(): Promise<void> } {
  if (url !== undefined) {
    // Calendar dates stay text, as drizzle reads them.
    const client = postgres(url, {
      max: POOL,
      // As the app's: no LLVM compiling of short queries (api/db/client.ts).
      connection: { jit: 'off' },
      onnotice: () => {},
      types: { date: { to: 1082, from: [1082], serialize: (x: string) => x, parse: (x: string) => x } },
    });
    // JSON the caller wrote as text goes as it is (drizzle's driver does the same for the app),
    // not encoded a second time.
    client.options.serializers[3802] = (x: unknown) => x as string;
    // postgres.js's default: each statement is prepared once per connection, then only bound.
    const on = (sql: postgres.Sql | postgres.TransactionSql) => (text: string, params: unknown[]) =>
      sql.unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare: true }) as unknown as Promise<Row[]>;
    async function transaction<T>(work: (query: BareDatabase['query']) => Promise<T>): Promise<T> {
      return (await client.begin((tx) => work(on(tx)))) as T;
    }
    return { db: { query: on(client), transaction }, end: () => client.end({ timeout: 5 }) };
  }
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const options = { parsers: { 1082: (x: string) => x } };
  return {
    db: {
      query: async (text, params) => (await client.query<Row>(text, params, options)).rows,
      transaction: (work) => client.transaction((tx) => work(async (text, params) => (await tx.query<Row>(text, params, options)).rows)),
    },
    end: async () => {},
  };
}

/** The reader (3 cats, 3 bookings through the app) and the booking load's owners (one cat each), made in SQL. */
async function makeOwners(database: DatabaseHandle, appUrl: string): Promise<void> {
  const now = new Date();
  for (let first = 0; first <= BOOKING_OWNERS; first += 1000) {
    const numbers = Array.from({ length: Math.min(1000, BOOKING_OWNERS + 1 - first) }, (_, i) => first + i);
    await database.db
      .insert(schema.users)
      .values(numbers.map((n) => ({ id: ownerId(n), email: `owner${n}@bench.example`, passwordHash: 'not used: the bench signs in by session' })));
    await database.db
      .insert(schema.sessions)
      .values(numbers.map((n) => ({ id: sessionIdOf(ownerToken(n)), userId: ownerId(n), expiresAt: new Date(now.getTime() + 20 * 86_400_000) })));
    await database.db
      .insert(schema.cats)
      .values(numbers.filter((n) => n !== READER).map((n) => ({ id: ownerCatId(n), ownerId: ownerId(n), name: `Cat ${n}` })));
  }
  const headers = { 'content-type': 'application/json', cookie: ownerCookie(READER) };
  const catIds: string[] = [];
  for (const name of ['Mochi', 'Pepper', 'Luna']) {
    const response = await fetch(`${appUrl}/api/cats`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name, breed: 'Domestic shorthair', age: 3 }),
    });
    catIds.push(((await response.json()) as { id: string }).id);
  }
  const today = todayAtHotel(now);
  for (const weeks of [2, 4, 6]) {
    const checkInDate = addDays(today, weeks * 7);
    const response = await fetch(`${appUrl}/api/bookings`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ booking: { checkInDate, checkOutDate: addDays(checkInDate, 4) }, catIds, extraServiceIds: [1] }),
    });
    if (response.status !== 201) throw new Error(`The reader's booking was refused: ${response.status} ${await response.text()}`);
  }
}

/**
 * Before each booking load: the load's bookings and keys gone, so every run starts from the same
 * tables. Only its owners' (numbered 1 to BOOKING_OWNERS): the reader's and the diary's stays stay.
 */
async function clearBookingLoad(database: DatabaseHandle): Promise<void> {
  const loadOwners = (column: string) => sql`${sql.identifier(column)} between ${ownerId(1)}::uuid and ${ownerId(BOOKING_OWNERS)}::uuid`;
  await database.db.execute(sql`delete from booking_events where ${loadOwners('actor_id')}`);
  await database.db.execute(sql`delete from bookings where ${loadOwners('owner_id')}`);
  await database.db.execute(sql`delete from idempotency_keys where ${loadOwners('owner_id')}`);
}

/** Before each photo load: the photos it posted, their keys and their files gone, so every run starts from the same tables and folders. */
async function clearPhotoLoad(database: DatabaseHandle, folders: readonly string[]): Promise<void> {
  await database.db.delete(schema.stayPhotos).where(
    inArray(
      schema.stayPhotos.bookingId,
      photoStays.map((stay) => stay.bookingId),
    ),
  );
  await database.db.delete(schema.idempotencyKeys).where(eq(schema.idempotencyKeys.ownerId, ownerId(STAFF)));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}

/**
 * The SQL the app sends for one request of each kind, counted on a client that sees every
 * statement. postgres.js runs a statement with parameters that is not prepared in two round trips
 * (describe, then execute), a prepared one in one after its first use on a connection. What a
 * request starts after its answer (a photo's news to the owner's phones) is counted apart.
 */
async function countRoundTrips(url: string, deps: AppDeps, firstDay: string, photo: { load: PhotoLoad; data: string }): Promise<void> {
  const sent: { text: string; parameters: number }[] = [];
  const counted = openPostgres(url, (text, parameters) => sent.push({ text, parameters: parameters.length }));
  const app = createApp({ ...deps, db: counted.db });
  const booking = bookingRequest(0, firstDay, BOOKING_OWNERS);
  const upload = photoRequest(0, photo.load, photo.data);
  const change = (cookie: string, key: string, body: string): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'idempotency-key': key },
    body,
  });
  const requests: [string, string, RequestInit][] = [
    ['GET /api/cats', '/api/cats', { headers: { cookie: ownerCookie(READER) } }],
    ['GET /api/bookings', '/api/bookings', { headers: { cookie: ownerCookie(READER) } }],
    ['POST /api/bookings', '/api/bookings', change(booking.cookie, booking.idempotencyKey, booking.body)],
    ['GET /api/bookings/:id (a week of diary)', `/api/bookings/${diaryStayId}`, { headers: { cookie: diaryCookie } }],
    ['POST /api/staff/stay-photos', '/api/staff/stay-photos', change(staffCookie, upload.idempotencyKey, upload.body)],
  ];
  const print = (statements: typeof sent) => {
    for (const { text } of statements) console.log(`    ${text.replace(/\s+/g, ' ').slice(0, 160)}`);
  };
  console.log('SQL statements per request (the app, PostgreSQL):');
  for (const [name, path, init] of requests) {
    sent.length = 0;
    const response = await app.request(`${PUBLIC_URL}${path}`, init);
    await response.text();
    const answered = sent.splice(0);
    const withParameters = answered.filter((statement) => statement.parameters > 0).length;
    console.log(`  ${name}: ${answered.length} statements, ${withParameters} with parameters (answer ${response.status})`);
    print(answered);
    await mailSettled();
    if (sent.length > 0) {
      console.log(`  and after its answer: ${sent.length} statements`);
      print(sent);
    }
  }
  await counted.close();
}

interface Measured {
  name: string;
  bare: LoadFigures;
  app: LoadFigures;
  goal: number;
  /** The app's share in each turn, printed as a range beside the whole run's. */
  turnShares: number[];
}

/**
 * A read's answers from both servers, compared before it is measured: a bare stack that answered
 * less than the app (a column or a statement the app has since gained) would flatter the bare
 * stack's speed, and the share would be read as the app's cost.
 */
async function checkSameAnswer(row: BenchRow, appUrl: string, bareUrl: string): Promise<void> {
  if (row.booking || row.photos) return;
  const read = async (url: string) => (await fetch(url, { headers: row.cookie === undefined ? {} : { cookie: row.cookie } })).text();
  const [app, bare] = [await read(`${appUrl}${row.appPath}`), await read(`${bareUrl}${row.barePath}`)];
  if (app !== bare) console.log(`(${row.name}: the bare stack's answer is not the app's, ${bare.length} and ${app.length} characters)`);
}

/** One server's turns as one run: requests over the whole time, the worst turn's p99. */
function together(turns: LoadFigures[]): LoadFigures {
  const sum = (pick: (f: LoadFigures) => number) => turns.reduce((total, f) => total + pick(f), 0);
  return {
    rps: sum((f) => f.rps) / turns.length,
    p99: Math.max(...turns.map((f) => f.p99)),
    requests: sum((f) => f.requests),
    errors: sum((f) => f.errors),
    non2xx: sum((f) => f.non2xx),
  };
}

/** A row of the bench: what is loaded on each server, and the share of the bare stack the app should reach. */
interface BenchRow {
  name: string;
  appPath: string;
  barePath: string;
  cookie?: string;
  booking?: true;
  photos?: true;
  connections?: number;
  /** Each server's time on the row, in seconds: SECONDS unless the row needs longer turns. */
  seconds?: number;
  goal: number;
}

/** The phone's photo the upload row sends, made once for the whole bench: its file for the load, its base64 for the count. */
interface BenchPhoto {
  file: string;
  data: string;
  /** Where each database's stores are made, and removed with it at the end. */
  folder: string;
}

async function benchOn(kind: 'postgres' | 'pglite', photo: BenchPhoto): Promise<void> {
  const own = kind === 'postgres' ? await createEmptyDatabase(POSTGRES_SERVER) : undefined;
  const database = own === undefined ? await openPglite() : openPostgres(own.url);
  const servers: ReturnType<typeof serverCounting>[] = [];
  let bare: ReturnType<typeof bareDatabase> | undefined;
  try {
    await database.migrate();
    await seedExtraServices(database.db);
    // Each server's photos in a folder of its own, as DATA_DIR/photos holds them for `npm start`.
    const photoFolders = { app: join(photo.folder, `${kind}-app`), bare: join(photo.folder, `${kind}-bare`) };
    const deps: AppDeps = {
      db: database.db,
      publicUrl: PUBLIC_URL,
      guestCapacity: 5,
      pendingHoldMinutes: 2880,
      payments: createTestProvider({ publicUrl: PUBLIC_URL }),
      now: () => new Date(),
      // Every request's line written as the server writes it, so its cost is in the figures, but
      // to /dev/null, not over the bench's own report.
      log: createLog('info', standardOutput('/dev/null')),
      // The sign-up flood says where each sign-up comes from with X-Forwarded-For.
      ...(SIGN_UP_FLOOD > 0 ? { trustedProxies: 1 } : {}),
      photos: folderPhotoStore(photoFolders.app),
    };
    // The listener `npm start` runs, frozen answers included.
    const appServer = serverCounting('app', await hotelListener(createApp(deps), PUBLIC_URL, deps.log));
    servers.push(appServer);
    const appUrl = await listen(appServer);
    await makeOwners(database, appUrl);
    await makeStaysInTheHouse(database);
    const firstDay = addDays(todayAtHotel(new Date()), 400);
    let photoRuns = 0;
    const photoLoad = (): PhotoLoad => ({ file: photo.file, run: photoRuns++, day: todayAtHotel(new Date()), stays: photoStays });
    if (own !== undefined) {
      await countRoundTrips(own.url, deps, firstDay, { load: photoLoad(), data: photo.data });
      await clearBookingLoad(database);
    }

    bare = bareDatabase(database, own?.url);
    const reader = ownerCookie(READER);
    const json = await answerOf(await fetch(`${appUrl}/api/cats`, { headers: { cookie: reader } }));
    const services = await answerOf(await fetch(`${appUrl}/api/extra-services?through=app`));
    const bareLog = process.env.BENCH_BARE_LOG === '0' ? undefined : createLog('info', standardOutput('/dev/null'));
    const bareLoad = serverCounting('bare', bareListener(bare.db, json.headers, services, folderPhotoStore(photoFolders.bare), bareLog));
    servers.push(bareLoad);
    const bareUrl = await listen(bareLoad);

    console.log(
      `\nAPI throughput on ${kind}: ${CONNECTIONS} connections, ${SECONDS} s each in ${TURNS} turns (photo uploads: ${PHOTO_CONNECTIONS} connections, ${PHOTO_TIME * SECONDS} s), Node ${process.version}\n`,
    );
    let bookingLoads = 0;
    /** What a load of `row` sends besides its address; the tables and folders it writes to are cleared first. */
    const loadOf = async (row: BenchRow): Promise<Omit<LoadSpec, 'url' | 'connections' | 'seconds'>> => {
      const cookie = row.cookie === undefined ? {} : { cookie: row.cookie };
      if (row.booking) {
        await clearBookingLoad(database);
        // Each booking load books days of its own, 15,000 days after the last one's first.
        return { ...cookie, booking: { firstDay: addDays(firstDay, 15_000 * bookingLoads++), owners: BOOKING_OWNERS } };
      }
      if (row.photos) {
        await clearPhotoLoad(database, [photoFolders.app, photoFolders.bare]);
        return { ...cookie, photos: photoLoad() };
      }
      return cookie;
    };
    const rows: BenchRow[] = [
      { name: 'GET /api/cats (signed in)', appPath: '/api/cats', barePath: '/api/cats', cookie: reader, goal: 0.7 },
      { name: 'GET /api/bookings (signed in)', appPath: '/api/bookings', barePath: '/api/bookings', cookie: reader, goal: 0.7 },
      { name: 'POST /api/bookings', appPath: '/api/bookings', barePath: '/api/bookings', booking: true, goal: 0.6 },
      // A query string is not frozen, so this row shows what the app itself costs.
      { name: 'GET /api/extra-services, not frozen', appPath: '/api/extra-services?through=app', barePath: '/api/extra-services', goal: 0.7 },
      { name: 'GET /api/extra-services, frozen', appPath: '/api/extra-services', barePath: '/api/extra-services', goal: 0.9 },
      // The owner's stay page in the middle of a week (bench/stays-in-the-house.ts): the booking and
      // its diary, 84 entries of the care log and 14 photos, in the 9 statements the app sends.
      {
        name: 'GET /api/bookings/:id (diary)',
        appPath: `/api/bookings/${diaryStayId}`,
        barePath: `/api/bookings/${diaryStayId}`,
        cookie: diaryCookie,
        goal: 0.7,
      },
      // A phone's photo from the round, resized into its four files by the same function on both
      // servers (api/photos/resize.ts): the share is what the app adds around the same work.
      {
        name: 'POST /api/staff/stay-photos (diary)',
        appPath: '/api/staff/stay-photos',
        barePath: '/api/staff/stay-photos',
        cookie: staffCookie,
        photos: true,
        connections: PHOTO_CONNECTIONS,
        seconds: PHOTO_TIME * SECONDS,
        goal: 0.85,
      },
    ];
    const measured: Measured[] = [];
    const floods: LoadFigures[] = [];
    console.log('endpoint                             server    req/s    p99 ms  errors  non-2xx');
    const chosen = rows.filter((r) => ONLY === undefined || r.name.includes(ONLY));
    for (const row of chosen) {
      const once = async (url: string, server: ReturnType<typeof serverCounting>, seconds: number) => {
        const figures = await load({ url, ...(await loadOf(row)) }, seconds, row.connections);
        await server.drained();
        return figures;
      };
      const bareRun = (seconds: number) => once(`${bareUrl}${row.barePath}`, bareLoad, seconds);
      const appRun = async (seconds: number) => {
        if (SIGN_UP_FLOOD === 0) return once(`${appUrl}${row.appPath}`, appServer, seconds);
        const [figures, flood] = await Promise.all([
          once(`${appUrl}${row.appPath}`, appServer, seconds),
          load({ url: `${appUrl}/api/register`, signUps: true }, seconds, SIGN_UP_FLOOD),
        ]);
        floods.push(flood);
        return figures;
      };
      await checkSameAnswer(row, appUrl, bareUrl);
      // A short first run warms each server's JIT, so neither is measured cold.
      await bareRun(2);
      await appRun(2);
      // The two take turns: this machine's speed drifts by half within a minute, and a drift
      // that falls on one server's whole run would be read as that server's speed.
      const turns: { bare: LoadFigures; app: LoadFigures }[] = [];
      const turn = (row.seconds ?? SECONDS) / TURNS;
      for (let n = 0; n < TURNS; n += 1) turns.push({ bare: await bareRun(turn), app: await appRun(turn) });
      const bareFigures = together(turns.map((t) => t.bare));
      const appFigures = together(turns.map((t) => t.app));
      for (const [label, f] of [
        ['bare', bareFigures],
        ['app', appFigures],
      ] as const) {
        console.log(
          `${row.name.padEnd(36)} ${label.padEnd(6)} ${f.rps.toFixed(f.rps < 100 ? 1 : 0).padStart(8)} ${f.p99.toFixed(1).padStart(9)} ${String(f.errors).padStart(7)} ${String(f.non2xx).padStart(8)}`,
        );
      }
      measured.push({ name: row.name, bare: bareFigures, app: appFigures, goal: row.goal, turnShares: turns.map((t) => t.app.rps / t.bare.rps) });
    }
    if (SIGN_UP_FLOOD > 0) {
      const f = together(floods);
      console.log(
        `(the app's rows ran beside ${SIGN_UP_FLOOD} connections of sign-ups: ${f.rps.toFixed(0)} answers/s, p99 ${f.p99.toFixed(0)} ms, ${f.non2xx} not 2xx of ${f.requests}, ${f.errors} errors)`,
      );
    }
    console.log('');
    for (const { name, bare: b, app, goal, turnShares } of measured) {
      const share = app.rps / b.rps;
      const clean = app.errors + app.non2xx + b.errors + b.non2xx === 0;
      const percent = (x: number) => `${(x * 100).toFixed(0)}%`;
      console.log(
        `${name.padEnd(36)} ${percent(share).padStart(4)} of bare (goal ${percent(goal)}; turns ${percent(Math.min(...turnShares))}-${percent(Math.max(...turnShares))}): ${share >= goal && clean ? 'met' : 'MISSED'}${clean ? '' : ' (errors or non-2xx answers)'}`,
      );
    }

    if (PROFILE_DIR !== undefined) {
      const session = new Session();
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
      const row = chosen[0] ?? rows[0]!;
      const figures = await load({ url: `${appUrl}${row.appPath}`, ...(await loadOf(row)) }, row.seconds, row.connections);
      await appServer.drained();
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      mkdirSync(PROFILE_DIR, { recursive: true });
      const file = join(PROFILE_DIR, `${row.appPath.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${kind}-${Date.now()}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      console.log(`\nCPU profile of the app under ${row.name} (${figures.rps.toFixed(0)} req/s while profiled): ${file}`);
      printProfile(profile as unknown as CpuProfile);
    }
  } finally {
    await Promise.all(
      servers.map(async (server) => {
        await server.drained();
        await close(server);
      }),
    );
    await bare?.end();
    await database.close();
    await own?.drop();
  }
}

/** The phone's photo, written where the loads read it, and the folder the photo stores go under; removed at the end. */
async function benchPhoto(): Promise<BenchPhoto> {
  const folder = mkdtempSync(join(tmpdir(), 'hotel-bench-photos-'));
  const file = join(folder, 'phone.jpg');
  writeFileSync(file, await phonePhoto());
  return { file, data: readFileSync(file).toString('base64'), folder };
}

async function main(): Promise<void> {
  const photo = await benchPhoto();
  try {
    if (POSTGRES_SERVER !== undefined) await benchOn('postgres', photo);
    if (POSTGRES_SERVER === undefined || process.env.BENCH_PGLITE !== '0') await benchOn('pglite', photo);
  } finally {
    rmSync(photo.folder, { recursive: true, force: true });
  }
}

// The exit is explicit: a client a library keeps open must not keep the bench running after its figures.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
