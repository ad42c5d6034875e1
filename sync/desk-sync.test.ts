// A staff phone's care log (issue 33) against the real API app: taps of the round made with no
// signal show at once, wait in the outbox, and reach the server once, in one batch, through
// /api/staff/changes; a refused tap leaves the phone and the queue goes on; two phones that logged
// the same dose both arrive, and the round shows the dose given twice; the desk's pull brings
// today's log of every phone and keeps the taps that still wait.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inDays, PUBLIC_URL, useTestHotel, type Visitor } from '../api/test/hotel.ts';
import { slotsOfDay } from '../domain/care-log.ts';
import type { BookingDetailView, TodayView } from '../domain/contracts/desk-stays.ts';
import { addDays } from '../domain/dates.ts';
import { logCare, queuePhoto } from './changes.ts';
import { REQUEST_TIMEOUT_MS } from './engine.ts';
import { hotelApi, realTimer } from './hotel-api.ts';
import type { CareLogRecord, HotelData, OwnerRecord } from './local-data.ts';
import { pullDeskFromServer } from './pull.ts';
import { readSyncStatus, statusLine } from './status.ts';
import { atHotel, checkedInStay, type CheckedInStay, itemOf, REFUSALS, standOn, tapFor } from './test/desk-stays.ts';
import { engineFor, fetchAs, ManualTimer, phoneOf, useHotelNetwork } from './test/hotel-network.ts';

const hotel = useTestHotel({ guestCapacity: 50 });
const network = useHotelNetwork(hotel);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const CARE_LOG = '/api/staff/care-log';
const DESK_BATCH = '/api/staff/changes';

/**
 * A shift `nightsIn` days after the stays of `cats` (one cat each, booked by one owner) checked in:
 * the hotel's clock stands at 09:00 on `today`, and Sipho Dlamini is on shift.
 */
async function onShift(checkInDaysAhead: number, { cats = ['Mochi'], nightsIn = 1 }: { cats?: string[]; nightsIn?: number } = {}) {
  const checkIn = inDays(checkInDaysAhead);
  await standOn(hotel, checkIn);
  const owner = await hotel.owner();
  const member = await hotel.staff('staff', { firstName: 'Sipho', lastName: 'Dlamini' });
  const stays: CheckedInStay[] = [];
  for (const cat of cats) stays.push(await checkedInStay(owner, member, checkIn, cat));
  const today = addDays(checkIn, nightsIn);
  await standOn(hotel, today);
  return { member, stays, stay: stays[0]!, checkIn, today };
}

/** The stay's log as the desk's booking page reads it from the server. */
async function serverLog(member: Visitor, stay: CheckedInStay): Promise<CareLogRecord[]> {
  const answer = await member.get<BookingDetailView>(`/api/staff/bookings/${stay.id}`);
  expect(answer.status).toBe(200);
  return answer.body.careLog;
}

/** The phone's log in the server's order: oldest tap first. */
async function phoneLog(data: HotelData): Promise<CareLogRecord[]> {
  const entries = await data.careLog.toArray();
  return entries.sort((a, b) => a.loggedAt.localeCompare(b.loggedAt) || a.id.localeCompare(b.id));
}

/** The Idempotency-Key each tap is sent under: its outbox entry's id (the entry's own id is the tap's). */
async function keysOf(data: HotelData, taps: readonly CareLogRecord[]): Promise<string[]> {
  const entries = await data.outbox.toArray();
  return taps.map((tap) => entries.find((entry) => entry.subject.id === tap.id)!.id);
}

/** The API as the desk's engine asks it, from the phone `visitor` is signed in on. */
const deskApi = (visitor: Visitor) =>
  hotelApi({ baseUrl: PUBLIC_URL, fetch: fetchAs(visitor), timer: realTimer, timeoutMs: REQUEST_TIMEOUT_MS, batchPath: DESK_BATCH });

