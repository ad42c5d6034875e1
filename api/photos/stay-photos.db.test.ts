import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../domain/dates.ts';
import { PHOTO_BODY_BYTES, PHOTO_MAX_BYTES, STAY_PHOTO_MESSAGES } from '../../domain/schemas/stay-photo.ts';
import { STAFF_ONLY } from '../staff/access.ts';
import { DAY_OUTSIDE_THE_STAY, NOT_A_CAT_OF_THE_STAY, NOT_IN_THE_HOUSE } from '../staff/care-log.ts';
import { act, bookStay, deskStay, standOn } from '../staff/desk.test-support.ts';
import type { Database } from '../db/client.ts';
import { stayPhotos } from '../db/schema.ts';
import { NOT_SIGNED_IN } from '../auth/owner.ts';
import { BOOKING_NOT_FOUND } from '../bookings/records.ts';
import { mailSettled } from '../mail/after-commit.ts';
import { inDays, useTestHotel, type Visitor } from '../test/hotel.ts';
import { bombPng, cameraJpeg, TEXT_AS_JPEG, truncatedJpeg } from './photos.test-support.ts';
import { stayPhotosOf } from './records.ts';
import { PHOTO_CACHE, PHOTO_ID_TAKEN, PHOTO_NOT_FOUND } from './routes.ts';
import { folderPhotoStore } from './store.ts';

// Staff post a cat's photo from the round; its owner and the desk read it (issue 34). The photo is
// kept once under the phone's id, its files in the hotel's photo folder (made by the server, without
// the camera's metadata), and served only to the cat's owner and to staff, with the caching a phone
// keeps it by. The care log's rules decide which cat and day it may be of; the bytes decide whether
// it is a photo at all; an account deleted takes its photos' rows and files with it.

const folder = mkdtempSync(join(tmpdir(), 'hotel-stay-photos-'));
const store = folderPhotoStore(folder);
const hotel = useTestHotel({ guestCapacity: 50, photos: store });
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The photos' folders in the store: one per photo kept. */
function photoFolders(): string[] {
  return existsSync(folder) ? readdirSync(folder).filter((name) => !name.endsWith('.partial')) : [];
}

async function rowsOf(db: Database, photoId: string) {
  return db.select().from(stayPhotos).where(eq(stayPhotos.id, photoId));
}

/** A cat checked in today (the clock standing on `daysAhead` from now), with its owner and a member of staff, Sipho. */
async function inTheHouse(daysAhead: number) {
  const today = inDays(daysAhead);
  await standOn(hotel, today);
  const owner = await hotel.owner();
  const staff = await hotel.staff('staff', { firstName: 'Sipho', lastName: 'Dlamini' });
  const booked = await bookStay(owner, today);
  const stay = await deskStay(staff, booked, 'check-in');
  return { today, owner, staff, stay, catId: booked.catIds[0] as string };
}

let camera: Buffer | undefined;
async function cameraPhoto(): Promise<string> {
  camera ??= await cameraJpeg(2400, 1800);
  return camera.toString('base64');
}

async function upload(stay: { id: string }, catId: string, day: string, fields: Record<string, unknown> = {}) {
  return {
    id: crypto.randomUUID(),
    bookingId: stay.id,
    catId,
    day,
    caption: 'Sunbathing on the window sill',
    takenAt: `${day}T10:15:00+02:00`,
    data: await cameraPhoto(),
    ...fields,
  };
}

const post = (staff: Visitor, body: unknown, key: string = crypto.randomUUID()) => staff.post('/api/staff/stay-photos', body, { key });

