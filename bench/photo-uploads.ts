/**
 * The photo load's requests (issue 34): a member of staff's phone posting a photo of a cat to its
 * stay's diary, as web/features/staff/round-photo.tsx sends it: the camera's picture shrunk to 1600
 * px on its longest side, JPEG at quality 0.82, as base64 in JSON. The photo is made once (sharp, in
 * the bench's process) and written to a file the load (another process) reads; every request is a
 * new photo under an id and an Idempotency-Key of its own, as a phone names each photo it takes.
 */
import sharp from 'sharp';

/** What a photo load needs to name each request: the photo's file, the run, the day and the stays taken in turn. */
export interface PhotoLoad {
  /** The phone's JPEG, as bytes on disk. */
  file: string;
  /** Each run's photos have ids of their own: a photo already kept under an id would only be answered again. */
  run: number;
  day: string;
  stays: { bookingId: string; catId: string }[];
}

const WIDTH = 1600;
const HEIGHT = 1200;

/**
 * A picture with what a photo of a cat has and a flat colour has not: broad light, a fine
 * texture like fur, and the sensor's noise. A flat picture would compress to a few kilobytes and
 * cost the server little to read; this one is about 300 kB, as a phone's photo at this size is.
 */
export async function phonePhoto(): Promise<Buffer> {
  let seed = 34;
  // A small generator of its own, so every run sends the same bytes.
  const noise = () => {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    return (seed / 0x7fffffff - 0.5) * 20;
  };
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      const at = (y * WIDTH + x) * 3;
      const fur = 40 * Math.sin(x / 37 + Math.sin(y / 53) * 3) * Math.cos(y / 41);
      const grain = noise();
      // Buffer clamps nothing: values outside 0-255 would wrap, so each is clamped.
      pixels[at] = Math.max(0, Math.min(255, 150 + 60 * Math.sin(x / 260) + fur + grain));
      pixels[at + 1] = Math.max(0, Math.min(255, 110 + 50 * Math.cos(y / 190) + fur * 0.8 + grain));
      pixels[at + 2] = Math.max(0, Math.min(255, 80 + 40 * Math.sin((x + y) / 330) + fur * 0.5 + grain));
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 82 })
    .toBuffer();
}

/** Photo `n` of run `run`: a UUID that is the same in every process that names it. */
export function photoId(run: number, n: number): string {
  return `a${run.toString(16).padStart(7, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

/**
 * Request `n` of a photo load: the next stay's cat, today, a new id and key. `data` is the photo's
 * base64, read once by the caller; the body is about 4/3 of the photo's size.
 */
export function photoRequest(n: number, load: PhotoLoad, data: string) {
  const stay = load.stays[n % load.stays.length]!;
  const id = photoId(load.run, n);
  return {
    idempotencyKey: `bench-photo-${id}`,
    body: JSON.stringify({
      id,
      bookingId: stay.bookingId,
      catId: stay.catId,
      day: load.day,
      caption: 'Watching the birds from the window sill',
      takenAt: `${load.day}T11:20:00+02:00`,
      data,
    }),
  };
}
