/**
 * The bare stack's photo from the round (issue 34): the work of POST /api/staff/stay-photos with no
 * framework around it, so the bench's share is what the app adds to the same work. The same work is
 * the same code where the work is heavy: the base64 decoded by the app's own decoder
 * (domain/schemas/proof.ts), the picture read and made into its four files by the app's own function
 * (api/photos/resize.ts, two at a time as in the app, since both servers share its queue), and the
 * files written by the same folder store (api/photos/store.ts: each flushed to disk, then renamed).
 * Around it, the SQL the app sends, in its order and transaction shape (api/photos/routes.ts): the
 * photo looked for by its id, then, in the transaction, the key claimed, the stay locked and its cat
 * checked, the id looked for again, the files written, the row, the cat's name for the owner's
 * news, the answer kept; after the answer, the news's reads of the hotel's keys and the owner's phones.
 */
import { shortened, NEWS_BODY_MAX, NEWS_TITLE_MAX } from '../domain/push-news.ts';
import { proofBytes } from '../domain/schemas/proof.ts';
import { PHOTO_MAX_BYTES } from '../domain/schemas/stay-photo.ts';
import { type StayPhotoRow, stayPhotoView } from '../api/photos/records.ts';
import { resizePhoto, type ResizedPhoto } from '../api/photos/resize.ts';
import { newStorageKey, type PhotoStore } from '../api/photos/store.ts';
import { VAPID_KEY_NAME } from '../api/push/keys.ts';
import { checkDayOfStay } from '../api/staff/care-log.ts';
import { type BareDatabase, camelRow, claimKey, type Query, type SignedIn, storeAnswer } from './bare-database.ts';

export const PHOTO_ADDRESS = '/api/staff/stay-photos';

const PHOTO_COLUMNS = `"stay_photos"."id", "stay_photos"."booking_id", "stay_photos"."cat_id", "stay_photos"."day", "stay_photos"."caption", "stay_photos"."storage_key", "stay_photos"."width", "stay_photos"."height", "stay_photos"."posted_by", "stay_photos"."taken_at", "stay_photos"."received_at"`;
const PHOTO_BY_ID_SQL = `select ${PHOTO_COLUMNS}, "users"."first_name" from "stay_photos" left join "users" on "users"."id" = "stay_photos"."posted_by" where "stay_photos"."id" = $1`;
const STAY_SQL = `select "status", "checked_in_at", "checked_out_at" from "bookings" where "bookings"."id" = $1 for update`;
const CAT_OF_STAY_SQL = `select "cat_id" from "booking_cats" where ("booking_cats"."booking_id" = $1 and "booking_cats"."cat_id" = $2)`;
const NEW_PHOTO_SQL = `insert into "stay_photos" ("id", "booking_id", "cat_id", "day", "caption", "storage_key", "width", "height", "posted_by", "taken_at", "received_at") values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, default) on conflict do nothing returning "id", "booking_id", "cat_id", "day", "caption", "storage_key", "width", "height", "posted_by", "taken_at", "received_at"`;
const NEWS_CAT_SQL = `select "cats"."name", "bookings"."owner_id" from "booking_cats" inner join "bookings" on "bookings"."id" = "booking_cats"."booking_id" inner join "cats" on "cats"."id" = "booking_cats"."cat_id" where ("booking_cats"."booking_id" = $1 and "booking_cats"."cat_id" = $2)`;
const HOTEL_KEYS_SQL = `select "value" from "hotel_keys" where "hotel_keys"."name" = $1`;
const PHONES_SQL = `select "endpoint", "user_id", "p256dh", "auth", "created_at" from "push_subscriptions" where "push_subscriptions"."user_id" = $1`;

interface Upload {
  id: string;
  bookingId: string;
  catId: string;
  day: string;
  caption: string;
  takenAt: string;
  data: string;
}

interface News {
  ownerId: string;
  title: string;
  body: string;
}

/** The photo's files, made before the transaction as the app makes them, so no lock waits on sharp. */
async function resized(upload: Upload): Promise<ResizedPhoto> {
  const bytes = proofBytes(upload.data);
  if (bytes === undefined || bytes.length > PHOTO_MAX_BYTES) throw new Error('not a photo the bench sends');
  return resizePhoto(bytes);
}

