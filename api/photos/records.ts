import { desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { StayPhotoView } from '../../domain/stay-photos.ts';
import { builtOnce } from '../db/built-once.ts';
import type { Database } from '../db/client.ts';
import { stayPhotos, users } from '../db/schema.ts';

// The stays' photos as the database keeps them (issue 34): a row per photo, naming the folder of
// its files in the photo store (`storageKey`), and how the diary and the desk list them.

export type StayPhotoRow = typeof stayPhotos.$inferSelect;

/** The owner meets the staff by first name, as the diary names them; a member who gave none, or left, is the hotel. */
export function staffFirstName(firstName: string | null): string {
  return firstName === null || firstName.trim() === '' ? 'the hotel' : firstName;
}

export function stayPhotoView(row: StayPhotoRow, postedBy: string | null): StayPhotoView {
  return {
    id: row.id,
    catId: row.catId,
    day: row.day,
    caption: row.caption,
    by: staffFirstName(postedBy),
    at: row.takenAt.toISOString(),
    width: row.width,
    height: row.height,
  };
}

/**
 * The photos of these stays, newest first (by when they were taken), for the owner's diary and the
 * desk's booking page, or those of one day (Today's round). The caller has already scoped
 * `bookingIds` to whoever reads them.
 */
export async function stayPhotosOf(db: Database, bookingIds: readonly string[], onDay?: string): Promise<Map<string, StayPhotoView[]>> {
  const photos = new Map<string, StayPhotoView[]>(bookingIds.map((id) => [id, []]));
  if (bookingIds.length === 0) return photos;
  const rows = await photosOfStays(db).execute({ ids: [...bookingIds], day: onDay ?? null });
  for (const { photo, by } of rows) photos.get(photo.bookingId)?.push(stayPhotoView(photo, by));
  return photos;
}

// Built once (api/db/built-once.ts): it rides on every owner answer about a booking. The ids go as
// one array; a day of null is every day.
const photosOfStays = builtOnce((db) =>
  db
    .select({ photo: stayPhotos, by: users.firstName })
    .from(stayPhotos)
    .leftJoin(users, eq(users.id, stayPhotos.postedBy))
    .where(
      sql`${stayPhotos.bookingId} = any(${sql.placeholder('ids')}::uuid[]) and (${sql.placeholder('day')}::date is null or ${stayPhotos.day} = ${sql.placeholder('day')}::date)`,
    )
    .orderBy(desc(stayPhotos.takenAt), desc(stayPhotos.id))
    .prepare('photos_of_stays'),
);

/** A photo by its id, with the first name of whoever posted it. */
export async function stayPhotoById(db: Database, photoId: string): Promise<{ photo: StayPhotoRow; by: string | null } | undefined> {
  const [found] = await db
    .select({ photo: stayPhotos, by: users.firstName })
    .from(stayPhotos)
    .leftJoin(users, eq(users.id, stayPhotos.postedBy))
    .where(eq(stayPhotos.id, photoId));
  return found;
}

/**
 * Deletes the photos of these cats and these stays (an account being deleted: api/accounts/deletion.ts),
 * in the caller's transaction. Answers their storage keys: their files are the caller's to delete
 * once that transaction has committed (api/photos/kept-files.ts), never before.
 */
export async function deleteStayPhotosOf(db: Database, of: { catIds: readonly string[]; bookingIds: readonly string[] }): Promise<string[]> {
  if (of.catIds.length === 0 && of.bookingIds.length === 0) return [];
  const deleted = await db
    .delete(stayPhotos)
    .where(
      or(
        ...(of.catIds.length === 0 ? [] : [inArray(stayPhotos.catId, [...of.catIds])]),
        ...(of.bookingIds.length === 0 ? [] : [inArray(stayPhotos.bookingId, [...of.bookingIds])]),
      ),
    )
    .returning({ storageKey: stayPhotos.storageKey });
  return deleted.map((photo) => photo.storageKey);
}