describe('a photo posted from the round', () => {
  it('is answered as the diary lists it, and read back by the owner and by staff in both sizes and formats', async () => {
    const { today, owner, staff, stay, catId } = await inTheHouse(100);
    const sent = await upload(stay, catId, today);
    const posted = await post(staff, sent);
    expect(posted.status, posted.text).toBe(201);
    expect(posted.body).toEqual({
      id: sent.id,
      catId,
      day: today,
      caption: 'Sunbathing on the window sill',
      by: 'Sipho',
      at: new Date(sent.takenAt).toISOString(),
      width: 1280,
      height: 960,
    });
    expect(await stayPhotosOf(hotel.database.db, [stay.id])).toEqual(new Map([[stay.id, [posted.body]]]));

    const sizes = {
      'small.webp': ['webp', 480, 360],
      'small.jpg': ['jpeg', 480, 360],
      'large.webp': ['webp', 1280, 960],
      'large.jpg': ['jpeg', 1280, 960],
    };
    for (const [file, [format, width, height]] of Object.entries(sizes)) {
      for (const [reader, address] of [
        [owner, `/api/photos/${sent.id}/${file}`],
        [staff, `/api/staff/photos/${sent.id}/${file}`],
      ] as const) {
        const response = await hotel.app.request(`http://hotel.test${address}`, { headers: { cookie: reader.cookie! } });
        expect(response.status, address).toBe(200);
        expect(response.headers.get('content-type')).toBe(format === 'webp' ? 'image/webp' : 'image/jpeg');
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('cache-control')).toBe(PHOTO_CACHE);
        const bytes = Buffer.from(await response.arrayBuffer());
        expect(response.headers.get('content-length')).toBe(String(bytes.length));
        const read = await sharp(bytes).metadata();
        expect({ format: read.format, width: read.width, height: read.height, exif: read.exif }).toEqual({ format, width, height, exif: undefined });
      }
    }
  });

  it('is not found for another owner, exactly as a photo that does not exist; staff only at the desk’s address; 401 signed out', async () => {
    const { today, staff, stay, catId, owner } = await inTheHouse(102);
    const sent = await upload(stay, catId, today);
    expect((await post(staff, sent)).status).toBe(201);
    const stranger = await hotel.owner();
    const theirs = await stranger.get(`/api/photos/${sent.id}/small.webp`);
    const nobodys = await stranger.get(`/api/photos/${crypto.randomUUID()}/small.webp`);
    expect(theirs).toMatchObject({ status: 404, body: { message: PHOTO_NOT_FOUND } });
    expect({ status: nobodys.status, text: nobodys.text }).toEqual({ status: theirs.status, text: theirs.text });
    expect(theirs.headers.get('cache-control')).toBe('no-store');
    // Staff at the owners' address see only their own stays' photos: none.
    expect(await staff.get(`/api/photos/${sent.id}/small.webp`)).toMatchObject({ status: 404, body: { message: PHOTO_NOT_FOUND } });
    expect(await owner.get(`/api/staff/photos/${sent.id}/small.webp`)).toMatchObject({ status: 403, body: { message: STAFF_ONLY } });
    const visitor = hotel.visitor();
    for (const address of [`/api/photos/${sent.id}/small.webp`, `/api/staff/photos/${sent.id}/small.webp`]) {
      expect(await visitor.get(address)).toMatchObject({ status: 401, body: { message: NOT_SIGNED_IN } });
    }
    expect((await visitor.post('/api/staff/stay-photos', sent)).status).toBe(401);
    expect(await owner.post('/api/staff/stay-photos', sent)).toMatchObject({ status: 403, body: { message: STAFF_ONLY } });
    // No other file of it is served: the original the phone sent is not kept at all.
    for (const file of ['original.jpg', 'small.png', '..%2F..%2Fetc%2Fpasswd', 'small.webp.partial']) {
      expect((await owner.get(`/api/photos/${sent.id}/${file}`)).status).toBe(400);
    }
  });

  it('sent again under its id is kept once, with one set of files; another photo under that id is refused', async () => {
    const { today, staff, stay, catId } = await inTheHouse(104);
    const before = photoFolders().length;
    const sent = await upload(stay, catId, today);
    const key = crypto.randomUUID();
    const first = await post(staff, sent, key);
    expect(first.status).toBe(201);
    // The phone lost the answer and sends the change again under its key: the first answer back.
    const replayed = await post(staff, sent, key);
    expect({ status: replayed.status, body: replayed.body }).toEqual({ status: 201, body: first.body });
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    // Sent again as a new change (Send again after a refusal elsewhere): the same photo, answered the same.
    const again = await post(staff, sent);
    expect({ status: again.status, body: again.body }).toEqual({ status: 201, body: first.body });
    const other = await post(staff, { ...sent, caption: 'Another photo altogether' });
    expect(other).toMatchObject({ status: 409, body: { message: PHOTO_ID_TAKEN, field: 'id' } });
    await mailSettled();
    expect(await rowsOf(hotel.database.db, sent.id)).toHaveLength(1);
    expect(photoFolders().length).toBe(before + 1);
    const [row] = await rowsOf(hotel.database.db, sent.id);
    expect(row!.storageKey).toMatch(new RegExp(`^${sent.id}-[0-9a-f]{24}$`));
    expect(readdirSync(join(folder, row!.storageKey)).sort()).toEqual(['large.jpg', 'large.webp', 'small.jpg', 'small.webp']);
  });

  it('lists a stay’s photos newest first, each with its own caption, none for a stay without', async () => {
    const { today, staff, stay, catId } = await inTheHouse(106);
    const morning = await upload(stay, catId, today, { takenAt: `${today}T08:00:00+02:00`, caption: '' });
    const evening = await upload(stay, catId, today, { takenAt: `${today}T18:30:00+02:00`, caption: 'Asleep on the heated pad' });
    expect((await post(staff, evening)).status).toBe(201);
    expect((await post(staff, morning)).status).toBe(201);
    const other = await inTheHouse(106);
    const photos = await stayPhotosOf(hotel.database.db, [stay.id, other.stay.id]);
    expect(photos.get(stay.id)!.map((photo) => [photo.id, photo.caption])).toEqual([
      [evening.id, 'Asleep on the heated pad'],
      [morning.id, ''],
    ]);
    expect(photos.get(other.stay.id)).toEqual([]);
  });
});