/** The stay checked in, the cat one of its cats, the day one of its days in the house: the care log's rules. */
async function checkStay(query: Query, upload: Upload): Promise<void> {
  const [stay] = await query(STAY_SQL, [upload.bookingId]);
  if (stay === undefined || stay.checked_in_at === null) throw new Error('not a stay in the house');
  const [cat] = await query(CAT_OF_STAY_SQL, [upload.bookingId, upload.catId]);
  if (cat === undefined) throw new Error('not a cat of the stay');
  checkDayOfStay({ checkedInAt: stay.checked_in_at as Date, checkedOutAt: stay.checked_out_at as Date | null }, upload.day, new Date());
}

/** The four files under a new storage key, each write ended before a failed one fails the request. */
async function writeFiles(photos: PhotoStore, storageKey: string, photo: ResizedPhoto): Promise<void> {
  const written = await Promise.allSettled(
    photo.files.map(({ file, contentType, bytes }) => photos.put(`${storageKey}/${file}`, bytes, contentType)),
  );
  for (const write of written) if (write.status === 'rejected') throw write.reason;
}

/** "New photo of Marmalade", for the owner's phones, as api/push/news.ts words it. */
async function newsOf(query: Query, upload: Upload): Promise<News | undefined> {
  const [cat] = await query(NEWS_CAT_SQL, [upload.bookingId, upload.catId]);
  if (cat === undefined) return undefined;
  const body = upload.caption.trim() === '' ? `Tap to see it in ${cat.name as string}’s diary.` : upload.caption;
  return {
    ownerId: cat.owner_id as string,
    title: shortened(`New photo of ${cat.name as string}`, NEWS_TITLE_MAX),
    body: shortened(body, NEWS_BODY_MAX),
  };
}

/**
 * After the answer, as the app's news does: the hotel's keys and the owner's phones read. The bench's
 * owners allowed no phone, so nothing is sent, in the app as here.
 */
function tellOwner(db: BareDatabase, news: News): void {
  setImmediate(() => {
    void (async () => {
      const [keys] = await db.query(HOTEL_KEYS_SQL, [VAPID_KEY_NAME]);
      JSON.parse(keys!.value as string);
      await db.query(PHONES_SQL, [news.ownerId]);
    })().catch(() => {});
  });
}

/** POST /api/staff/stay-photos for the signed-in `staff`: the answer, and the owner told once it is sent. */
export async function postPhoto(db: BareDatabase, photos: PhotoStore, staff: SignedIn, key: string, text: string): Promise<[number, string]> {
  if (!staff.staff) return [403, '{"message":"This part of the app is for the hotel’s staff only"}'];
  const upload = JSON.parse(text) as Upload;
  const prepared = (await db.query(PHOTO_BY_ID_SQL, [upload.id])).length === 0 ? await resized(upload) : undefined;
  const storageKey = newStorageKey(upload.id);
  let news: News | undefined;
  try {
    const answer = await db.transaction(async (query): Promise<[number, string]> => {
      await claimKey(query, staff.id, key, PHOTO_ADDRESS, text);
      await checkStay(query, upload);
      if ((await query(PHOTO_BY_ID_SQL, [upload.id])).length > 0 || prepared === undefined) throw new Error('the bench sends each photo once');
      await writeFiles(photos, storageKey, prepared);
      const [row] = await query(NEW_PHOTO_SQL, [
        upload.id,
        upload.bookingId,
        upload.catId,
        upload.day,
        upload.caption,
        storageKey,
        prepared.width,
        prepared.height,
        staff.id,
        new Date(upload.takenAt).toISOString(),
      ]);
      news = await newsOf(query, upload);
      const body = JSON.stringify(stayPhotoView(camelRow<StayPhotoRow>(row!), staff.firstName));
      await storeAnswer(query, staff.id, key, 201, body);
      return [201, body];
    });
    if (news !== undefined) tellOwner(db, news);
    return answer;
  } catch (error) {
    // Not kept: its files go, as api/photos/kept-files.ts makes sure in the app.
    await photos.removeUnder([storageKey]);
    throw error;
  }
}
