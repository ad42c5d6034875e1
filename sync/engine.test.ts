import { describe, expect, it, vi } from 'vitest';
import { inDays, useTestHotel } from '../api/test/hotel.ts';
import { addCat, cancelBooking, createBooking, removeCat, updateBooking, updateCat, updateProfile } from './changes.ts';
import { HotelData } from './local-data.ts';
import { readSyncStatus } from './status.ts';
import type { Locks } from './tab-lock.ts';
import { engineFor, ManualTimer, phoneOf, useHotelNetwork } from './test/hotel-network.ts';

const hotel = useTestHotel({ guestCapacity: 100 });
const network = useHotelNetwork(hotel);

async function ownerWithPhone() {
  const owner = await hotel.owner();
  network.owner = owner;
  return { owner, data: await phoneOf(owner) };
}

/** A Web Locks stand-in shared by the "tabs" of one test: exclusive, with ifAvailable. */
function sharedLocks(): Locks {
  const held = new Set<string>();
  return {
    request: (async (name: string, options: LockOptions, run: (lock: Lock | null) => Promise<unknown>) => {
      if (held.has(name)) {
        if (options.ifAvailable) return run(null);
        throw new Error('this stand-in only grants ifAvailable requests');
      }
      held.add(name);
      try {
        return await run({ name, mode: 'exclusive' });
      } finally {
        held.delete(name);
      }
    }) as Locks['request'],
  };
}

