import { sValidator } from '@hono/standard-validator';
import { and, eq } from 'drizzle-orm';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { parseInstant } from '../../domain/dates.ts';
import { uuidSchema } from '../../domain/schemas/id.ts';
import { proofBytes } from '../../domain/schemas/proof.ts';
import { PHOTO_MAX_BYTES, STAY_PHOTO_MESSAGES, stayPhotoSchema, type StayPhotoUpload } from '../../domain/schemas/stay-photo.ts';
import { PHOTO_FILE_TYPES, PHOTO_FILES, type PhotoFile } from '../../domain/stay-photos.ts';
import { requireOwner, signedInOwner } from '../auth/owner.ts';
import type { AppEnv } from '../context.ts';
import { bookings, stayPhotos } from '../db/schema.ts';
import { changesInTransaction } from '../http/changes.ts';
import { Problem } from '../http/problem.ts';
import { refuseInvalid } from '../http/validate.ts';
import { announcePhoto, newsAfterCommit } from '../push/news.ts';
import { requireStaff, signedInStaff } from '../staff/access.ts';
import { checkDayOfStay, stayInHouse } from '../staff/care-log.ts';
import { filesGone, photoFilesFollowTheChange, photoStoreOf, wroteFiles } from './kept-files.ts';
import { type StayPhotoRow, stayPhotoById, stayPhotoView } from './records.ts';
import { type ResizedPhoto, resizePhoto } from './resize.ts';
import { newStorageKey } from './store.ts';

// A cat's photos in its stay's diary (issue 34): staff post them from the round, the owner and the
// desk read them. The files are answered only here, after the same session and access checks as
// every record: no address of the store itself is ever given out, and a photo's folder in the
// store is named with a random part that its id does not give away.

export const PHOTO_NOT_FOUND = 'Photo not found';
export const PHOTO_ID_TAKEN = 'This photo’s id belongs to another photo';
export const NOT_A_PHOTO_FILE = `A photo's file is one of ${PHOTO_FILES.join(', ')}`;

/**
 * A photo's address never answers other bytes (a photo is never changed, only posted or deleted),
 * so the phone keeps it for a year without asking again and opens the diary's photos offline; only
 * that browser keeps it (private), never a proxy.
 */
export const PHOTO_CACHE = 'private, max-age=31536000, immutable';

type UploadInput = { out: { json: StayPhotoUpload } };

/** The files made from a request's upload, before its transaction (`preparePhoto`). */
const preparedIn = new WeakMap<Context<AppEnv>, ResizedPhoto>();

async function resizedUpload(upload: StayPhotoUpload): Promise<ResizedPhoto> {
  const bytes = proofBytes(upload.data);
  if (bytes === undefined) throw new Problem(400, STAY_PHOTO_MESSAGES.notAPhoto, 'data');
  if (bytes.length > PHOTO_MAX_BYTES) throw new Problem(413, STAY_PHOTO_MESSAGES.tooLarge, 'data');
  return resizePhoto(bytes);
}

/**
 * Resizing takes a good part of a second; done inside the transaction it would hold the stay's row
 * lock, and on PGlite the one connection, all that time. So it comes first, outside. A photo kept
 * before (its answer lost on the way back to the phone) is answered from its row, with nothing to resize.
 */
const preparePhoto: MiddlewareHandler<AppEnv, string, UploadInput> = async (c, next) => {
  const upload = c.req.valid('json');
  if ((await stayPhotoById(c.var.db, upload.id)) === undefined) preparedIn.set(c, await resizedUpload(upload));
  await next();
};

/** Whether the photo kept under this id is the one sent: another one under its id is refused. */
function samePhoto(kept: StayPhotoRow, upload: StayPhotoUpload): boolean {
  return (
    kept.bookingId === upload.bookingId &&
    kept.catId === upload.catId &&
    kept.day === upload.day &&
    kept.caption === upload.caption &&
    kept.takenAt.getTime() === parseInstant(upload.takenAt)?.getTime()
  );
}

async function keptAnswer(c: Context<AppEnv>, upload: StayPhotoUpload): Promise<Response> {
  const kept = await stayPhotoById(c.var.db, upload.id);
  if (kept === undefined || !samePhoto(kept.photo, upload)) throw new Problem(409, PHOTO_ID_TAKEN, 'id');
  return c.json(stayPhotoView(kept.photo, kept.by), 201);
}

/**
 * POST /api/staff/stay-photos: a photo of a cat in the house, from the round, answered as the diary
 * lists it. From a phone's outbox, alone (it is too large for a batch: DESK_CHANGES does not list it).
 *
 * 1. The care log's rules (api/staff/care-log.ts): the stay has checked in, the cat is one of its
 *    cats, the day one of its days in the house; a stay checked out since still takes a photo of
 *    those days, sent late by a phone that was offline.
 * 2. The photo is kept once under the phone's id: the same photo sent again is answered as kept,
 *    another one under its id refused (409).
 * 3. Its files go to the store before its row is written, under a new storage key; if the row is
 *    not kept after all, they are deleted (api/photos/kept-files.ts).
 * 4. The owner hears of it on the phones they allowed (api/push/news.ts), once, when it is first kept.
 */
