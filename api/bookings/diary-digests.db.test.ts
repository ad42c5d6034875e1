import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, dayWords, longDay } from '../../domain/dates.ts';
import { LINK_NOT_VALID } from '../../domain/schemas/diary-digest.ts';
import { digestSignature, readUnsubscribeKey, unsubscribeKey } from '../accounts/unsubscribe-links.ts';
import { hotelKeys, mailOutbox, stayPhotos, users } from '../db/schema.ts';
import { act, bookStay, deskStay, standOn } from '../staff/desk.test-support.ts';
import { inDays, PUBLIC_URL, useTestHotel, type Visitor } from '../test/hotel.ts';
import { DIGEST_FROM, digestKey, sendDiaryDigests } from './diary-digests.ts';

// The day's news by e-mail (issue 34), read from the mail outbox: each test's stays are in the
// house on days of their own, months from the real today, and the rounds run on the hotel's clock
// at the times given. The hotel has no mailer, so what the rounds queue stays in the outbox.

const hotel = useTestHotel({ guestCapacity: 50 });

const SUPPER = { kind: 'feeding', name: 'Renal biscuits', amount: '40 g', times: ['17:00'] };
const TABLET = { kind: 'medication', name: 'Thyroid tablet', amount: 'Half a tablet', times: ['18:00'], withFood: true, until: null };

/** A moment on the hotel's clock (Cape Town, UTC+2). */
const at = (date: string, time: string) => new Date(`${date}T${time}:00+02:00`);

/** One round of a server's at `time` on `date`; answers how many e-mails it queued. */
const round = (date: string, time: string) => sendDiaryDigests(hotel.deps, at(date, time));

/** The day's news e-mails of a stay, by key. */
function digestsOf(bookingId: string) {
  return hotel.database.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.key, `diary-digest:${bookingId}:%`));
}

interface Stay {
  owner: Visitor & { email: string; id: string };
  staff: Visitor;
  id: string;
  catId: string;
  supper: string;
  tablet: string;
}

/**
 * Mochi checked in on `day` at 09:00 by Sipho, for an owner (confirmed unless told) who wrote her
 * supper and her evening tablet into her plan.
 */
async function inTheHouse(day: string, owner?: { confirmed?: boolean }): Promise<Stay> {
  await standOn(hotel, day);
  const visitor = await hotel.owner(owner);
  const staff = await hotel.staff('staff', { firstName: 'Sipho', lastName: 'Dlamini' });
  const booked = await bookStay(visitor, day);
  const catId = booked.catIds[0] as string;
  for (const item of [SUPPER, TABLET]) expect((await visitor.post(`/api/cats/${catId}/care-plan`, item)).status).toBe(201);
  const stay = await deskStay(staff, booked, 'check-in');
  const idOf = (name: string) => (stay.carePlan as { id: string; name: string }[]).find((item) => item.name === name)!.id;
  return { owner: visitor, staff, id: stay.id, catId, supper: idOf(SUPPER.name), tablet: idOf(TABLET.name) };
}

/** A tap of the round on `day` at `time`, by `staff`. */
async function log(stay: Stay, staff: Visitor, day: string, time: string, fields: Record<string, unknown>) {
  const entry = { id: crypto.randomUUID(), bookingId: stay.id, catId: stay.catId, careItemId: null, slot: null, note: null, day, ...fields };
  const answer = await staff.post('/api/staff/care-log', { ...entry, loggedAt: at(day, time).toISOString() });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
}

const note = (stay: Stay, day: string, time: string, words: string) => log(stay, stay.staff, day, time, { kind: 'note', outcome: null, note: words });

/** A photo posted to the stay's diary of `day`, as the staff's upload keeps it (the files are the photo store's). */
async function photo(stay: Stay, day: string) {
  await hotel.database.db.insert(stayPhotos).values({
    id: crypto.randomUUID(),
    bookingId: stay.id,
    catId: stay.catId,
    day,
    storageKey: `photos/${crypto.randomUUID()}`,
    width: 1600,
    height: 1200,
    takenAt: at(day, '15:00'),
  });
}

async function digestPreference(ownerId: string): Promise<{ diaryDigest: boolean; updatedAt: Date }> {
  const [owner] = await hotel.database.db
    .select({ diaryDigest: users.diaryDigest, updatedAt: users.updatedAt })
    .from(users)
    .where(eq(users.id, ownerId));
  return owner!;
}

/** The link at the foot of an e-mail, and its two parts. */
function stopLinkIn(body: string) {
  const address = /Stop the daily news e-mails with one click: (\S+)/.exec(body)?.[1];
  expect(address).toBeDefined();
  const url = new URL(address!);
  return { address: address!, path: `${url.pathname}${url.search}`, u: url.searchParams.get('u')!, s: url.searchParams.get('s')! };
}