describe('replay', () => {
  it('sends the changes in the order the owner made them, in one batch, each under its entry id', async () => {
    const { owner, data } = await ownerWithPhone();
    const whiskers = await addCat(data, { name: 'Whiskers' });
    await updateCat(data, whiskers.id, { age: 3 });
    const stay = await createBooking(data, { checkInDate: inDays(20), checkOutDate: inDays(28), catIds: [whiskers.id] });
    await updateBooking(data, stay.id, { specialRequests: 'A sunny pen, please' });
    const mochi = await addCat(data, { name: 'Mochi' });
    await removeCat(data, mochi.id);
    await updateProfile(data, { firstName: 'Thandi', lastName: 'Dlamini', phone: '082 555 0101' });
    const queued = await data.outbox.orderBy('seq').toArray();

    const timer = new ManualTimer();
    const engine = engineFor(data, timer);
    await engine.syncNow();
    await engine.stop();

    expect(network.requests).toEqual([{ method: 'POST', path: '/api/changes', key: null }]);
    expect(network.changes).toEqual(queued.map((entry) => ({ method: entry.method, path: entry.path, key: entry.id })));
    expect(network.changes.map((sent) => `${sent.method} ${sent.path.replace(/[0-9a-f-]{36}/, ':id')}`)).toEqual([
      'POST /api/cats',
      'PATCH /api/cats/:id',
      'POST /api/bookings',
      'PATCH /api/bookings/:id',
      'POST /api/cats',
      'DELETE /api/cats/:id',
      'PATCH /api/user/profile',
    ]);
    expect(network.mostInFlight).toBe(1);
    expect(await data.outbox.count()).toBe(0);
    const cats = (await owner.get('/api/cats')).body;
    expect(cats).toMatchObject([{ id: whiskers.id, name: 'Whiskers', age: 3 }]);
    const bookings = (await owner.get('/api/bookings')).body;
    expect(bookings).toMatchObject([{ id: stay.id, specialRequests: 'A sunny pen, please', version: 2 }]);
    expect((await owner.get('/api/auth/user')).body).toMatchObject({ lastName: 'Dlamini', phone: '082 555 0101' });
    // The server's answers and the pull replaced the phone's records and estimates.
    expect(await data.cats.toArray()).toEqual(cats);
    expect(await data.bookings.toArray()).toEqual(bookings);
    const status = await readSyncStatus(data);
    expect(status).toMatchObject({ waiting: 0, sending: false, paused: null, lastError: null, rejected: [] });
    expect(status.lastSyncedAt).not.toBeNull();
  });

  it('keeps a change made while an earlier one is at the server on screen when that answer arrives', async () => {
    const { data } = await ownerWithPhone();
    const whiskers = await addCat(data, { name: 'Whiskers' });
    const shownWhilePatching: unknown[] = [];
    network.atServer = async (request) => {
      if (request.method === 'POST') await updateCat(data, whiskers.id, { age: 5 });
      else shownWhilePatching.push((await data.cats.get(whiskers.id))?.age);
    };
    const engine = engineFor(data, new ManualTimer());
    await engine.syncNow();
    await engine.stop();
    // The POST's answer (no age) replaced the record, with the waiting edit shown on top of it.
    expect(shownWhilePatching).toEqual([5]);
    expect(await data.cats.get(whiskers.id)).toMatchObject({ age: 5 });
  });

  it('sends several offline edits of one booking, each building on the answer to the one before', async () => {
    const { owner, data } = await ownerWithPhone();
    const whiskers = await addCat(data, { name: 'Whiskers' });
    const stay = await createBooking(data, { checkInDate: inDays(20), checkOutDate: inDays(25), catIds: [whiskers.id] });
    await updateBooking(data, stay.id, { specialRequests: 'A sunny pen' });
    await updateBooking(data, stay.id, { checkOutDate: inDays(45), extraServiceIds: [3] });
    const engine = engineFor(data, new ManualTimer());
    await engine.syncNow();
    await engine.stop();
    // One batch: the second edit carries the version the first one gives the booking.
    expect(network.requests.map((request) => request.path)).toEqual(['/api/changes']);
    expect(await data.outbox.count()).toBe(0);
    expect((await owner.get(`/api/bookings/${stay.id}`)).body).toMatchObject({
      specialRequests: 'A sunny pen',
      checkOutDate: inDays(45),
      extraServiceIds: [3],
      version: 3,
    });
  });

  it('makes one server row each when a batch’s answer is lost and the batch is sent again', async () => {
    const { owner, data } = await ownerWithPhone();
    const whiskers = await addCat(data, { name: 'Whiskers' });
    const stay = await createBooking(data, { checkInDate: inDays(30), checkOutDate: inDays(35), catIds: [whiskers.id] });
    const [addEntry, bookingEntry] = await data.outbox.orderBy('seq').toArray();
    network.fault = (request) => (request.method === 'POST' ? 'lost-answer' : undefined);
    const timer = new ManualTimer();
    const engine = engineFor(data, timer);
    await engine.syncNow();

    // The server made the cat and the booking, the phone never heard: the changes wait, the oldest's
    // attempt counted, for the backoff.
    expect((await owner.get('/api/cats')).body).toHaveLength(1);
    expect((await owner.get('/api/bookings')).body).toHaveLength(1);
    expect(await data.outbox.toArray()).toMatchObject([
      { change: 'addCat', attempts: 1 },
      { change: 'createBooking', attempts: 0 },
    ]);
    expect(timer.wakes).toEqual([500]);
    expect((await readSyncStatus(data)).lastError).toMatch(/Could not reach the hotel/);

    network.fault = () => undefined;
    timer.fireWakes();
    await engine.syncNow();
    await engine.stop();

    expect(network.requests.map((sent) => sent.path)).toEqual(['/api/changes', '/api/changes']);
    expect(network.changes.map((sent) => sent.key)).toEqual([addEntry!.id, bookingEntry!.id, addEntry!.id, bookingEntry!.id]);
    expect((await owner.get('/api/cats')).body).toMatchObject([{ id: whiskers.id }]);
    expect((await owner.get('/api/bookings')).body).toMatchObject([{ id: stay.id }]);
    expect(await data.outbox.count()).toBe(0);
    expect((await readSyncStatus(data)).rejected).toEqual([]);
  });

  it('backs off with full jitter after 5xx answers, then sends', async () => {
    const { owner, data } = await ownerWithPhone();
    await addCat(data, { name: 'Whiskers' });
    let failures = 2;
    network.fault = (request) => (request.method === 'POST' && failures-- > 0 ? 'server-error' : undefined);
    const timer = new ManualTimer();
    const engine = engineFor(data, timer);
    await engine.syncNow();
    expect(timer.wakes).toEqual([500]);
    expect((await readSyncStatus(data)).lastError).toBe('503: Bad gateway');
    timer.fireWakes();
    await engine.syncNow();
    // random() = 0.5: half of 1 s, then half of 2 s.
    expect(timer.wakes).toEqual([1000]);
    expect(await data.outbox.toArray()).toMatchObject([{ attempts: 2, state: 'waiting' }]);
    timer.fireWakes();
    await engine.syncNow();
    await engine.stop();
    expect(await data.outbox.count()).toBe(0);
    expect((await owner.get('/api/cats')).body).toMatchObject([{ name: 'Whiskers' }]);
    expect(timer.wakes).toEqual([]);
  });

  it('pauses on 401, keeps the queue, and goes on after the owner signs in and resume() is called', async () => {
    const { owner, data } = await ownerWithPhone();
    await addCat(data, { name: 'Whiskers' });
    await addCat(data, { name: 'Mochi' });
    network.owner = undefined;
    const timer = new ManualTimer();
    const engine = engineFor(data, timer);
    await engine.syncNow();
    expect(await readSyncStatus(data)).toMatchObject({ paused: 'signed-out', waiting: 2, sending: false });
    await engine.syncNow();
    expect(network.requests).toHaveLength(1);
    expect(timer.wakes).toEqual([]);

    await owner.post('/api/login', { email: owner.email, password: 'whiskers1' });
    network.owner = owner;
    await engine.resume();
    await engine.stop();
    expect((await owner.get('/api/cats')).body).toMatchObject([{ name: 'Whiskers' }, { name: 'Mochi' }]);
    expect(await readSyncStatus(data)).toMatchObject({ paused: null, waiting: 0 });
  });
});