export const stayPhotoUploadRoutes = new Hono<AppEnv>().post(
  '/',
  requireStaff,
  sValidator('json', stayPhotoSchema, refuseInvalid),
  preparePhoto,
  photoFilesFollowTheChange,
  newsAfterCommit,
  changesInTransaction,
  async (c) => {
    const { db, deps } = c.var;
    const upload = c.req.valid('json');
    checkDayOfStay(await stayInHouse(db, upload.bookingId, upload.catId), upload.day, deps.now());
    if ((await stayPhotoById(db, upload.id)) !== undefined) return keptAnswer(c, upload);
    // Deleted between the first look and this one: resized here after all.
    const photo = preparedIn.get(c) ?? (await resizedUpload(upload));
    const store = photoStoreOf(deps);
    const storageKey = newStorageKey(upload.id);
    wroteFiles(c, storageKey);
    // Every write ends before a failed one fails the request: a write still running then could land
    // after its folder was cleared, and leave a file behind.
    const written = await Promise.allSettled(
      photo.files.map(({ file, contentType, bytes }) => store.put(`${storageKey}/${file}`, bytes, contentType)),
    );
    for (const write of written) if (write.status === 'rejected') throw write.reason;
    const staff = signedInStaff(c);
    const [row] = await db
      .insert(stayPhotos)
      .values({
        id: upload.id,
        bookingId: upload.bookingId,
        catId: upload.catId,
        day: upload.day,
        caption: upload.caption,
        storageKey,
        width: photo.width,
        height: photo.height,
        postedBy: staff.id,
        takenAt: parseInstant(upload.takenAt)!,
      })
      .onConflictDoNothing()
      .returning();
    if (row === undefined) {
      // The same id was kept meanwhile by a request running beside this one: its files are the photo's, these go.
      filesGone(c, [storageKey]);
      return keptAnswer(c, upload);
    }
    await announcePhoto(c, { bookingId: row.bookingId, catId: row.catId, caption: row.caption });
    return c.json(stayPhotoView(row, staff.firstName), 201);
  },
);

const photoFileParams = v.object({ id: uuidSchema, file: v.picklist(PHOTO_FILES, NOT_A_PHOTO_FILE) });

/**
 * A photo's file, for whoever may see it (`ownerId`: the owner of its stay only; none for staff),
 * read through the app. Any other photo is not found, exactly as one that does not exist.
 */
async function photoFile(c: Context<AppEnv>, photoId: string, file: PhotoFile, ownerId?: string): Promise<Response> {
  const [photo] = await c.var.db
    .select({ storageKey: stayPhotos.storageKey })
    .from(stayPhotos)
    .innerJoin(bookings, eq(bookings.id, stayPhotos.bookingId))
    .where(and(eq(stayPhotos.id, photoId), ownerId === undefined ? undefined : eq(bookings.ownerId, ownerId)));
  if (photo === undefined) throw new Problem(404, PHOTO_NOT_FOUND);
  const stored = await photoStoreOf(c.var.deps).get(`${photo.storageKey}/${file}`);
  if (stored === null) {
    // A record whose files are gone (a store restored from an older copy, a folder cleared by hand).
    c.var.deps.log.error({ storageKey: photo.storageKey, file }, 'A photo’s file is missing from the photo store');
    throw new Problem(404, PHOTO_NOT_FOUND);
  }
  return new Response(new Uint8Array(stored.bytes), {
    headers: {
      // The file's type by its name, which the server chose when it made it, whatever the store says.
      'content-type': PHOTO_FILE_TYPES[file],
      'content-length': String(stored.bytes.length),
      'content-disposition': `inline; filename="photo-${photoId}-${file}"`,
      'x-content-type-options': 'nosniff',
      'cache-control': PHOTO_CACHE,
    },
  });
}

/** GET /api/photos/{id}/{file}: a photo of one of the owner's stays. */
export const ownerPhotoRoutes = new Hono<AppEnv>()
  .use(requireOwner)
  .get('/:id/:file', sValidator('param', photoFileParams, refuseInvalid), async (c) => {
    const { id, file } = c.req.valid('param');
    return photoFile(c, id, file, signedInOwner(c).id);
  });

/** GET /api/staff/photos/{id}/{file}: any stay's photo, for the desk's booking page and the round. */
export const deskPhotoRoutes = new Hono<AppEnv>()
  .use(requireStaff)
  .get('/:id/:file', sValidator('param', photoFileParams, refuseInvalid), async (c) => {
    const { id, file } = c.req.valid('param');
    return photoFile(c, id, file);
  });