describe('what is not a photo of a cat in the house', () => {
  it('is refused by its bytes, not its name: a text file called .jpg, a truncated JPEG, a bomb; nothing is kept', async () => {
    const { today, staff, stay, catId } = await inTheHouse(110);
    const before = photoFolders().length;
    const refusals = [
      [Buffer.from(TEXT_AS_JPEG).toString('base64'), STAY_PHOTO_MESSAGES.notAPhoto],
      [(await truncatedJpeg()).toString('base64'), STAY_PHOTO_MESSAGES.damaged],
      [(await bombPng()).toString('base64'), STAY_PHOTO_MESSAGES.tooManyPixels],
      ['not base64 at all!', STAY_PHOTO_MESSAGES.notAPhoto],
    ] as const;
    for (const [data, message] of refusals) {
      const sent = await upload(stay, catId, today, { data });
      expect(await post(staff, sent)).toMatchObject({ status: 400, body: { message, field: 'data' } });
      expect(await rowsOf(hotel.database.db, sent.id)).toEqual([]);
    }
    await mailSettled();
    expect(photoFolders().length).toBe(before);
  });

  it('is refused when too large: 413 for a body over the upload’s limit and for a file over 8 MB; other addresses keep 64 kB', async () => {
    const { today, staff, stay, catId } = await inTheHouse(112);
    const overBody = await upload(stay, catId, today, { data: 'A'.repeat(PHOTO_BODY_BYTES) });
    expect(await post(staff, overBody)).toMatchObject({ status: 413, body: { message: STAY_PHOTO_MESSAGES.tooLarge } });
    // Within the body's limit, but the file it decodes to is over 8 MB.
    const overFile = await upload(stay, catId, today, { data: Buffer.alloc(PHOTO_MAX_BYTES + 3).toString('base64') });
    expect(JSON.stringify(overFile).length).toBeLessThan(PHOTO_BODY_BYTES);
    expect(await post(staff, overFile)).toMatchObject({ status: 413, body: { message: STAY_PHOTO_MESSAGES.tooLarge } });
    // The upload's larger limit is its own: a care-log note of 100 kB is still too large.
    const note = {
      id: crypto.randomUUID(),
      bookingId: stay.id,
      catId,
      day: today,
      kind: 'note',
      note: 'x'.repeat(100_000),
      loggedAt: new Date().toISOString(),
    };
    expect((await staff.post('/api/staff/care-log', note)).status).toBe(413);
    expect(await rowsOf(hotel.database.db, overFile.id)).toEqual([]);
  });

  it('follows the care log’s rules: a cat of the stay, a day of the stay in the house, a stay checked in', async () => {
    const { today, staff, stay, catId } = await inTheHouse(114);
    const elsewhere = await inTheHouse(114);
    expect(await post(staff, await upload(stay, elsewhere.catId, today))).toMatchObject({
      status: 400,
      body: { message: NOT_A_CAT_OF_THE_STAY, field: 'catId' },
    });
    for (const day of [addDays(today, -1), addDays(today, 1)]) {
      expect(await post(staff, await upload(stay, catId, day))).toMatchObject({ status: 400, body: { message: DAY_OUTSIDE_THE_STAY, field: 'day' } });
    }
    const owner = await hotel.owner();
    const coming = await bookStay(owner, addDays(today, 7));
    expect(await post(staff, await upload(coming, coming.catIds[0], addDays(today, 7)))).toMatchObject({
      status: 409,
      body: { message: NOT_IN_THE_HOUSE },
    });
    expect(await post(staff, await upload({ id: crypto.randomUUID() }, catId, today))).toMatchObject({
      status: 404,
      body: { message: BOOKING_NOT_FOUND },
    });
    // Taken late: the stay checked out since, and the photo of its last day arrives the day after.
    const out = await act(staff, stay.id, 'check-out', { version: stay.version, method: 'cash' });
    expect(out.status).toBe(200);
    await standOn(hotel, addDays(today, 1));
    expect((await post(staff, await upload(stay, catId, today))).status).toBe(201);
    expect(await post(staff, await upload(stay, catId, addDays(today, 1)))).toMatchObject({ status: 400, body: { message: DAY_OUTSIDE_THE_STAY } });
  });

  it('does not ride in a batch of the desk’s changes: too large for one, it goes alone', async () => {
    const { today, staff, stay, catId } = await inTheHouse(116);
    const sent = await upload(stay, catId, today, { data: (await cameraJpeg(64, 48)).toString('base64') });
    const batch = await staff.post('/api/staff/changes', {
      changes: [{ id: crypto.randomUUID(), method: 'POST', path: '/api/staff/stay-photos', body: sent }],
    });
    expect(batch.status).toBe(400);
    expect(await rowsOf(hotel.database.db, sent.id)).toEqual([]);
    expect((await post(staff, sent)).status).toBe(201);
  });
});

