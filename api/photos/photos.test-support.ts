import sharp from 'sharp';

// Real pictures for the photo tests, made by sharp in the test, as a phone's camera or a hostile
// client would send them.

/** A camera's JPEG: two colours side by side, with where it was taken and the camera in its EXIF. */
export async function cameraJpeg(width = 3000, height = 2000, orientation?: number): Promise<Buffer> {
  const half = Math.floor(width / 2);
  const picture = sharp({ create: { width, height, channels: 3, background: { r: 220, g: 40, b: 40 } } })
    .composite([
      {
        input: { create: { width: width - half, height, channels: 3, background: { r: 30, g: 60, b: 220 } } },
        left: half,
        top: 0,
      },
    ])
    .jpeg()
    .withExif({
      IFD0: { Make: 'Sunningdale Phone', Model: 'Round 1', Copyright: 'Sipho' },
      // Blouberg, where the cattery is: a location no photo the owner receives may carry.
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 48/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '18/1 28/1 0/1' },
    });
  const jpeg = await picture.toBuffer();
  return orientation === undefined ? jpeg : sharp(jpeg).keepExif().withMetadata({ orientation }).jpeg().toBuffer();
}

/** A plain picture of one colour in `format`. */
export function plainPicture(format: 'png' | 'webp' | 'avif' | 'gif' | 'tiff', width = 640, height = 480, alpha = false): Promise<Buffer> {
  return sharp({ create: { width, height, channels: alpha ? 4 : 3, background: { r: 90, g: 160, b: 90, alpha: alpha ? 0.5 : 1 } } })
    .toFormat(format)
    .toBuffer();
}

/** A text file named as a photo: only its bytes say what it is. */
export const TEXT_AS_JPEG = Buffer.from('Marmalade ate all her breakfast and slept in the sun.\n', 'utf8');

/** A JPEG cut off half way, as an upload that lost its signal would be. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await cameraJpeg(1600, 1200);
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/** A PNG of one colour that declares 10,000 x 10,000 pixels (100 megapixels) in about 300 kB: an image bomb. */
export function bombPng(): Promise<Buffer> {
  return sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: 'white' } })
    .png()
    .toBuffer();
}
