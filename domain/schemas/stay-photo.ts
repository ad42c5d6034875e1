// A photo of a cat as a staff phone posts it to the stay's diary (issue 34): the image as base64 in
// JSON, so a photo taken with no signal waits in the desk's outbox with the care log and reaches the
// hotel once, under the phone's own id (decisions 0031 and 0032). The phone and the server check it
// with this one schema (DESIGN D2); what the bytes are is the server's to say (api/photos/resize.ts).
import * as v from 'valibot';
import { isCalendarDate, parseInstant } from '../dates.ts';
import { formObject, requiredField, withinLimit } from './fields.ts';
import { uuidSchema } from './id.ts';
import { MESSAGES } from './messages.ts';

/**
 * 8 MB: a phone's full-size camera JPEG (3 to 6 MB at 12 megapixels) passes as it is, so a phone
 * that cannot shrink a photo before it waits in the outbox can still send it. The server keeps only
 * its own smaller copies.
 */
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;

/** The largest body the upload's address takes: the photo's base64 (4 characters for 3 bytes) and the JSON around it. */
export const PHOTO_BODY_BYTES = Math.ceil(PHOTO_MAX_BYTES / 3) * 4 + 4096;

/**
 * 50 megapixels: more than any phone's camera writes by default (48 MP sensors save 12 MP unless
 * told otherwise), and about 200 MB once decoded. A file that says it is larger is refused before
 * it is decoded: a small PNG of one colour can declare a picture that would fill the server's memory.
 */
export const PHOTO_MAX_PIXELS = 50_000_000;

export const CAPTION_MAX = 200;

export const STAY_PHOTO_MESSAGES = {
  caption: `The caption is one line of at most ${CAPTION_MAX} characters`,
  takenAt: 'The time the photo was taken is missing',
  photo: 'The photo is missing',
  notAPhoto: 'This file is not a photo: send a JPEG, PNG, WebP or AVIF picture',
  heic: 'This photo is in HEIC, which the server cannot read: set the camera to "Most Compatible" (JPEG), or send it as a JPEG',
  damaged: 'This photo is damaged or incomplete and cannot be read: take it again',
  tooLarge: `This photo is too large: ${PHOTO_MAX_BYTES / 1024 / 1024} MB at most`,
  tooManyPixels: `This photo has too many pixels: ${PHOTO_MAX_PIXELS / 1_000_000} megapixels at most`,
} as const;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export const stayPhotoSchema = formObject({
  // The phone names the photo (DESIGN D10): sent twice, it is one photo.
  id: uuidSchema,
  bookingId: uuidSchema,
  catId: uuidSchema,
  day: v.pipe(v.string(MESSAGES.invalidDate), v.check(isCalendarDate, MESSAGES.invalidDate)),
  // One line under the photo, or none: a line break would be lost in the diary's one line anyway.
  caption: requiredField(
    STAY_PHOTO_MESSAGES.caption,
    v.pipe(
      v.string(),
      withinLimit(CAPTION_MAX),
      v.check((caption) => !/[\n\r\u2028\u2029]/.test(caption), STAY_PHOTO_MESSAGES.caption),
    ),
  ),
  // When it was taken, on the phone's clock: offline, perhaps long before it is sent.
  takenAt: v.pipe(
    v.string(STAY_PHOTO_MESSAGES.takenAt),
    v.check((text) => parseInstant(text) !== undefined, STAY_PHOTO_MESSAGES.takenAt),
  ),
  data: v.pipe(
    v.string(STAY_PHOTO_MESSAGES.photo),
    v.nonEmpty(STAY_PHOTO_MESSAGES.photo),
    v.check((data) => data.length % 4 === 0 && BASE64.test(data), STAY_PHOTO_MESSAGES.notAPhoto),
  ),
});

export type StayPhotoUpload = v.InferOutput<typeof stayPhotoSchema>;
