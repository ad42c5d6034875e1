// A photo taken on a phone, made ready to wait in an outbox (decision 0031): shrunk on the phone to
// a JPEG of a size the hotel needs, so a 12-megapixel picture waits and travels as a few hundred
// kilobytes, not megabytes over a phone's signal, and carried as base64 in the change's JSON.

/** The photo cannot be read or drawn: not an image, or one this browser cannot decode (HEIC outside Safari). */
export class PhotoUnreadable extends Error {}

export function base64Of(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(new PhotoUnreadable('The file could not be read'));
    reader.readAsDataURL(blob);
  });
}

/** The photo as a JPEG whose longest side is at most `longestSide`; a smaller one is drawn as it is. */
export async function shrunkPhoto(photo: Blob, longestSide: number, quality: number): Promise<Blob> {
  const bitmap = await createImageBitmap(photo).catch(() => {
    throw new PhotoUnreadable('The photo could not be drawn');
  });
  const scale = Math.min(1, longestSide / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob === null ? reject(new PhotoUnreadable('The photo could not be drawn')) : resolve(blob)), 'image/jpeg', quality),
  );
}

/** The bytes of a photo still waiting on the phone, as something an <img> can show. */
export function blobOfBase64(contentType: string, data: string): Blob {
  return new Blob([Uint8Array.from(atob(data), (character) => character.charCodeAt(0))], { type: contentType });
}
