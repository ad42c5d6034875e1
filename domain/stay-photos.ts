// A photo of a cat in its stay's diary (issue 34), as the owner and the desk read it. The files are
// served only through the app's access checks (api/photos/), each in the sizes the pages show.

/** A photo as the diary lists it; its files are read at its own addresses (`photoFileAddress`). */
export interface StayPhotoView {
  id: string;
  catId: string;
  day: string;
  /** The one line the member of staff wrote with it; empty when none. */
  caption: string;
  /** The member who posted it, by first name (the hotel when none). */
  by: string;
  /** When it was taken, on the phone's clock. */
  at: string;
  /** The large file's size in pixels, upright: the page keeps the photo's place before it loads. */
  width: number;
  height: number;
}

/**
 * The longest side of each size the server makes, in pixels: `small` for the diary's list on a
 * phone (480 CSS px, shown at up to 480w), `large` for a photo opened on its own or on a wide or
 * dense screen. A photo smaller than a size is never enlarged to it.
 */
export const PHOTO_SIZES = { small: 480, large: 1280 } as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;

/** Each size in WebP (every current browser) and JPEG (the fallback a `<picture>` offers older ones). */
export const PHOTO_FILES = ['small.webp', 'small.jpg', 'large.webp', 'large.jpg'] as const;
export type PhotoFile = (typeof PHOTO_FILES)[number];

export const PHOTO_FILE_TYPES: Record<PhotoFile, 'image/webp' | 'image/jpeg'> = {
  'small.webp': 'image/webp',
  'small.jpg': 'image/jpeg',
  'large.webp': 'image/webp',
  'large.jpg': 'image/jpeg',
};

/** Where a phone posts a photo it took (POST, the photo as base64 in JSON through the desk's outbox). */
export const STAY_PHOTO_UPLOAD_PATH = '/api/staff/stay-photos';

const PHOTO_SIDES = { owner: '/api/photos', desk: '/api/staff/photos' } as const;

/**
 * A photo's file as the owner (their cats' photos only) or the desk (every cat's) reads it, with the
 * session's cookie. The address never answers other bytes, so a phone keeps what it read.
 */
export function photoFileAddress(side: keyof typeof PHOTO_SIDES, photoId: string, file: PhotoFile): string {
  return `${PHOTO_SIDES[side]}/${encodeURIComponent(photoId)}/${file}`;
}