describe('taps of the round made with no signal', () => {
  it('show at once, named after who is signed in, wait in the outbox, and reach the server once in one batch', async () => {
    const { member, stay, today } = await onShift(60);
    network.owner = member;
    const data = await phoneOf(member);
    const me = await member.get<OwnerRecord>('/api/auth/user');
    expect(me.body).toMatchObject({ role: 'staff', firstName: 'Sipho', lastName: 'Dlamini' });
    expect(await data.profile.toArray()).toEqual([me.body]);

    network.fault = () => 'offline';
    const timer = new ManualTimer();
    const engine = engineFor(data, timer, { side: 'desk', now: () => atHotel(today, '09:05').getTime() });
    const tablet = itemOf(stay, 'medication');
    const breakfast = itemOf(stay, 'feeding');
    const taps = [
      await logCare(
        data,
        tapFor(stay, { day: today, kind: 'medication', careItemId: tablet.id, slot: '08:00', outcome: 'given' }),
        'Mochi: Thyroid tablet at 08:00',
        atHotel(today, '08:04'),
      ),
      await logCare(
        data,
        tapFor(stay, { day: today, kind: 'feeding', careItemId: breakfast.id, slot: '08:00', outcome: 'ate-half' }),
        'Mochi: Renal biscuits at 08:00',
        atHotel(today, '08:06'),
      ),
      await logCare(data, tapFor(stay, { day: today, kind: 'litter', outcome: 'normal' }), 'Mochi: Litter', atHotel(today, '08:30')),
      await logCare(data, tapFor(stay, { day: today, kind: 'note', note: 'Played with the feather toy' }), 'Mochi', atHotel(today, '08:45')),
    ];
    await engine.syncNow();

    const shown = (fields: Partial<CareLogRecord>, loggedAt: string) => ({
      id: expect.stringMatching(UUID) as unknown as string,
      bookingId: stay.id,
      catId: stay.catId,
      careItemId: null,
      day: today,
      slot: null,
      outcome: null,
      note: null,
      loggedBy: 'Sipho Dlamini',
      loggedAt,
      ...fields,
    });
    expect(taps).toEqual([
      shown({ kind: 'medication', careItemId: tablet.id, slot: '08:00', outcome: 'given' }, `${today}T06:04:00.000Z`),
      shown({ kind: 'feeding', careItemId: breakfast.id, slot: '08:00', outcome: 'ate-half' }, `${today}T06:06:00.000Z`),
      shown({ kind: 'litter', outcome: 'normal' }, `${today}T06:30:00.000Z`),
      shown({ kind: 'note', note: 'Played with the feather toy' }, `${today}T06:45:00.000Z`),
    ]);
    expect(new Set(taps.map((tap) => tap.id)).size).toBe(4);
    expect(await phoneLog(data)).toEqual(taps);
    const queued = await data.outbox.orderBy('seq').toArray();
    expect(queued.map(({ change, subject, method, path, summary, state }) => ({ change, subject, method, path, summary, state }))).toEqual(
      ['Mochi: Thyroid tablet at 08:00: Given', 'Mochi: Renal biscuits at 08:00: Ate half', 'Mochi: Litter: Normal', 'Mochi: note'].map(
        (summary, index) => ({
          change: 'logCare',
          subject: { kind: 'careEntry', id: taps[index]!.id },
          method: 'POST',
          path: CARE_LOG,
          summary,
          state: 'waiting',
        }),
      ),
    );
    const offline = await readSyncStatus(data);
    expect(offline).toEqual({
      waiting: 4,
      rejected: [],
      sending: false,
      paused: null,
      lastSyncedAt: null,
      lastError: 'Could not reach the hotel: fetch failed',
    });
    expect(statusLine(offline)).toBe('4 changes waiting to sync');
    // Nothing reached the hotel.
    expect(network.requests).toEqual([]);
    expect(await serverLog(member, stay)).toEqual([]);

    network.fault = () => undefined;
    timer.fireWakes();
    await engine.syncNow();
    await engine.stop();

    expect(network.requests).toEqual([{ method: 'POST', path: DESK_BATCH, key: null }]);
    expect(network.changes).toEqual(queued.map((entry) => ({ method: 'POST', path: CARE_LOG, key: entry.id })));
    const onServer = await serverLog(member, stay);
    expect(onServer).toEqual(taps);
    expect(await data.outbox.count()).toBe(0);
    expect(await phoneLog(data)).toEqual(onServer);
    expect(await readSyncStatus(data)).toEqual({
      waiting: 0,
      rejected: [],
      sending: false,
      paused: null,
      lastError: null,
      lastSyncedAt: `${today}T07:05:00.000Z`,
    });
  });

  it('makes one entry of each tap when the answer to its batch, or to a lone tap, is lost and it is sent again', async () => {
    const { member, stay, today } = await onShift(64);
    network.owner = member;
    const data = await phoneOf(member);
    const taps = [
      await logCare(data, tapFor(stay, { day: today, kind: 'mood', outcome: 'content' }), 'Mochi: Mood', atHotel(today, '08:10')),
      await logCare(data, tapFor(stay, { day: today, kind: 'litter', outcome: 'loose' }), 'Mochi: Litter', atHotel(today, '08:20')),
    ];
    const keys = await keysOf(data, taps);
    network.fault = (request) => (request.method === 'POST' ? 'lost-answer' : undefined);
    const timer = new ManualTimer();
    const engine = engineFor(data, timer, { side: 'desk' });
    await engine.syncNow();

    // The server kept both taps; the phone never heard, and both wait, the oldest's attempt counted.
    expect((await serverLog(member, stay)).map((entry) => entry.id)).toEqual(taps.map((tap) => tap.id));
    expect((await data.outbox.orderBy('seq').toArray()).map(({ subject, state, attempts }) => [subject.id, state, attempts])).toEqual([
      [taps[0]!.id, 'waiting', 1],
      [taps[1]!.id, 'waiting', 0],
    ]);
    expect(timer.wakes).toEqual([500]);

    network.fault = () => undefined;
    timer.fireWakes();
    await engine.syncNow();
    expect(network.requests).toEqual([
      { method: 'POST', path: DESK_BATCH, key: null },
      { method: 'POST', path: DESK_BATCH, key: null },
    ]);
    expect(network.changes.map((sent) => sent.key)).toEqual([...keys, ...keys]);
    expect(await serverLog(member, stay)).toEqual(taps);
    expect(await data.outbox.count()).toBe(0);

    // A lone tap goes to its own address under its key; its answer is lost too.
    network.fault = (request) => (request.method === 'POST' ? 'lost-answer' : undefined);
    const lone = await logCare(data, tapFor(stay, { day: today, kind: 'mood', outcome: 'quiet' }), 'Mochi: Mood', atHotel(today, '08:40'));
    const [loneKey] = await keysOf(data, [lone]);
    await engine.syncNow();
    expect((await data.outbox.toArray()).map(({ id, subject, state, attempts }) => [id, subject.id, state, attempts])).toEqual([
      [loneKey, lone.id, 'waiting', 1],
    ]);
    network.fault = () => undefined;
    timer.fireWakes();
    await engine.syncNow();
    await engine.stop();
    expect(network.requests.slice(2)).toEqual([
      { method: 'POST', path: CARE_LOG, key: loneKey },
      { method: 'POST', path: CARE_LOG, key: loneKey },
    ]);
    const onServer = await serverLog(member, stay);
    expect(onServer).toEqual([...taps, lone]);
    expect(await data.outbox.count()).toBe(0);
    expect(await phoneLog(data)).toEqual(onServer);
  });

  it('marks a refused tap with the server’s message, takes its entry off the phone, and sends the taps after it', async () => {
    const { member, stays, checkIn, today } = await onShift(68, { cats: ['Mochi', 'Pepper'] });
    const [mochi, pepper] = stays as [CheckedInStay, CheckedInStay];
    network.owner = member;
    const data = await phoneOf(member);
    const before = await logCare(data, tapFor(mochi, { day: today, kind: 'mood', outcome: 'content' }), 'Mochi: Mood', atHotel(today, '08:01'));
    // Pepper's tablet, tapped on Mochi's card.
    const otherCats = await logCare(
      data,
      tapFor(mochi, { day: today, kind: 'medication', careItemId: itemOf(pepper, 'medication').id, slot: '08:00', outcome: 'given' }),
      'Mochi: Thyroid tablet at 08:00',
      atHotel(today, '08:02'),
    );
    // The day before she came.
    const dayBefore = await logCare(
      data,
      tapFor(mochi, { day: addDays(checkIn, -1), kind: 'mood', outcome: 'quiet' }),
      'Mochi: Mood',
      atHotel(today, '08:03'),
    );
    const after = await logCare(data, tapFor(mochi, { day: today, kind: 'litter', outcome: 'normal' }), 'Mochi: Litter', atHotel(today, '08:04'));
    expect((await phoneLog(data)).map((entry) => entry.id)).toEqual([before.id, otherCats.id, dayBefore.id, after.id]);
    const [, otherCatsKey, dayBeforeKey, afterKey] = await keysOf(data, [before, otherCats, dayBefore, after]);

    // No pull: what the phone shows after the refusals comes from the refusals alone.
    network.fault = (request) => (request.method === 'GET' ? 'offline' : undefined);
    const timer = new ManualTimer();
    const engine = engineFor(data, timer, { side: 'desk' });
    await engine.syncNow();

    // The batch stopped at the first refusal; the next one at the second; the last tap went alone.
    expect(network.requests).toEqual([
      { method: 'POST', path: DESK_BATCH, key: null },
      { method: 'POST', path: DESK_BATCH, key: null },
      { method: 'POST', path: CARE_LOG, key: afterKey },
    ]);
    expect(
      (await data.outbox.orderBy('seq').toArray()).map(({ id, subject, state, error, field, attempts }) => ({
        id,
        subject,
        state,
        error,
        field,
        attempts,
      })),
    ).toEqual([
      {
        id: otherCatsKey,
        subject: { kind: 'careEntry', id: otherCats.id },
        state: 'rejected',
        error: REFUSALS.notAnItemOfTheCat,
        field: 'careItemId',
        attempts: 0,
      },
      {
        id: dayBeforeKey,
        subject: { kind: 'careEntry', id: dayBefore.id },
        state: 'rejected',
        error: REFUSALS.dayOutsideTheStay,
        field: 'day',
        attempts: 0,
      },
    ]);
    const status = await readSyncStatus(data);
    expect(status.rejected).toEqual([
      {
        id: otherCatsKey,
        summary: 'Mochi: Thyroid tablet at 08:00: Given',
        error: REFUSALS.notAnItemOfTheCat,
        subject: { kind: 'careEntry', id: otherCats.id },
        retryable: false,
      },
      {
        id: dayBeforeKey,
        summary: 'Mochi: Mood: Quiet',
        error: REFUSALS.dayOutsideTheStay,
        subject: { kind: 'careEntry', id: dayBefore.id },
        retryable: false,
      },
    ]);
    expect(statusLine(status)).toBe('2 changes not saved');
    // The server has none of them, so the phone has none: the refused taps are gone from the log.
    expect(await data.careLog.get(otherCats.id)).toBeUndefined();
    expect(await data.careLog.get(dayBefore.id)).toBeUndefined();
    const onServer = await serverLog(member, mochi);
    expect(onServer).toEqual([before, after]);
    expect(await serverLog(member, pepper)).toEqual([]);
    expect(await phoneLog(data)).toEqual(onServer);

    // Dropping a refusal leaves the log as it is; the signal back, a pull agrees.
    await engine.discard(otherCatsKey!);
    await engine.stop();
    expect((await data.outbox.toArray()).map((entry) => entry.id)).toEqual([dayBeforeKey]);
    expect(await phoneLog(data)).toEqual(onServer);
    network.fault = () => undefined;
    expect(await pullDeskFromServer(data, deskApi(member))).toEqual({ kind: 'pulled' });
    expect(await phoneLog(data)).toEqual(onServer);
  });

  it('keeps both doses two phones logged offline, and the round shows the dose given twice', async () => {
    const { member: sipho, stay, today } = await onShift(72);
    const thandi = await hotel.staff('staff', { firstName: 'Thandi', lastName: 'Mokoena' });
    // Two phones, each signed in as its own member of staff: each request carries its phone's cookie.
    const phones = [await phoneOf(sipho), await phoneOf(thandi)] as const;
    const timers = [new ManualTimer(), new ManualTimer()] as const;
    const engines = [
      engineFor(phones[0], timers[0], { side: 'desk', fetch: fetchAs(sipho) }),
      engineFor(phones[1], timers[1], { side: 'desk', fetch: fetchAs(thandi) }),
    ] as const;
    network.fault = () => 'offline';
    const dose = tapFor(stay, { day: today, kind: 'medication', careItemId: itemOf(stay, 'medication').id, slot: '08:00', outcome: 'given' });
    const bySipho = await logCare(phones[0], dose, 'Mochi: Thyroid tablet at 08:00', atHotel(today, '08:03'));
    const byThandi = await logCare(phones[1], dose, 'Mochi: Thyroid tablet at 08:00', atHotel(today, '08:05'));
    const keys = [...(await keysOf(phones[0], [bySipho])), ...(await keysOf(phones[1], [byThandi]))];
    await Promise.all(engines.map((engine) => engine.syncNow()));
    expect(await phoneLog(phones[0])).toEqual([{ ...dose, id: bySipho.id, loggedBy: 'Sipho Dlamini', loggedAt: `${today}T06:03:00.000Z` }]);
    expect(await phoneLog(phones[1])).toEqual([{ ...dose, id: byThandi.id, loggedBy: 'Thandi Mokoena', loggedAt: `${today}T06:05:00.000Z` }]);

    // The signal back, Sipho's phone sends first, then Thandi's, whose pull brings both doses.
    network.fault = () => undefined;
    for (const timer of timers) timer.fireWakes();
    await engines[0].syncNow();
    await engines[1].syncNow();
    await Promise.all(engines.map((engine) => engine.stop()));

    expect(network.requests).toEqual(keys.map((key) => ({ method: 'POST', path: CARE_LOG, key })));
    const onServer = await serverLog(sipho, stay);
    expect(onServer).toEqual([bySipho, byThandi]);
    expect(await phoneLog(phones[1])).toEqual(onServer);
    // Sipho's phone sees Thandi's dose at its next pull.
    expect(await pullDeskFromServer(phones[0], deskApi(sipho))).toEqual({ kind: 'pulled' });
    for (const phone of phones) {
      expect(await phone.outbox.count()).toBe(0);
      expect(await phoneLog(phone)).toEqual(onServer);
    }
    const detail = (await sipho.get<BookingDetailView>(`/api/staff/bookings/${stay.id}`)).body;
    const round = slotsOfDay(detail.carePlan, await phoneLog(phones[1]), detail.inHouse!, today, { date: today, time: '09:00' });
    expect(round.map((slot) => [slot.time, slot.item.name, slot.state, slot.entries.map((entry) => entry.loggedBy)])).toEqual([
      ['08:00', 'Renal biscuits', 'overdue', []],
      ['08:00', 'Thyroid tablet', 'twice', ['Sipho Dlamini', 'Thandi Mokoena']],
      ['17:00', 'Renal biscuits', 'later', []],
    ]);
  });
});

