import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stayPhotos } from '../db/schema.ts';
import { mailSettled } from '../mail/after-commit.ts';
import { act, bookStay, deskStay, standOn } from '../staff/desk.test-support.ts';
import { inDays, useTestHotel } from '../test/hotel.ts';
import { type LocalBucket, startLocalBucket } from './local-bucket.test-support.ts';
import { cameraJpeg } from './photos.test-support.ts';
import { PHOTO_CACHE } from './routes.ts';
import { bucketPhotoStore, type PhotoStore } from './store.ts';

// The hotel with its photos in an S3-compatible bucket (PHOTO_BUCKET), here a real local one
// (s3rver): a photo posted from the round is written there, read back through the app's own
// address, and deleted from it with its owner's account.

let bucket: LocalBucket;
let inBucket: PhotoStore;
/** The bucket's store, opened once the local server has a port. */
const store: PhotoStore = {
  description: 'the local bucket',
  put: (...args) => inBucket.put(...args),
  get: (...args) => inBucket.get(...args),
  removeUnder: (...args) => inBucket.removeUnder(...args),
};
beforeAll(async () => {
  bucket = await startLocalBucket();
  inBucket = bucketPhotoStore(bucket.settings);
});
afterAll(async () => {
  await bucket.close();
});
const hotel = useTestHotel({ guestCapacity: 50, photos: store });

describe('photos in a bucket', () => {
  it('are written there, read back through the app, and deleted with their owner’s account', async () => {
    const today = inDays(130);
    await standOn(hotel, today);
    const owner = await hotel.owner();
    const staff = await hotel.staff('staff', { firstName: 'Lindiwe' });
    const booked = await bookStay(owner, today);
    const stay = await deskStay(staff, booked, 'check-in');
    const id = crypto.randomUUID();
    const photo = {
      id,
      bookingId: stay.id,
      catId: booked.catIds[0],
      day: today,
      caption: 'Chasing the feather wand',
      takenAt: `${today}T11:00:00+02:00`,
      data: (await cameraJpeg(1600, 1200)).toString('base64'),
    };
    const posted = await staff.post('/api/staff/stay-photos', photo, { key: crypto.randomUUID() });
    expect(posted.status, posted.text).toBe(201);
    expect(posted.body).toMatchObject({ id, by: 'Lindiwe', width: 1280, height: 960 });
    const [row] = await hotel.database.db.select().from(stayPhotos).where(eq(stayPhotos.id, id));
    expect((await inBucket.get(`${row!.storageKey}/small.webp`))?.contentType).toBe('image/webp');

    const response = await hotel.app.request(`http://hotel.test/api/photos/${id}/small.jpg`, { headers: { cookie: owner.cookie! } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(PHOTO_CACHE);
    expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 480, height: 360 });

    expect((await act(staff, stay.id, 'check-out', { version: stay.version, method: 'cash' })).status).toBe(200);
    expect((await owner.post('/api/account/delete', { password: 'whiskers1' })).status).toBe(200);
    await mailSettled();
    for (const file of ['small.webp', 'small.jpg', 'large.webp', 'large.jpg']) expect(await inBucket.get(`${row!.storageKey}/${file}`)).toBeNull();
  });
});