describe('the day’s news by e-mail', () => {
  it('goes in the evening to the owner: the day’s lines by the clock, first names, the photos and the links; once', async () => {
    const day = inDays(120);
    const stay = await inTheHouse(day);
    const lindiwe = await hotel.staff('staff', { firstName: 'Lindiwe', lastName: 'Khumalo' });
    await note(stay, day, '14:30', 'Chased the feather wand round the catio');
    await log(stay, lindiwe, day, '18:02', { kind: 'medication', careItemId: stay.tablet, slot: '18:00', outcome: 'given' });
    await log(stay, stay.staff, day, '17:10', { kind: 'feeding', careItemId: stay.supper, slot: '17:00', outcome: 'ate-half' });
    await photo(stay, day);
    await photo(stay, day);

    // Not before the evening: the day is not over for the cats.
    expect(await round(day, '18:59')).toBe(0);
    expect(await digestsOf(stay.id)).toEqual([]);

    expect(await round(day, DIGEST_FROM)).toBe(1);
    const [digest, ...others] = await digestsOf(stay.id);
    expect(others).toEqual([]);
    const words = dayWords(day);
    expect(digest).toMatchObject({ key: digestKey(stay.id, day), recipients: [stay.owner.email], sentAt: null });
    expect(digest!.subject).toBe(`Mochi's day at Sunningdale Cat Hotel, ${words.weekdayShort} ${words.day} ${words.monthShort}`);
    expect(digest!.body).toMatch(/^Dear Thandi,\n/);
    expect(digest!.body).toContain(
      `Here is Mochi's day with us, ${longDay(day)}.\n\n` +
        'MOCHI\n' +
        '14:30  Chased the feather wand round the catio, by Sipho\n' +
        '17:10  Renal biscuits: ate half of it, by Sipho\n' +
        '18:02  Thyroid tablet given, by Lindiwe\n',
    );
    // First names only: the staff's surnames stay at the hotel.
    expect(digest!.body).not.toContain('Dlamini');
    expect(digest!.body).not.toContain('Khumalo');
    expect(digest!.body).toContain(`2 new photos today. See them, and the whole diary, on your stay's page: ${PUBLIC_URL}/stays/${stay.id}\n`);
    const link = stopLinkIn(digest!.body);
    expect(link.address).toBe(`${PUBLIC_URL}/unsubscribe/digest?u=${stay.owner.id}&s=${link.s}`);
    expect(link.s).toBe(digestSignature((await readUnsubscribeKey(hotel.database.db))!, stay.owner.id));

    // Later rounds that evening, with more news, have nothing more to send: once a day.
    await note(stay, day, '19:30', 'Asleep on the top shelf');
    expect(await round(day, '21:00')).toBe(0);
    expect(await round(day, '23:59')).toBe(0);
    expect(await digestsOf(stay.id)).toHaveLength(1);
  });

  it('tells each day its own news; a day no server told in its evening is not told the next morning', async () => {
    const first = inDays(124);
    const stay = await inTheHouse(first);
    await note(stay, first, '11:00', 'Settled in by the window');
    await photo(stay, first);
    // No server ran that evening. The next morning's round, and its evening's, have nothing of it.
    const second = addDays(first, 1);
    expect(await round(second, '07:00')).toBe(0);
    expect(await round(second, '19:30')).toBe(0);
    expect(await digestsOf(stay.id)).toEqual([]);

    const third = addDays(first, 2);
    await standOn(hotel, third);
    await note(stay, third, '10:15', 'Ate her breakfast at the window');
    // A late round of the same evening still sends.
    expect(await round(third, '23:45')).toBe(1);
    const [digest, ...others] = await digestsOf(stay.id);
    expect(others).toEqual([]);
    expect(digest!.key).toBe(digestKey(stay.id, third));
    expect(digest!.body).toContain('10:15  Ate her breakfast at the window, by Sipho\n');
    expect(digest!.body).not.toContain('Settled in by the window');
    // No photo of that day: none counted, and the page is still named.
    expect(digest!.body).not.toContain('new photo');
    expect(digest!.body).toContain(`See the whole diary on your stay's page: ${PUBLIC_URL}/stays/${stay.id}\n`);
  });

  it('is sent for photos alone, counting one as one', async () => {
    const day = inDays(128);
    const stay = await inTheHouse(day);
    await photo(stay, day);
    expect(await round(day, '19:15')).toBe(1);
    const [digest] = await digestsOf(stay.id);
    expect(digest!.body).toContain('1 new photo today.');
    expect(digest!.body).not.toContain('MOCHI\n');
  });

  it('is not sent for a day without news, nor to an owner who turned it off, an unconfirmed address or a deleted account', async () => {
    const day = inDays(132);
    const quiet = await inTheHouse(day);
    const off = await inTheHouse(day);
    const unconfirmed = await inTheHouse(day, { confirmed: false });
    const deleted = await inTheHouse(day);
    for (const stay of [off, unconfirmed, deleted]) await note(stay, day, '12:00', 'Purring on the sofa');
    const turnedOff = await off.owner.patch('/api/user/profile', { firstName: 'Thandi', lastName: 'Mokoena', diaryDigest: false });
    expect(turnedOff).toMatchObject({ status: 200, body: { diaryDigest: false } });
    // Deleting an account is refused while a cat stays (api/accounts/deletion.ts); a row left in that
    // state by any way gets nothing all the same, as its address is no longer its own.
    await hotel.database.db
      .update(users)
      .set({ deletedAt: at(day, '12:00'), holdsEmail: false })
      .where(eq(users.id, deleted.owner.id));

    expect(await round(day, '20:00')).toBe(0);
    for (const stay of [quiet, off, unconfirmed, deleted]) expect(await digestsOf(stay.id)).toEqual([]);
  });

  it('is not sent on the day the cat goes home: the report card tells that day', async () => {
    const day = inDays(136);
    const stay = await inTheHouse(day);
    const home = addDays(day, 2);
    await standOn(hotel, home);
    await note(stay, home, '08:30', 'Ready for home');
    const stayNow = await stay.staff.get(`/api/staff/bookings/${stay.id}`);
    expect((await act(stay.staff, stay.id, 'check-out', { version: stayNow.body.version, method: 'cash' })).status).toBe(200);
    expect(await round(home, '19:30')).toBe(0);
    expect(await digestsOf(stay.id)).toEqual([]);
  });

  it('is sent once when two servers’ rounds run together', async () => {
    const day = inDays(140);
    const stay = await inTheHouse(day);
    await note(stay, day, '16:00', 'Played with the ribbon');
    await Promise.all([round(day, '19:00'), round(day, '19:00'), round(day, '19:01')]);
    expect(await digestsOf(stay.id)).toHaveLength(1);
    expect(hotel.log.text()).not.toContain('Daily news: the e-mail for booking');
  });
});

