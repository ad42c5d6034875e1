/**
 * How long a phone takes to send changes queued offline once it is online again, and how many
 * HTTP requests that takes: the real server (`npm run serve`) in a child process on a free port,
 * and the real sync engine on fake-indexeddb in this one. Three ways to the server:
 * - loopback: the phone and the server on one machine;
 * - a phone network: through a proxy on 127.0.0.1 that adds 300 ms to every round trip (150 ms
 *   each way, and one round trip to open a connection);
 * - each beside the engine sending one change a request, as before batches (and as it still does
 *   with a server that does not take them).
 * The first run, on loopback, warms the server up and is printed as such.
 *
 *   npm run bench:sync                                   # PGlite, as `npm start` runs by default
 *   TEST_POSTGRES_URL=postgres://... npm run bench:sync  # a fresh database on that server, dropped after
 *   BENCH_DATABASE_URL=postgres://... npm run bench:sync # that database itself
 *
 * Options: BENCH_CHANGES (default 500), BENCH_FEW_CHANGES (default 20), BENCH_ROUND_TRIP_MS
 * (default 300), BENCH_PROFILE=<folder> (the server writes a CPU profile there when it stops; read
 * it with `node bench/profile-layers.ts <file>`). Prints figures; it is not a test.
 */
import 'fake-indexeddb/auto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEmptyDatabase } from '../api/test/database.ts';
import { addDays, todayAtHotel } from '../domain/dates.ts';
import { UNPAID_HOLDS_MAX } from '../domain/places-hold.ts';
import { startHotel } from '../scripts/hotel-server.ts';
import { addCat, cancelBooking, createBooking, updateBooking, updateCat } from '../sync/changes.ts';
import { startSync } from '../sync/engine.ts';
import { HotelData, type OwnerRecord, rememberOwner } from '../sync/local-data.ts';
import { readSyncStatus } from '../sync/status.ts';

const MANY = Number(process.env.BENCH_CHANGES ?? 500);
const FEW = Number(process.env.BENCH_FEW_CHANGES ?? 20);
const ROUND_TRIP_MS = Number(process.env.BENCH_ROUND_TRIP_MS ?? 300);
const PROFILE_DIR = process.env.BENCH_PROFILE;

/**
 * An owner's offline afternoon: new cats and edits to them, stays booked, changed and cancelled,
 * never more than the unpaid bookings an owner may hold, so the server accepts every change.
 */
async function queueChanges(data: HotelData, total: number): Promise<Record<string, number>> {
  const made: Record<string, number> = { addCat: 0, updateCat: 0, createBooking: 0, updateBooking: 0, cancelBooking: 0 };
  const cats: string[] = [];
  const bookings: string[] = [];
  for (let n = 0; n < total; n += 1) {
    const kind = cats.length < 5 ? 0 : n % 10;
    if (kind <= 2) {
      cats.push((await addCat(data, { name: `Cat ${n}`, breed: 'Tabby' })).id);
      made.addCat! += 1;
    } else if (kind <= 5) {
      await updateCat(data, cats[n % cats.length]!, { name: `Cat ${n}` });
      made.updateCat! += 1;
    } else if (kind <= 7 && bookings.length < UNPAID_HOLDS_MAX) {
      const checkIn = addDays(todayAtHotel(), 14 + (n % 300));
      const catIds = [cats[n % cats.length]!];
      bookings.push((await createBooking(data, { checkInDate: checkIn, checkOutDate: addDays(checkIn, 5), catIds })).id);
      made.createBooking! += 1;
    } else if (kind <= 8 && bookings.length > 0) {
      await updateBooking(data, bookings.at(-1)!, { specialRequests: `Request ${n}` });
      made.updateBooking! += 1;
    } else if (bookings.length > 0) {
      await cancelBooking(data, bookings.shift()!);
      made.cancelBooking! += 1;
    } else {
      await updateCat(data, cats[n % cats.length]!, { breed: `Tabby ${n}` });
      made.updateCat! += 1;
    }
  }
  return made;
}

/**
 * A phone network on loopback: every chunk waits half a round trip each way, and a new
 * connection a whole one (its handshake) before the phone's first bytes set off. Equal waits keep
 * each direction's bytes in order.
 */
