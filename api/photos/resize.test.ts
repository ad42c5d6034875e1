import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES, STAY_PHOTO_MESSAGES } from '../../domain/schemas/stay-photo.ts';
import { bombPng, cameraJpeg, plainPicture, TEXT_AS_JPEG, truncatedJpeg } from './photos.test-support.ts';
import { type PhotoCopy, resizePhoto } from './resize.ts';

async function read(copy: PhotoCopy) {
  const metadata = await sharp(copy.bytes).metadata();
  return {
    format: metadata.format,
    width: metadata.width,
    height: metadata.height,
    exif: metadata.exif,
    icc: metadata.icc,
    orientation: metadata.orientation,
  };
}

function copy(files: PhotoCopy[], file: string): PhotoCopy {
  return files.find((each) => each.file === file)!;
}

/** The colour of one pixel of a copy. */
async function pixel(copy: PhotoCopy, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(copy.bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}

describe('resizePhoto', () => {
  it('makes the small and large sizes in WebP and JPEG, the longest side 480 and 1280 px, with the picture’s shape', async () => {
    const { width, height, files } = await resizePhoto(await cameraJpeg(3000, 2000));
    expect({ width, height }).toEqual({ width: 1280, height: 853 });
    expect(files.map((file) => [file.file, file.contentType]).sort()).toEqual([
      ['large.jpg', 'image/jpeg'],
      ['large.webp', 'image/webp'],
      ['small.jpg', 'image/jpeg'],
      ['small.webp', 'image/webp'],
    ]);
    expect(await read(copy(files, 'large.webp'))).toMatchObject({ format: 'webp', width: 1280, height: 853 });
    expect(await read(copy(files, 'large.jpg'))).toMatchObject({ format: 'jpeg', width: 1280, height: 853 });
    expect(await read(copy(files, 'small.webp'))).toMatchObject({ format: 'webp', width: 480, height: 320 });
    expect(await read(copy(files, 'small.jpg'))).toMatchObject({ format: 'jpeg', width: 480, height: 320 });
    // The picture itself: red on the left, blue on the right, as the camera took it.
    expect(await pixel(copy(files, 'small.jpg'), 20, 160)).toEqual([expect.closeTo(220, -1), expect.closeTo(40, -1), expect.closeTo(40, -1)]);
    expect(await pixel(copy(files, 'small.jpg'), 460, 160)).toEqual([expect.closeTo(30, -1), expect.closeTo(60, -1), expect.closeTo(220, -1)]);
  });

  it('leaves out where the photo was taken, the camera and every other metadata', async () => {
    const camera = await cameraJpeg(2000, 1500);
    // The test's own photo does carry them, so their absence below means something.
    const sent = await sharp(camera).metadata();
    expect(sent.exif?.toString('latin1')).toContain('Sunningdale Phone');
    // The GPS directory's pointer (tag 0x8825), in the byte order the EXIF was written in.
    expect(sent.exif!.includes(Buffer.from([0x88, 0x25])) || sent.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    const { files } = await resizePhoto(camera);
    for (const file of files) {
      const kept = await read(file);
      expect(kept.exif, file.file).toBeUndefined();
      expect(kept.icc, file.file).toBeUndefined();
      const text = Buffer.from(file.bytes).toString('latin1');
      expect(text, file.file).not.toContain('Sunningdale Phone');
      expect(text, file.file).not.toContain('Round 1');
      // No EXIF segment (JPEG's APP1 "Exif", WebP's "EXIF" chunk) and no XMP.
      expect(text, file.file).not.toMatch(/Exif|EXIF|XMP|xmp/);
    }
  });

  it('turns a photo the way its camera held it, then keeps no orientation for a browser to apply twice', async () => {
    // Written 3000 x 2000 with red on the left; orientation 6 says: turn it a quarter clockwise to view it.
    const sideways = await cameraJpeg(3000, 2000, 6);
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const { width, height, files } = await resizePhoto(sideways);
    expect({ width, height }).toEqual({ width: 853, height: 1280 });
    const small = copy(files, 'small.jpg');
    expect(await read(small)).toMatchObject({ width: 320, height: 480, orientation: undefined });
    // Turned: the left half is now the top.
    expect(await pixel(small, 160, 20)).toEqual([expect.closeTo(220, -1), expect.closeTo(40, -1), expect.closeTo(40, -1)]);
    expect(await pixel(small, 160, 460)).toEqual([expect.closeTo(30, -1), expect.closeTo(60, -1), expect.closeTo(220, -1)]);
  });

  it('never enlarges a small photo', async () => {
    const { width, height, files } = await resizePhoto(await cameraJpeg(400, 300));
    expect({ width, height }).toEqual({ width: 400, height: 300 });
    for (const file of files) expect(await read(file)).toMatchObject({ width: 400, height: 300 });
  });

  it.each(['png', 'webp', 'avif'] as const)('reads a %s by its bytes', async (format) => {
    const { width, height, files } = await resizePhoto(await plainPicture(format, 1600, 1200));
    expect({ width, height }).toEqual({ width: 1280, height: 960 });
    expect(await read(copy(files, 'small.webp'))).toMatchObject({ format: 'webp', width: 480, height: 360 });
  });

  it('lays a see-through PNG on white, since a JPEG has no transparency', async () => {
    const { files } = await resizePhoto(await plainPicture('png', 100, 100, true));
    const [red, green, blue] = await pixel(copy(files, 'small.jpg'), 50, 50);
    // Half of (90, 160, 90) over white.
    expect([red, green, blue]).toEqual([expect.closeTo(172, -1), expect.closeTo(207, -1), expect.closeTo(172, -1)]);
  });

  it('refuses a file that is not a photo, whatever it is called: text, a GIF, a TIFF, an SVG, nothing at all', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    for (const file of [TEXT_AS_JPEG, await plainPicture('gif'), await plainPicture('tiff'), svg, Buffer.alloc(0), Buffer.from([0xff, 0xd8, 0xff])]) {
      await expect(resizePhoto(file)).rejects.toMatchObject({ status: 400, message: STAY_PHOTO_MESSAGES.notAPhoto, field: 'data' });
    }
  });

  it('refuses a photo cut off on the way as damaged, though its first bytes are a JPEG’s', async () => {
    const truncated = await truncatedJpeg();
    expect((await sharp(truncated).metadata()).format).toBe('jpeg');
    await expect(resizePhoto(truncated)).rejects.toMatchObject({ status: 400, message: STAY_PHOTO_MESSAGES.damaged });
  });

  it('refuses an image bomb before decoding it: a 300 kB PNG of 100 megapixels', async () => {
    const bomb = await bombPng();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expect(resizePhoto(bomb)).rejects.toMatchObject({ status: 400, message: STAY_PHOTO_MESSAGES.tooManyPixels });
  });

  it('refuses a file over 8 MB with 413, before reading it', async () => {
    const tooLarge = Buffer.concat([await cameraJpeg(400, 300), Buffer.alloc(PHOTO_MAX_BYTES)]);
    await expect(resizePhoto(tooLarge)).rejects.toMatchObject({ status: 413, message: STAY_PHOTO_MESSAGES.tooLarge });
  });

  it('resizes photos from several phones at once, each to its own files', async () => {
    const sizes = [
      [900, 600],
      [600, 900],
      [700, 700],
      [1000, 500],
    ] as const;
    const made = await Promise.all(sizes.map(async ([width, height]) => resizePhoto(await cameraJpeg(width, height))));
    expect(made.map(({ width, height }) => [width, height])).toEqual(sizes.map(([width, height]) => [width, height]));
  });
});
