/**
 * How long a phone takes to send 500 changes queued offline once it is online again, and how many
 * HTTP requests that takes: the real server (`npm run serve`, PGlite) in a child process on a free
 * port, and the real sync engine on fake-indexeddb in this one.
 *
 *   npm run bench:sync
 *
 * Options: BENCH_CHANGES (default 500). Prints figures; it is not a test.
 */
import 'fake-indexeddb/auto';
import { addDays, todayAtHotel } from '../domain/dates.ts';
import { startHotel } from '../scripts/hotel-server.ts';
import { addCat, cancelBooking, createBooking, updateBooking, updateCat } from '../sync/changes.ts';
import { startSync } from '../sync/engine.ts';
import { HotelData, type OwnerRecord, rememberOwner } from '../sync/local-data.ts';
import { readSyncStatus } from '../sync/status.ts';

const CHANGES = Number(process.env.BENCH_CHANGES ?? 500);

/** An owner's offline afternoon: new cats and edits to them, stays booked, changed and cancelled. */
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
    } else if (kind <= 7 || bookings.length === 0) {
      const checkIn = addDays(todayAtHotel(), 14 + (n % 300));
      const catIds = [cats[n % cats.length]!];
      bookings.push((await createBooking(data, { checkInDate: checkIn, checkOutDate: addDays(checkIn, 5), catIds })).id);
      made.createBooking! += 1;
    } else if (kind === 8) {
      await updateBooking(data, bookings.at(-1)!, { specialRequests: `Request ${n}` });
      made.updateBooking! += 1;
    } else {
      await cancelBooking(data, bookings.pop()!);
      made.cancelBooking! += 1;
    }
  }
  return made;
}

async function main(): Promise<void> {
  // Stays are spread over a year, one cat each; capacity is not what is measured.
  const hotel = await startHotel({ GUEST_CAPACITY: '500' });
  const data = new HotelData(`bench-sync-replay-${Date.now()}`);
  try {
    const registered = await fetch(`${hotel.origin}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `bench.${Date.now()}@example.com`, password: 'whiskers1', firstName: 'Thandi', lastName: 'Mokoena' }),
    });
    const cookie = registered.headers
      .getSetCookie()
      .map((header) => header.split(';')[0]!)
      .join('; ');
    await rememberOwner(data, (await registered.json()) as OwnerRecord);

    const queueStarted = performance.now();
    const made = await queueChanges(data, CHANGES);
    const queueMs = performance.now() - queueStarted;

    // The browser adds the session cookie; this counts every request the engine makes.
    const requests = { changes: 0, reads: 0 };
    const phoneFetch: typeof fetch = (input, init) => {
      if (init?.method === 'GET') requests.reads += 1;
      else requests.changes += 1;
      const headers = new Headers(init?.headers);
      headers.set('cookie', cookie);
      return fetch(input, { ...init, headers });
    };
    const started = performance.now();
    const engine = startSync(data, { baseUrl: hotel.origin, fetch: phoneFetch, locks: null });
    await engine.syncNow();
    const replayMs = performance.now() - started;
    await engine.stop();

    const status = await readSyncStatus(data);
    const total = requests.changes + requests.reads;
    console.log(`sync replay: ${CHANGES} changes queued offline, then online (real server, PGlite, ${hotel.origin})`);
    console.log(`  queued on the phone:   ${queueMs.toFixed(0)} ms (${(queueMs / CHANGES).toFixed(2)} ms a change)`);
    console.log(`  of which:              ${Object.entries(made).map(([change, count]) => `${change} ${count}`).join(', ')}`);
    console.log(`  replayed and pulled:   ${replayMs.toFixed(0)} ms (${(replayMs / CHANGES).toFixed(2)} ms a change, ${((CHANGES / replayMs) * 1000).toFixed(0)} changes/s)`);
    console.log(`  HTTP requests:         ${total} (${requests.changes} changes + ${requests.reads} reads)`);
    console.log(`  left: ${status.waiting} waiting, ${status.rejected.length} refused${status.lastError ? `; last error: ${status.lastError}` : ''}`);
    if (status.waiting > 0 || status.rejected.length > 0) process.exitCode = 1;
  } finally {
    data.close();
    await hotel.stop();
  }
}

await main();