async function slowNetwork(target: string, roundTripMs: number): Promise<{ origin: string; close(): Promise<void> }> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  const server: Server = createServer((phone) => {
    const hotel = connect(Number(port), hostname);
    sockets.add(phone).add(hotel);
    const opened = new Promise<void>((done) => hotel.once('connect', () => setTimeout(done, roundTripMs)));
    phone.on('data', (chunk) => void opened.then(() => setTimeout(() => hotel.write(chunk), roundTripMs / 2)));
    hotel.on('data', (chunk) => setTimeout(() => phone.write(chunk), roundTripMs / 2));
    // A side that closes does so after its last bytes, which are still on their way.
    const end = () =>
      setTimeout(() => {
        phone.destroy();
        hotel.destroy();
      }, roundTripMs / 2);
    phone.on('close', end).on('error', end);
    hotel.on('close', end).on('error', end);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port: proxyPort } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${proxyPort}`,
    close: () =>
      new Promise((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}

interface Run {
  label: string;
  changes: number;
  /** Until the last change's answer came back. */
  reachedMs: number;
  /** With the pull that follows. */
  totalMs: number;
  changeRequests: number;
  reads: number;
  left: string;
}

/** A new owner and phone, `count` changes queued offline, then the engine sent to `origin`. */
async function replay(label: string, hotelOrigin: string, origin: string, count: number, changesPerBatch?: number): Promise<Run> {
  const registered = await fetch(`${hotelOrigin}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`,
      password: 'whiskers1',
      firstName: 'Thandi',
      lastName: 'Mokoena',
    }),
  });
  const cookie = registered.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .join('; ');
  const data = new HotelData(`bench-sync-replay-${Date.now()}-${Math.random()}`);
  try {
    await rememberOwner(data, (await registered.json()) as OwnerRecord);
    await queueChanges(data, count);

    // The browser adds the session cookie; this counts every request the engine makes.
    let changeRequests = 0;
    let reads = 0;
    let lastChangeAnswered = 0;
    const phoneFetch: typeof fetch = async (input, init) => {
      const isRead = init?.method === undefined || init.method === 'GET';
      if (isRead) reads += 1;
      else changeRequests += 1;
      const headers = new Headers(init?.headers);
      headers.set('cookie', cookie);
      const response = await fetch(input, { ...init, headers });
      // The body is read by the engine; the answer's arrival is what counts here.
      if (!isRead) lastChangeAnswered = performance.now();
      return response;
    };
    const started = performance.now();
    const engine = startSync(data, {
      baseUrl: origin,
      fetch: phoneFetch,
      locks: null,
      ...(changesPerBatch === undefined ? {} : { changesPerBatch }),
    });
    await engine.syncNow();
    const totalMs = performance.now() - started;
    await engine.stop();
    const status = await readSyncStatus(data);
    const left = `${status.waiting} waiting, ${status.rejected.length} refused${status.lastError ? `; last error: ${status.lastError}` : ''}`;
    if (status.waiting > 0 || status.rejected.length > 0) process.exitCode = 1;
    return { label, changes: count, reachedMs: lastChangeAnswered - started, totalMs, changeRequests, reads, left };
  } finally {
    data.close();
  }
}

/** The database the server runs on, and how to put it away afterwards. */
async function database(): Promise<{ env: Record<string, string>; name: string; drop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-sync-'));
  const removeDir = async () => rmSync(dataDir, { recursive: true, force: true });
  if (process.env.BENCH_DATABASE_URL !== undefined) {
    return { env: { DATABASE_URL: process.env.BENCH_DATABASE_URL, DATA_DIR: dataDir }, name: 'PostgreSQL (BENCH_DATABASE_URL)', drop: removeDir };
  }
  if (process.env.TEST_POSTGRES_URL !== undefined) {
    const empty = await createEmptyDatabase();
    return {
      env: { DATABASE_URL: empty.url, DATA_DIR: dataDir },
      name: 'PostgreSQL (a fresh database on TEST_POSTGRES_URL)',
      async drop() {
        await empty.drop();
        await removeDir();
      },
    };
  }
  return { env: { DATA_DIR: dataDir }, name: 'PGlite', drop: removeDir };
}

async function main(): Promise<void> {
  const db = await database();
  // Stays are spread over a year, one cat each; capacity is not what is measured.
  const profile = PROFILE_DIR === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`];
  const hotel = await startHotel({ GUEST_CAPACITY: '500', ...db.env }, undefined, profile);
  const network = await slowNetwork(hotel.origin, ROUND_TRIP_MS);
  try {
    // A first run as long as the measured ones warms the server (V8 optimises its paths only after
    // many calls; a server that has run for a day is warm), so the figures are a running server's.
    // It is printed too: what the first owner after a restart waits.
    const runs = [
      await replay('warm-up: loopback, in batches', hotel.origin, hotel.origin, MANY),
      await replay('loopback, in batches', hotel.origin, hotel.origin, MANY),
      await replay('loopback, one change a request', hotel.origin, hotel.origin, MANY, 1),
      await replay(`+${ROUND_TRIP_MS} ms a round trip, in batches`, hotel.origin, network.origin, FEW),
      await replay(`+${ROUND_TRIP_MS} ms a round trip, in batches`, hotel.origin, network.origin, MANY),
      await replay(`+${ROUND_TRIP_MS} ms a round trip, one change a request`, hotel.origin, network.origin, FEW, 1),
    ];
    console.log(`sync replay: changes queued offline, then online (real server on ${db.name}, ${hotel.origin}, Node ${process.version})`);
    console.log('way to the server                         changes  reached ms  ms/change  with pull ms  requests (changes + reads)  left');
    for (const run of runs) {
      console.log(
        [
          run.label.padEnd(41),
          String(run.changes).padStart(7),
          run.reachedMs.toFixed(0).padStart(11),
          (run.reachedMs / run.changes).toFixed(2).padStart(10),
          run.totalMs.toFixed(0).padStart(13),
          `${run.changeRequests + run.reads} (${run.changeRequests} + ${run.reads})`.padStart(27),
          ` ${run.left}`,
        ].join(' '),
      );
    }
  } finally {
    await network.close();
    await hotel.stop();
    await db.drop();
  }
}

await main();
