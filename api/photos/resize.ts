import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { PHOTO_FILE_TYPES, PHOTO_SIZES, type PhotoFile } from '../../domain/stay-photos.ts';
import { PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS, STAY_PHOTO_MESSAGES } from '../../domain/schemas/stay-photo.ts';
import { Problem } from '../http/problem.ts';

// A photo as a staff phone sent it, made into the files the pages show (issue 34):
//
// 1. The bytes say what the file is, never its name or a declared type: a JPEG, PNG, WebP or AVIF
//    is read; anything else, a text file called .jpg among them, is "not a photo" (400).
// 2. Too big is refused before anything is decoded: over PHOTO_MAX_BYTES (413), or declaring more
//    than PHOTO_MAX_PIXELS (400), the image bomb whose few hundred kilobytes unpack to gigabytes.
// 3. The camera's orientation is applied (a phone held upright writes the picture sideways and says
//    so in its EXIF), then every piece of metadata is left behind: where it was taken, the camera,
//    the time. Nothing is copied from the sent file but its pixels, in sRGB.
// 4. Each size (PHOTO_SIZES, never enlarged) in WebP and JPEG. The large one is decoded once from
//    the sent file; the small one is made from it, not from the camera's full picture again.
// 5. A file that starts well but cannot be decoded to its end (a truncated upload) is "damaged" (400).

export interface PhotoCopy {
  file: PhotoFile;
  contentType: string;
  bytes: Uint8Array;
}

export interface ResizedPhoto {
  /** The large copy's size, upright. */
  width: number;
  height: number;
  files: PhotoCopy[];
}

/** What sharp reads that a photo may be; its other formats (SVG, GIF, TIFF, RAW...) are not photos a phone posts. */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);

/** A hostile file that decodes slowly must not hold a core for long; a real photo takes well under a second. */
const DECODE_SECONDS = 20;

/**
 * Photos resized at once. A 50-megapixel photo needs some hundreds of megabytes while it is decoded;
 * several phones coming back into signal together wait their turn rather than take the server's memory.
 */
const AT_ONCE = 2;
let resizing = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (resizing >= AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else resizing += 1;
  try {
    return await work();
  } finally {
    // The turn passes straight to the next in line, so `resizing` counts it without a gap.
    const next = waiting.shift();
    if (next === undefined) resizing -= 1;
    else next();
  }
}

/** Steps 1 and 2: what the file is, by its own bytes, and whether it may be decoded. */
async function readableFormat(bytes: Uint8Array): Promise<void> {
  if (bytes.length > PHOTO_MAX_BYTES) throw new Problem(413, STAY_PHOTO_MESSAGES.tooLarge, 'data');
  let metadata: Metadata;
  try {
    // Only the header is read here: the declared size is checked below, with a message of its own.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new Problem(400, STAY_PHOTO_MESSAGES.notAPhoto, 'data');
  }
  if (!PHOTO_FORMATS.has(metadata.format)) throw new Problem(400, STAY_PHOTO_MESSAGES.notAPhoto, 'data');
  // HEIF holds both AVIF (AV1) and Apple's HEIC (HEVC); sharp's own build reads only the first.
  if (metadata.format === 'heif' && metadata.compression !== 'av1') throw new Problem(400, STAY_PHOTO_MESSAGES.heic, 'data');
  if (metadata.width * metadata.height > PHOTO_MAX_PIXELS) throw new Problem(400, STAY_PHOTO_MESSAGES.tooManyPixels, 'data');
}

/** One size of the upright picture, in WebP and in JPEG, neither carrying any metadata. */
async function copiesOf(picture: Sharp, size: 'small' | 'large'): Promise<PhotoCopy[]> {
  const [webp, jpeg] = await Promise.all([
    picture.clone().webp({ quality: 80 }).toBuffer(),
    picture.clone().jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
  ]);
  return [
    { file: `${size}.webp`, contentType: PHOTO_FILE_TYPES[`${size}.webp`], bytes: new Uint8Array(webp) },
    { file: `${size}.jpg`, contentType: PHOTO_FILE_TYPES[`${size}.jpg`], bytes: new Uint8Array(jpeg) },
  ];
}

/** Steps 3 to 5. */
async function resized(bytes: Uint8Array): Promise<ResizedPhoto> {
  const within = (side: number) => ({ width: side, height: side, fit: 'inside', withoutEnlargement: true }) as const;
  let large: { data: Buffer; info: OutputInfo };
  try {
    large = await sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'warning' })
      .timeout({ seconds: DECODE_SECONDS })
      .rotate()
      // A photo has no use for transparency, and a JPEG none for an alpha channel.
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .resize(within(PHOTO_SIZES.large))
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new Problem(400, STAY_PHOTO_MESSAGES.damaged, 'data');
  }
  const { width, height, channels } = large.info;
  const picture = () => sharp(large.data, { raw: { width, height, channels: channels as 1 | 2 | 3 | 4 } });
  const files = [...(await copiesOf(picture(), 'large')), ...(await copiesOf(picture().resize(within(PHOTO_SIZES.small)), 'small'))];
  return { width, height, files };
}

/** The files of the photo in `bytes` (the phone's upload, decoded from base64), or a refusal that says why. */
export async function resizePhoto(bytes: Uint8Array): Promise<ResizedPhoto> {
  await readableFormat(bytes);
  return inTurn(() => resized(bytes));
}
