// Live Update calls (issue 34) from the phones' outboxes against the real API app: the owner asks
// for calls with no signal, sees them at once, and the hotel gets each once; the desk marks them
// made with no signal, and the hotel charges the day's second; the owner's phone then shows both
// made, with what each cost, on the stay's bill.
import { afterEach, describe, expect, it } from 'vitest';
import { inDays, useTestHotel } from '../api/test/hotel.ts';
import { addDays, formatDay } from '../domain/dates.ts';
import { CALL_DAY_PAST, CALL_MADE, NOT_CALLABLE } from '../domain/live-updates.ts';
import { askLiveCall, cancelLiveCall, ChangeRefused, markLiveCallDone } from './changes.ts';
import type { SyncEngine } from './engine.ts';
import { atHotel, checkedInStay, standOn } from './test/desk-stays.ts';
import { engineFor, fetchAs, ManualTimer, phoneOf, useHotelNetwork } from './test/hotel-network.ts';

const hotel = useTestHotel({ guestCapacity: 50 });
const network = useHotelNetwork(hotel);

const engines: SyncEngine[] = [];
afterEach(async () => {
  await Promise.all(engines.splice(0).map((engine) => engine.stop()));
  network.fault = () => undefined;
});

describe('Live Update calls through the outboxes', () => {
  it('are asked offline by the owner, made offline at the desk, and charged once beyond the day’s free call', async () => {
    const today = inDays(40);
    await standOn(hotel, today);
    const owner = await hotel.owner();
    const member = await hotel.staff('staff', { firstName: 'Sipho', lastName: 'Dlamini' });
    const stay = await checkedInStay(owner, member, today);
    const now = () => atHotel(today, '09:10').getTime();

    const phone = await phoneOf(owner);
    const ownerTimer = new ManualTimer();
    const ownerEngine = engineFor(phone, ownerTimer, { fetch: fetchAs(owner), now });
    engines.push(ownerEngine);
    await ownerEngine.syncNow();
    const before = (await phone.bookings.get(stay.id))!;
    expect(before.liveCalls).toEqual([]);

    network.fault = () => 'offline';
    await askLiveCall(phone, stay.id, { day: today, at: '15:00', note: 'By the window' }, atHotel(today, '09:05'));
    await askLiveCall(phone, stay.id, { day: today, at: '10:00' }, atHotel(today, '09:06'));
    const shown = (await phone.bookings.get(stay.id))!.liveCalls!;
    expect(shown.map((call) => [call.at, call.state, call.note])).toEqual([
      ['10:00', 'asked', null],
      ['15:00', 'asked', 'By the window'],
    ]);
    expect((await phone.outbox.orderBy('seq').toArray()).map((entry) => [entry.change, entry.summary])).toEqual([
      ['askLiveCall', `Ask for a Live Update call on ${formatDay(today)} at 15:00`],
      ['askLiveCall', `Ask for a Live Update call on ${formatDay(today)} at 10:00`],
    ]);
    // A day of the stay already past, and a stay not taking calls, are refused on the phone as the server would.
    await expect(askLiveCall(phone, stay.id, { day: today, at: '10:00' }, atHotel(addDays(today, 1), '09:00'))).rejects.toThrow(CALL_DAY_PAST);
    await phone.bookings.update(stay.id, { status: 'completed' });
    await expect(askLiveCall(phone, stay.id, { day: today, at: '11:00' }, atHotel(today, '09:07'))).rejects.toThrow(NOT_CALLABLE);
    await phone.bookings.update(stay.id, { status: 'checked_in' });
    // Tried with no signal: both wait.
    await ownerEngine.syncNow();
    expect((await phone.outbox.toArray()).map((entry) => entry.state)).toEqual(['waiting', 'waiting']);
    expect(network.requests).toEqual([]);

    network.fault = () => undefined;
    ownerTimer.fireWakes();
    await ownerEngine.syncNow();
    expect(await phone.outbox.count()).toBe(0);
    const onServer = (await owner.get(`/api/bookings/${stay.id}`)).body;
    expect(onServer.liveCalls.map((call: { id: string }) => call.id)).toEqual(shown.map((call) => call.id));
    expect((await phone.bookings.get(stay.id))!.liveCalls).toEqual(onServer.liveCalls);

    const desk = await phoneOf(member);
    const deskTimer = new ManualTimer();
    const deskEngine = engineFor(desk, deskTimer, { side: 'desk', fetch: fetchAs(member), now });
    engines.push(deskEngine);
    network.fault = () => 'offline';
    for (const call of shown) await markLiveCallDone(desk, call.id, `Live Update call for Mochi at ${call.at}`, atHotel(today, call.at));
    expect((await desk.outbox.toArray()).map((entry) => [entry.change, entry.subject])).toEqual(
      shown.map((call) => ['liveCallDone', { kind: 'liveCall', id: call.id }]),
    );
    await deskEngine.syncNow();
    expect(await desk.outbox.count()).toBe(2);
    network.fault = () => undefined;
    deskTimer.fireWakes();
    await deskEngine.syncNow();
    expect(await desk.outbox.count()).toBe(0);

    await ownerEngine.syncNow();
    const after = (await phone.bookings.get(stay.id))!;
    expect(after.liveCalls!.map((call) => [call.at, call.state, call.chargedCents, call.doneAt])).toEqual([
      ['10:00', 'done', 0, atHotel(today, '10:00').toISOString()],
      ['15:00', 'done', 1_500, atHotel(today, '15:00').toISOString()],
    ]);
    expect(Number(after.totalAmount) - Number(before.totalAmount)).toBe(15);
    expect(after.version).toBe(before.version + 1);
    // A call made is not cancelled, on the phone as on the server.
    await expect(cancelLiveCall(phone, stay.id, shown[0]!.id)).rejects.toThrow(ChangeRefused);
    await expect(cancelLiveCall(phone, stay.id, shown[0]!.id)).rejects.toThrow(CALL_MADE);
  });
});