describe('the link that stops the e-mails', () => {
  it('is a page to open, which changes nothing; a wrong signature is refused; its button turns them off, and the profile says so', async () => {
    const day = inDays(144);
    const stay = await inTheHouse(day);
    await note(stay, day, '16:00', 'Watched the birds');
    await round(day, '19:05');
    const [digest] = await digestsOf(stay.id);
    const link = stopLinkIn(digest!.body);
    const before = await digestPreference(stay.owner.id);

    // Mail scanners and previews open the link: a GET changes nothing, at the page's address or the API's.
    const stranger = hotel.visitor();
    await stranger.get(link.path);
    expect((await stranger.get(`/api${link.path}`)).status).toBe(404);
    expect(await digestPreference(stay.owner.id)).toEqual(before);

    // A signature changed by one character, the signature with another account, and no key at all are refused alike.
    const tampered = `${link.s.slice(0, -1)}${link.s.endsWith('A') ? 'B' : 'A'}`;
    const other = await hotel.owner();
    for (const body of [
      { u: link.u, s: tampered },
      { u: other.id, s: link.s },
      { u: link.u, s: link.s.slice(1) },
      { u: 'not-an-account', s: link.s },
    ]) {
      expect(await stranger.post('/api/unsubscribe/digest', body)).toMatchObject({ status: 400, body: { message: LINK_NOT_VALID } });
    }
    expect(await digestPreference(stay.owner.id)).toEqual(before);
    expect(await digestPreference(other.id)).toMatchObject({ diaryDigest: true });

    // The button: no session needed, and the link's id is read as the server stores it, whatever its case.
    expect(await stranger.post('/api/unsubscribe/digest', { u: link.u.toUpperCase(), s: link.s })).toMatchObject({
      status: 200,
      body: { diaryDigest: false },
    });
    const after = await digestPreference(stay.owner.id);
    expect(after.diaryDigest).toBe(false);
    expect((await stay.owner.get('/api/auth/user')).body.diaryDigest).toBe(false);
    // The same link again leaves the account as it was.
    expect((await stranger.post('/api/unsubscribe/digest', { u: link.u, s: link.s })).status).toBe(200);
    expect(await digestPreference(stay.owner.id)).toEqual(after);

    // The next evening's news is not sent; turned on again on the profile, the one after is.
    const next = addDays(day, 1);
    await standOn(hotel, next);
    await note(stay, next, '10:00', 'Napped in the sun');
    expect(await round(next, '19:30')).toBe(0);
    expect((await stay.owner.patch('/api/user/profile', { firstName: 'Thandi', lastName: 'Mokoena', diaryDigest: true })).body.diaryDigest).toBe(
      true,
    );
    const third = addDays(day, 2);
    await standOn(hotel, third);
    await note(stay, third, '10:00', 'Groomed and glossy');
    expect(await round(third, '19:30')).toBe(1);
    expect((await digestsOf(stay.id)).map((mail) => mail.key).sort()).toEqual([digestKey(stay.id, day), digestKey(stay.id, third)].sort());
  });

  it('is signed with one key, made once and kept: servers starting together read the same one', async () => {
    const [first, second] = await Promise.all([unsubscribeKey(hotel.database.db), unsubscribeKey(hotel.database.db)]);
    expect(first.equals(second)).toBe(true);
    expect(first).toHaveLength(32);
    const kept = await hotel.database.db.select().from(hotelKeys).where(eq(hotelKeys.name, 'unsubscribe-links'));
    expect(kept).toHaveLength(1);
    expect((await unsubscribeKey(hotel.database.db)).equals(first)).toBe(true);
  });
});