describe('batches', () => {
  it('sends at most a batch’s worth a request, and a lone change to its own endpoint', async () => {
    const { owner, data } = await ownerWithPhone();
    const names = ['Whiskers', 'Mochi', 'Pepper', 'Biscuit', 'Luna'];
    for (const name of names) await addCat(data, { name });
    const engine = engineFor(data, new ManualTimer(), { changesPerBatch: 2 });
    await engine.syncNow();
    await engine.stop();
    expect(network.requests.map((request) => request.path)).toEqual(['/api/changes', '/api/changes', '/api/cats']);
    expect((await owner.get('/api/cats')).body.map((cat: { name: string }) => cat.name)).toEqual(names);
    expect(await data.outbox.count()).toBe(0);
  });

  it('keeps each batch within the bytes the server takes in one request', async () => {
    const { owner, data } = await ownerWithPhone();
    // Each cat's record is some 8 kB: seven fit in a batch, and the server refuses no request.
    const notes = 'x'.repeat(2_000);
    for (let n = 0; n < 10; n += 1) {
      await addCat(data, { name: `Cat ${n}`, specialNeeds: notes, medicalInfo: notes, dietaryRequirements: notes, vaccinationRecords: notes });
    }
    const engine = engineFor(data, new ManualTimer());
    await engine.syncNow();
    await engine.stop();
    expect(network.requests.map((request) => request.path)).toEqual(['/api/changes', '/api/changes']);
    expect(network.changes).toHaveLength(10);
    expect((await owner.get('/api/cats')).body).toHaveLength(10);
  });

  it('sends two edits of one booking again, after their answer is lost, as the very same requests', async () => {
    const { owner, data } = await ownerWithPhone();
    const catId = (await owner.post('/api/cats', { name: 'Whiskers' })).body.id as string;
    const created = await owner.post('/api/bookings', { booking: { checkInDate: inDays(20), checkOutDate: inDays(25) }, catIds: [catId] });
    const pulling = engineFor(data, new ManualTimer());
    await pulling.syncNow();
    await pulling.stop();
    await updateBooking(data, created.body.id, { specialRequests: 'A sunny pen' });
    await updateBooking(data, created.body.id, { checkOutDate: inDays(27) });
    let lost = 1;
    network.fault = (request) => (request.path === '/api/changes' && lost-- > 0 ? 'lost-answer' : undefined);
    const timer = new ManualTimer();
    const engine = engineFor(data, timer);
    await engine.syncNow();
    timer.fireWakes();
    await engine.syncNow();
    await engine.stop();
    // A second body under either key would have been refused (422) and marked.
    expect(network.requests.map((request) => request.path)).toEqual(['/api/changes', '/api/changes']);
    expect(await readSyncStatus(data)).toMatchObject({ waiting: 0, rejected: [] });
    expect((await owner.get(`/api/bookings/${created.body.id}`)).body).toMatchObject({
      specialRequests: 'A sunny pen',
      checkOutDate: inDays(27),
      version: 3,
    });
  });

  it('stops a batch at a refusal, marks that change, and sends the ones after it in the next request', async () => {
    const { owner, data } = await ownerWithPhone();
    const catId = (await owner.post('/api/cats', { name: 'Whiskers' })).body.id as string;
    await owner.post('/api/bookings', { booking: { checkInDate: inDays(10), checkOutDate: inDays(14) }, catIds: [catId] });
    const pulling = engineFor(data, new ManualTimer());
    await pulling.syncNow();
    await pulling.stop();
    await addCat(data, { name: 'Mochi' });
    await removeCat(data, catId);
    await addCat(data, { name: 'Pepper' });
    await addCat(data, { name: 'Luna' });
    network.requests.length = 0;
    const engine = engineFor(data, new ManualTimer());
    await engine.syncNow();
    await engine.stop();
    expect(network.requests.map((request) => request.path)).toEqual(['/api/changes', '/api/changes']);
    expect(await data.outbox.toArray()).toMatchObject([
      { change: 'removeCat', state: 'rejected', error: expect.stringMatching(/^Whiskers is booked/) },
    ]);
    expect((await owner.get('/api/cats')).body.map((cat: { name: string }) => cat.name)).toEqual(['Whiskers', 'Mochi', 'Pepper', 'Luna']);
    expect(await data.cats.get(catId)).toMatchObject({ name: 'Whiskers' });
  });

  it('sends changes alone to a server that answers 404 to a batch, and stops asking it', async () => {
    const { owner, data } = await ownerWithPhone();
    for (const name of ['Whiskers', 'Mochi', 'Pepper']) await addCat(data, { name });
    network.fault = (request) => (request.path === '/api/changes' ? 'not-found' : undefined);
    const engine = engineFor(data, new ManualTimer());
    await engine.syncNow();
    for (const name of ['Biscuit', 'Luna']) await addCat(data, { name });
    await engine.syncNow();
    await engine.stop();
    expect(network.requests.map((request) => request.path)).toEqual([
      '/api/changes',
      '/api/cats',
      '/api/cats',
      '/api/cats',
      '/api/cats',
      '/api/cats',
    ]);
    expect((await owner.get('/api/cats')).body.map((cat: { name: string }) => cat.name)).toEqual(['Whiskers', 'Mochi', 'Pepper', 'Biscuit', 'Luna']);
    expect((await readSyncStatus(data)).rejected).toEqual([]);
  });

  it('sends the oldest change alone when the server refuses a batch whole, then batches again', async () => {
    const { owner, data } = await ownerWithPhone();
    for (const name of ['Whiskers', 'Mochi', 'Pepper']) await addCat(data, { name });
    let refusals = 1;
    network.fault = (request) => (request.path === '/api/changes' && refusals-- > 0 ? 'refused' : undefined);
    const engine = engineFor(data, new ManualTimer());
    await engine.syncNow();
    await engine.stop();
    expect(network.requests.map((request) => request.path)).toEqual(['/api/changes', '/api/cats', '/api/changes']);
    expect((await owner.get('/api/cats')).body.map((cat: { name: string }) => cat.name)).toEqual(['Whiskers', 'Mochi', 'Pepper']);
    expect((await readSyncStatus(data)).rejected).toEqual([]);
  });
});