describe('the desk’s pull', () => {
  it('brings today’s entries of every phone and follows the server, except the taps still waiting here', async () => {
    const { member: sipho, stay, checkIn, today } = await onShift(76, { nightsIn: 2 });
    const yesterday = addDays(today, -1);
    const thandi = await hotel.staff('staff', { firstName: 'Thandi', lastName: 'Mokoena' });
    // Thandi's phone sent two taps of today and one of yesterday.
    const hers = await phoneOf(thandi);
    const herTaps = [
      await logCare(hers, tapFor(stay, { day: today, kind: 'mood', outcome: 'content' }), 'Mochi: Mood', atHotel(today, '07:30')),
      await logCare(hers, tapFor(stay, { day: yesterday, kind: 'litter', outcome: 'normal' }), 'Mochi: Litter', atHotel(today, '07:40')),
      await logCare(hers, tapFor(stay, { day: today, kind: 'note', note: 'Slept in the sun' }), 'Mochi', atHotel(today, '07:50')),
    ];
    const herEngine = engineFor(hers, new ManualTimer(), { side: 'desk', fetch: fetchAs(thandi) });
    await herEngine.syncNow();
    await herEngine.stop();
    expect((await serverLog(sipho, stay)).map((entry) => entry.id)).toEqual(herTaps.map((tap) => tap.id));

    // Sipho's phone: a tap of today waits to be sent; it still holds an entry of today the server
    // does not have (and no tap waits for), one of yesterday and one of the first day.
    const mine = await phoneOf(sipho);
    const waiting = await logCare(mine, tapFor(stay, { day: today, kind: 'litter', outcome: 'none' }), 'Mochi: Litter', atHotel(today, '08:15'));
    const held = (day: string, loggedAt: string): CareLogRecord => ({
      ...tapFor(stay, { day, kind: 'mood', outcome: 'quiet' }),
      id: crypto.randomUUID(),
      outcome: 'quiet',
      loggedBy: 'Sipho Dlamini',
      loggedAt,
    });
    const notOnServer = held(today, `${today}T05:00:00.000Z`);
    const ofYesterday = held(yesterday, `${yesterday}T12:00:00.000Z`);
    const ofTheFirstDay = held(checkIn, `${checkIn}T12:00:00.000Z`);
    await mine.careLog.bulkPut([notOnServer, ofYesterday, ofTheFirstDay]);

    expect(await pullDeskFromServer(mine, deskApi(sipho))).toEqual({ kind: 'pulled' });
    expect(await phoneLog(mine)).toEqual([ofYesterday, herTaps[0], herTaps[2], waiting]);
    expect(await mine.profile.toArray()).toEqual([(await sipho.get<OwnerRecord>('/api/auth/user')).body]);
    expect((await mine.outbox.toArray()).map((entry) => [entry.subject.id, entry.state])).toEqual([[waiting.id, 'waiting']]);

    // Another member's session on this phone reads as signed out: nothing of theirs is written.
    expect(await pullDeskFromServer(mine, deskApi(thandi))).toEqual({ kind: 'signed-out' });
    expect(await phoneLog(mine)).toEqual([ofYesterday, herTaps[0], herTaps[2], waiting]);
    // The hotel out of reach: nothing changes.
    network.fault = (request) => (request.path === '/api/staff/today' ? 'offline' : undefined);
    expect(await pullDeskFromServer(mine, deskApi(sipho))).toEqual({ kind: 'unreachable', reason: 'Could not reach the hotel: fetch failed' });
    expect(await phoneLog(mine)).toEqual([ofYesterday, herTaps[0], herTaps[2], waiting]);
  });

  // Found by these tests: the pull dropped every local entry of a day before yesterday, waiting or
  // not, so a late tap for the first days of a stay vanished from the phone while it still waited
  // in the outbox (the screen and the queue disagreed).
  it('keeps a late tap for an earlier day of the stay on screen while it waits to be sent', async () => {
    const { member, stay, checkIn, today } = await onShift(80, { nightsIn: 2 });
    const data = await phoneOf(member);
    // Logged this morning for the first evening, which no one logged: the server takes it late.
    const late = await logCare(data, tapFor(stay, { day: checkIn, kind: 'mood', outcome: 'unsettled' }), 'Mochi: Mood', atHotel(today, '08:00'));
    expect(await pullDeskFromServer(data, deskApi(member))).toEqual({ kind: 'pulled' });
    expect((await data.outbox.toArray()).map((entry) => [entry.subject.id, entry.state])).toEqual([[late.id, 'waiting']]);
    // Fails: the pull deleted it.
    expect(await phoneLog(data)).toEqual([late]);
  });

  it('keeps a late tap logged while the engine pulls on screen, when the signal then drops', async () => {
    const { member, stay, checkIn, today } = await onShift(84, { nightsIn: 2 });
    network.owner = member;
    const data = await phoneOf(member);
    const timer = new ManualTimer();
    const engine = engineFor(data, timer, { side: 'desk' });
    const sent = await logCare(data, tapFor(stay, { day: today, kind: 'mood', outcome: 'content' }), 'Mochi: Mood', atHotel(today, '08:00'));
    // While the engine pulls after sending it, the member logs a tap for the first evening, and
    // the signal drops before that tap can go.
    let late: Promise<CareLogRecord> | undefined;
    network.fault = (request) => {
      if (request.path === '/api/staff/today') {
        late ??= logCare(data, tapFor(stay, { day: checkIn, kind: 'mood', outcome: 'unsettled' }), 'Mochi: Mood', atHotel(today, '08:01'));
      }
      return late !== undefined && request.method === 'POST' ? 'offline' : undefined;
    };
    await engine.syncNow();
    const lateTap = await late!;
    await engine.syncNow();
    await engine.stop();
    expect(await serverLog(member, stay)).toEqual([sent]);
    expect((await data.outbox.toArray()).map((entry) => [entry.subject.id, entry.state])).toEqual([[lateTap.id, 'waiting']]);
    // Fails: the pull deleted it, after it was queued.
    expect(await phoneLog(data)).toEqual([sent, lateTap]);
  });
});