describe('a photo’s files', () => {
  it('are deleted when the photo is not kept after all: a store failing half way leaves none', async () => {
    const { today, staff, stay, catId } = await inTheHouse(120);
    const before = photoFolders().length;
    const put = store.put.bind(store);
    let calls = 0;
    const failing = vi.spyOn(store, 'put').mockImplementation(async (key, bytes, type) => {
      calls += 1;
      if (calls === 3) throw new Error('The disk is full');
      // A write slower than the failure: it must not land after the photo's folder was cleared.
      if (calls === 4) await new Promise((resolve) => setTimeout(resolve, 300));
      return put(key, bytes, type);
    });
    try {
      const sent = await upload(stay, catId, today);
      expect((await post(staff, sent)).status).toBe(500);
      await mailSettled();
      expect(calls).toBeGreaterThanOrEqual(3);
      expect(await rowsOf(hotel.database.db, sent.id)).toEqual([]);
      expect(photoFolders().length).toBe(before);
      // The phone sends it again later: kept, with its files.
      failing.mockRestore();
      expect((await post(staff, sent)).status).toBe(201);
      expect(photoFolders().length).toBe(before + 1);
    } finally {
      failing.mockRestore();
    }
  });

  it('go with the account: a deleted owner’s photos lose their rows and files, another owner’s stay', async () => {
    const { today, owner, staff, stay, catId } = await inTheHouse(122);
    const other = await inTheHouse(122);
    const mine = [await upload(stay, catId, today), await upload(stay, catId, today, { caption: 'Second' })];
    for (const sent of mine) expect((await post(staff, sent)).status).toBe(201);
    const theirs = await upload(other.stay, other.catId, today);
    expect((await post(staff, theirs)).status).toBe(201);
    const [kept] = await rowsOf(hotel.database.db, theirs.id);
    const folders = await Promise.all(mine.map(async (sent) => (await rowsOf(hotel.database.db, sent.id))[0]!.storageKey));
    expect((await act(staff, stay.id, 'check-out', { version: stay.version, method: 'cash' })).status).toBe(200);

    const deleted = await owner.post('/api/account/delete', { password: 'whiskers1' });
    expect(deleted.status, deleted.text).toBe(200);
    await mailSettled();
    for (const sent of mine) {
      expect(await rowsOf(hotel.database.db, sent.id)).toEqual([]);
      expect((await staff.get(`/api/staff/photos/${sent.id}/small.jpg`)).status).toBe(404);
    }
    for (const storageKey of folders) expect(existsSync(join(folder, storageKey))).toBe(false);
    expect(existsSync(join(folder, kept!.storageKey))).toBe(true);
    expect((await other.owner.get(`/api/photos/${theirs.id}/small.jpg`)).status).toBe(200);
  });

  it('stay when the deletion is rolled back after the photos’ rows went in its transaction', async () => {
    const { today, owner, staff, stay, catId } = await inTheHouse(124);
    const sent = await upload(stay, catId, today);
    expect((await post(staff, sent)).status).toBe(201);
    const [row] = await rowsOf(hotel.database.db, sent.id);
    expect((await act(staff, stay.id, 'check-out', { version: stay.version, method: 'cash' })).status).toBe(200);

    // The deletion's commit fails, once its transaction has deleted the photo's row (the database gone away, say).
    const db = hotel.deps.db;
    const transaction = db.transaction.bind(db);
    let rolledBackAfterDeleting = false;
    const failingCommit = vi.spyOn(db, 'transaction').mockImplementation((async (work: (tx: Database) => Promise<unknown>) =>
      transaction(async (tx) => {
        const result = await work(tx);
        if ((await rowsOf(tx, sent.id)).length === 0) {
          rolledBackAfterDeleting = true;
          throw new Error('The commit failed');
        }
        return result;
      })) as typeof db.transaction);
    try {
      expect((await owner.post('/api/account/delete', { password: 'whiskers1' })).status).toBe(500);
    } finally {
      failingCommit.mockRestore();
    }
    await mailSettled();
    expect(rolledBackAfterDeleting).toBe(true);
    expect(await rowsOf(hotel.database.db, sent.id)).toHaveLength(1);
    expect(readdirSync(join(folder, row!.storageKey)).sort()).toEqual(['large.jpg', 'large.webp', 'small.jpg', 'small.webp']);
    expect((await staff.get(`/api/staff/photos/${sent.id}/large.webp`)).status).toBe(200);
  });
});