describe('refusals', () => {
  it('marks a refused change with the server message, restores the record, goes on, and can retry it under a new key', async () => {
    const { owner, data } = await ownerWithPhone();
    const catId = (await owner.post('/api/cats', { name: 'Whiskers' })).body.id as string;
    const created = await owner.post('/api/bookings', {
      booking: { checkInDate: inDays(40), checkOutDate: inDays(45) },
      catIds: [catId],
    });
    const timer = new ManualTimer();
    const engine = engineFor(data, timer);
    await engine.syncNow();
    expect(await data.bookings.get(created.body.id)).toMatchObject({ version: 1 });

    // Offline, the owner edits the stay; meanwhile the same booking is changed elsewhere.
    await engine.stop();
    const edited = await updateBooking(data, created.body.id, { specialRequests: 'A sunny pen' });
    expect(edited.specialRequests).toBe('A sunny pen');
    await addCat(data, { name: 'Mochi' });
    await owner.patch(`/api/bookings/${created.body.id}`, { specialRequests: 'Near the catio' });

    const again = engineFor(data, timer);
    await again.syncNow();
    const [refused] = await data.outbox.toArray();
    expect(refused).toMatchObject({
      state: 'rejected',
      summary: expect.stringMatching(/^Update booking \d+( \w{3})?-\d+ \w{3}$/),
      error: 'This booking was changed by the hotel since you last saw it; reload it and try again',
    });
    expect(await data.bookings.get(created.body.id)).toMatchObject({ specialRequests: 'Near the catio', version: 2 });
    // The next change went through.
    expect((await owner.get('/api/cats')).body.map((cat: { name: string }) => cat.name)).toEqual(['Whiskers', 'Mochi']);
    const status = await readSyncStatus(data);
    // The hotel changed the booking meanwhile: sent again, the edit builds on it as it now is.
    expect(status.rejected).toEqual([
      { id: refused!.id, summary: refused!.summary, error: refused!.error, subject: refused!.subject, retryable: true },
    ]);
    expect(status.waiting).toBe(0);

    await again.retry(refused!.id);
    await again.syncNow();
    await again.stop();
    expect(network.changes.at(-1)).toMatchObject({ method: 'PATCH' });
    expect(network.changes.at(-1)!.key).not.toBe(refused!.id);
    expect((await owner.get(`/api/bookings/${created.body.id}`)).body).toMatchObject({ specialRequests: 'A sunny pen', version: 3 });
    expect(await data.outbox.count()).toBe(0);
  });

  it('discards a refused change and keeps the record as the server has it', async () => {
    const { owner, data } = await ownerWithPhone();
    const catId = (await owner.post('/api/cats', { name: 'Whiskers' })).body.id as string;
    await owner.post('/api/bookings', { booking: { checkInDate: inDays(10), checkOutDate: inDays(14) }, catIds: [catId] });
    const timer = new ManualTimer();
    const engine = engineFor(data, timer);
    await engine.syncNow();

    await removeCat(data, catId);
    expect(await data.cats.get(catId)).toBeUndefined();
    await engine.syncNow();
    const [refused] = await data.outbox.toArray();
    expect(refused).toMatchObject({ state: 'rejected', summary: 'Remove Whiskers', error: expect.stringMatching(/^Whiskers is booked/) });
    expect(await data.cats.get(catId)).toMatchObject({ name: 'Whiskers' });

    await engine.discard(refused!.id);
    await engine.stop();
    expect(await data.outbox.count()).toBe(0);
    expect(await data.cats.get(catId)).toMatchObject({ name: 'Whiskers' });
    expect((await readSyncStatus(data)).rejected).toEqual([]);
  });

  it('deletes a record the server does not have when its change is refused', async () => {
    const { owner, data } = await ownerWithPhone();
    const whiskers = await addCat(data, { name: 'Whiskers' });
    const stay = await createBooking(data, { checkInDate: inDays(5), checkOutDate: inDays(6), catIds: [whiskers.id] });
    const engine = engineFor(data, new ManualTimer());
    await engine.syncNow();
    await engine.stop();
    expect(await data.outbox.toArray()).toMatchObject([
      { change: 'createBooking', state: 'rejected', error: expect.stringMatching(/^Stays are 3 to 90 nights/) },
    ]);
    expect(await data.bookings.get(stay.id)).toBeUndefined();
    expect((await owner.get('/api/bookings')).body).toEqual([]);
  });
});