describe('a photo for the diary taken with no signal (issue 34)', () => {
  it('travels alone between the round’s batches, even when small, and is kept once when its answer is lost', async () => {
    const { member, stay, today } = await onShift(68);
    network.owner = member;
    const data = await phoneOf(member);
    network.fault = () => 'offline';
    const timer = new ManualTimer();
    const engine = engineFor(data, timer, { side: 'desk' });
    const before = await logCare(data, tapFor(stay, { day: today, kind: 'mood', outcome: 'content' }), 'Mochi: Mood', atHotel(today, '08:10'));
    // A small photo (well under a batch's 60 kB) between two taps.
    const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 120, b: 40 } } })
      .jpeg()
      .toBuffer();
    const photo = {
      id: crypto.randomUUID(),
      bookingId: stay.id,
      catId: stay.catId,
      day: today,
      caption: 'Asleep on the shelf',
      takenAt: atHotel(today, '08:15').toISOString(),
    };
    await queuePhoto(data, { ...photo, data: jpeg.toString('base64') }, 'Photo of Mochi');
    const after = await logCare(data, tapFor(stay, { day: today, kind: 'litter', outcome: 'normal' }), 'Mochi: Litter', atHotel(today, '08:20'));
    const keys = (await data.outbox.orderBy('seq').toArray()).map((entry) => entry.id);
    await engine.syncNow();
    expect(statusLine(await readSyncStatus(data))).toBe('3 changes waiting to sync');

    // The signal returns, but the photo's first answer is lost: it is sent again under its key.
    let lost = false;
    network.fault = (request) => (request.path === '/api/staff/stay-photos' && !lost ? ((lost = true), 'lost-answer') : undefined);
    timer.fireWakes();
    await engine.syncNow();
    timer.fireWakes();
    await engine.syncNow();
    await engine.stop();

    expect(network.requests).toEqual([
      { method: 'POST', path: CARE_LOG, key: keys[0] },
      { method: 'POST', path: '/api/staff/stay-photos', key: keys[1] },
      { method: 'POST', path: '/api/staff/stay-photos', key: keys[1] },
      { method: 'POST', path: CARE_LOG, key: keys[2] },
    ]);
    expect(await data.outbox.count()).toBe(0);
    expect((await serverLog(member, stay)).map((entry) => entry.id)).toEqual([before.id, after.id]);
    const today_ = await member.get<TodayView>(`/api/staff/today?date=${today}`);
    expect(today_.body.photos.map(({ id, caption, by }) => [id, caption, by])).toEqual([[photo.id, 'Asleep on the shelf', 'Sipho']]);
  });
});
