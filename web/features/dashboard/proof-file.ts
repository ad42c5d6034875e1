// A photo or PDF the owner picks as proof (issue 33), made ready to wait in the outbox: a photo is
// shrunk on the phone, so a page of the book taken with a 12-megapixel camera waits and travels as
// a few hundred kilobytes, not as megabytes over a phone's signal.
import { MESSAGES } from '../../../domain/schemas/messages.ts';
import { PROOF_MAX_BYTES, type ProofType } from '../../../domain/schemas/proof.ts';
import type { ProofFile } from '../../db.ts';

/** A page of the vaccination book stays readable at this size. */
const LONGEST_SIDE = 1600;
const PHOTO_QUALITY = 0.85;

/** The file cannot be a proof; `message` says why, in the owner's words. */
export class ProofUnusable extends Error {}

function base64Of(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(new ProofUnusable(MESSAGES.proofFile));
    reader.readAsDataURL(blob);
  });
}

/** The photo as a JPEG whose longest side is at most LONGEST_SIDE; a smaller one is drawn as it is. */
async function shrunk(photo: Blob): Promise<Blob> {
  // A photo the browser cannot draw (HEIC outside Safari, a broken file) is not a proof it can show.
  const bitmap = await createImageBitmap(photo).catch(() => {
    throw new ProofUnusable(MESSAGES.proofFile);
  });
  const scale = Math.min(1, LONGEST_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob === null ? reject(new ProofUnusable(MESSAGES.proofFile)) : resolve(blob)), 'image/jpeg', PHOTO_QUALITY),
  );
}

/** The file as a proof the outbox can hold: a photo shrunk to a JPEG, a PDF as it is. */
export async function readProofFile(file: File): Promise<ProofFile> {
  if (file.type === 'application/pdf') {
    if (file.size > PROOF_MAX_BYTES) throw new ProofUnusable(MESSAGES.proofSize);
    return { contentType: 'application/pdf', data: await base64Of(file) };
  }
  if (!file.type.startsWith('image/')) throw new ProofUnusable(MESSAGES.proofType);
  const photo = await shrunk(file);
  if (photo.size > PROOF_MAX_BYTES) throw new ProofUnusable(MESSAGES.proofSize);
  return { contentType: 'image/jpeg' satisfies ProofType, data: await base64Of(photo) };
}

/** The bytes of a proof still waiting on the phone, as something an <img> can show. */
export function waitingProofBlob({ contentType, data }: ProofFile): Blob {
  return new Blob([Uint8Array.from(atob(data), (character) => character.charCodeAt(0))], { type: contentType });
}