describe('tabs', () => {
  async function twoTabsSend(locksFor: () => Locks | null) {
    const { owner, data } = await ownerWithPhone();
    const names = ['Whiskers', 'Mochi', 'Pepper', 'Biscuit', 'Luna', 'Tiger'];
    for (const name of names) await addCat(data, { name });
    const otherTab = new HotelData(data.name);
    // Slow answers, so the tabs overlap if they can.
    network.atServer = () => new Promise((done) => setTimeout(done, 5));
    const timers = [new ManualTimer(), new ManualTimer()];
    const locks = locksFor();
    const engines = [engineFor(data, timers[0]!, { locks }), engineFor(otherTab, timers[1]!, { locks })];
    await Promise.all(engines.map((engine) => engine.syncNow()));
    await Promise.all(engines.map((engine) => engine.syncNow()));
    await Promise.all(engines.map((engine) => engine.stop()));
    otherTab.close();
    expect(network.mostInFlight).toBe(1);
    expect(new Set(network.changes.map((sent) => sent.key)).size).toBe(network.changes.length);
    expect((await owner.get('/api/cats')).body.map((cat: { name: string }) => cat.name)).toEqual(names);
    expect(await data.outbox.count()).toBe(0);
  }

  it('never replay at once without Web Locks: a lease in meta', () => twoTabsSend(() => null));

  it('never replay at once with Web Locks', () => twoTabsSend(sharedLocks));

  it('takes over the lease of a tab that died holding it, once it expires', async () => {
    const { owner, data } = await ownerWithPhone();
    await addCat(data, { name: 'Whiskers' });
    let clock = 1_000_000;
    await data.meta.put({ key: 'lease', value: { holder: 'a closed tab', expiresAt: clock + 60_000 } });
    const timer = new ManualTimer();
    const engine = engineFor(data, timer, { now: () => clock });
    await engine.syncNow();
    expect(network.changes).toEqual([]);
    expect(timer.wakes).toEqual([60_000]);
    clock += 60_001;
    timer.fireWakes();
    await engine.syncNow();
    await engine.stop();
    expect((await owner.get('/api/cats')).body).toMatchObject([{ name: 'Whiskers' }]);
    expect(await data.meta.get('lease')).toBeUndefined();
  });

  it('loses nothing when the page reloads in the middle of the queue', async () => {
    const { owner, data } = await ownerWithPhone();
    const whiskers = await addCat(data, { name: 'Whiskers' });
    const mochi = await addCat(data, { name: 'Mochi' });
    const stay = await createBooking(data, { checkInDate: inDays(20), checkOutDate: inDays(25), catIds: [whiskers.id, mochi.id] });
    await updateCat(data, mochi.id, { breed: 'Ragdoll' });
    await updateBooking(data, stay.id, { catIds: [whiskers.id] });
    await cancelBooking(data, stay.id);
    await removeCat(data, mochi.id);

    const timer = new ManualTimer();
    // Two changes a batch, so the queue takes four requests: two, two, two and the last alone.
    let engine = engineFor(data, timer, { changesPerBatch: 2 });
    let stopped: Promise<void> | undefined;
    let sent = 0;
    // The page goes away while the second batch is at the server: the server does it, nobody hears.
    network.fault = (request) => (request.method !== 'GET' && ++sent === 2 ? 'lost-answer' : undefined);
    network.atServer = async () => {
      if (sent === 2) stopped ??= engine.stop();
    };
    await engine.syncNow();
    await stopped;
    data.close();
    expect(network.requests).toHaveLength(2);

    const reloaded = new HotelData(data.name);
    expect(await reloaded.outbox.count()).toBe(5);
    engine = engineFor(reloaded, timer, { changesPerBatch: 2 });
    await engine.syncNow();
    await engine.stop();
    expect(await reloaded.outbox.count()).toBe(0);
    const keys = network.changes.map((sent) => sent.key);
    expect(keys).toHaveLength(9);
    expect(keys.slice(4, 6)).toEqual(keys.slice(2, 4));
    expect(network.requests.map((request) => `${request.method} ${request.path.replace(/[0-9a-f-]{36}/, ':id')}`)).toEqual([
      'POST /api/changes',
      'POST /api/changes',
      'POST /api/changes',
      'POST /api/changes',
      'DELETE /api/cats/:id',
    ]);
    expect((await owner.get('/api/cats')).body).toMatchObject([{ id: whiskers.id, name: 'Whiskers' }]);
    expect((await owner.get('/api/bookings')).body).toMatchObject([{ id: stay.id, status: 'cancelled', catIds: [whiskers.id] }]);
    reloaded.close();
  });
});

