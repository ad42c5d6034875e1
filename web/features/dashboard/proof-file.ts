// A photo or PDF the owner picks as proof (issue 33), made ready to wait in the outbox: a photo is
// shrunk on the phone, so a page of the book taken with a 12-megapixel camera waits and travels as
// a few hundred kilobytes, not as megabytes over a phone's signal.
import { MESSAGES } from '../../../domain/schemas/messages.ts';
import { PROOF_MAX_BYTES, type ProofType } from '../../../domain/schemas/proof.ts';
import type { ProofFile } from '../../db.ts';
import { base64Of, blobOfBase64, PhotoUnreadable, shrunkPhoto } from '../../components/photo-file.ts';

/** A page of the vaccination book stays readable at this size. */
const LONGEST_SIDE = 1600;
const PHOTO_QUALITY = 0.85;

/** The file cannot be a proof; `message` says why, in the owner's words. */
export class ProofUnusable extends Error {}

function proofBase64(file: Blob): Promise<string> {
  return base64Of(file).catch(() => {
    throw new ProofUnusable(MESSAGES.proofFile);
  });
}

/** The file as a proof the outbox can hold: a photo shrunk to a JPEG, a PDF as it is. */
export async function readProofFile(file: File): Promise<ProofFile> {
  if (file.type === 'application/pdf') {
    if (file.size > PROOF_MAX_BYTES) throw new ProofUnusable(MESSAGES.proofSize);
    return { contentType: 'application/pdf', data: await proofBase64(file) };
  }
  if (!file.type.startsWith('image/')) throw new ProofUnusable(MESSAGES.proofType);
  const photo = await shrunkPhoto(file, LONGEST_SIDE, PHOTO_QUALITY).catch((error: unknown) => {
    throw error instanceof PhotoUnreadable ? new ProofUnusable(MESSAGES.proofFile) : error;
  });
  if (photo.size > PROOF_MAX_BYTES) throw new ProofUnusable(MESSAGES.proofSize);
  return { contentType: 'image/jpeg' satisfies ProofType, data: await proofBase64(photo) };
}

/** The bytes of a proof still waiting on the phone, as something an <img> can show. */
export function waitingProofBlob({ contentType, data }: ProofFile): Blob {
  return blobOfBase64(contentType, data);
}