describe('triggers', () => {
  it('sends a change made in any tab without being asked', async () => {
    const { owner, data } = await ownerWithPhone();
    const engine = engineFor(data, new ManualTimer());
    await engine.syncNow();
    const otherTab = new HotelData(data.name);
    await addCat(otherTab, { name: 'Whiskers' });
    await vi.waitFor(async () => expect((await owner.get('/api/cats')).body).toMatchObject([{ name: 'Whiskers' }]));
    await addCat(data, { name: 'Mochi' });
    await vi.waitFor(async () => expect((await owner.get('/api/cats')).body).toHaveLength(2));
    await engine.stop();
    otherTab.close();
  });

  it.each([
    ['the phone comes online', (page: EventTarget) => page.dispatchEvent(new Event('online'))],
    [
      'the page becomes visible',
      (_page: EventTarget, doc: EventTarget & { visibilityState: DocumentVisibilityState }) => {
        doc.visibilityState = 'visible';
        doc.dispatchEvent(new Event('visibilitychange'));
      },
    ],
  ])('tries again at once, before the backoff ends, when %s', async (_when, trigger) => {
    const { owner, data } = await ownerWithPhone();
    await addCat(data, { name: 'Whiskers' });
    const page = new EventTarget();
    const doc = Object.assign(new EventTarget(), { visibilityState: 'hidden' as DocumentVisibilityState });
    let attempts = 0;
    network.fault = () => (++attempts, 'offline');
    const timer = new ManualTimer();
    const engine = engineFor(data, timer, { window: page, document: doc });
    await engine.syncNow();
    expect(timer.wakes).toHaveLength(1);
    network.fault = () => undefined;

    // A change and a hidden page are no reason to try before the backoff ends.
    await addCat(data, { name: 'Mochi' });
    doc.dispatchEvent(new Event('visibilitychange'));
    await new Promise((done) => setTimeout(done, 50));
    expect(attempts).toBe(1);
    expect(network.changes).toEqual([]);

    trigger(page, doc);
    await vi.waitFor(async () => expect((await owner.get('/api/cats')).body).toHaveLength(2));
    await engine.stop();
  });

  // Seen in Chromium under load: the phone's signal came back while the request made without it
  // was still failing, and the change waited out the backoff instead of going at once.
  it('tries again at once when the phone comes online while a request made offline is still failing', async () => {
    const { owner, data } = await ownerWithPhone();
    await addCat(data, { name: 'Whiskers' });
    const page = new EventTarget();
    let attempts = 0;
    network.fault = () => {
      if (++attempts > 1) return undefined;
      page.dispatchEvent(new Event('online'));
      return 'offline';
    };
    const timer = new ManualTimer();
    const engine = engineFor(data, timer, { window: page });
    await engine.syncNow();
    await vi.waitFor(async () => expect((await owner.get('/api/cats')).body).toMatchObject([{ name: 'Whiskers' }]));
    expect(attempts).toBeGreaterThan(1);
    expect(await data.outbox.count()).toBe(0);
    await engine.stop();
  });
});
