// A photo or PDF of the vaccination book's page, or of the spay or neuter certificate (issue 33), as
// the phone sends it: the bytes as base64 in the JSON body, so a proof made offline waits in the
// outbox and travels like every other change (decision record 0007), with its own key.
import * as v from 'valibot';
import { uuidSchema } from './id.ts';
import { MESSAGES } from './messages.ts';

export const PROOF_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type ProofType = (typeof PROOF_TYPES)[number];

/**
 * 2 MB. The phone shrinks a photo to at most 1600 pixels a side before it keeps it (a page of the
 * book stays readable at that size, in about 300 kB), so only a PDF comes near this.
 */
export const PROOF_MAX_BYTES = 2 * 1024 * 1024;

/** The largest body the proof's address takes: its base64 (4 characters for 3 bytes) and the JSON around it. */
export const PROOF_BODY_BYTES = Math.ceil(PROOF_MAX_BYTES / 3) * 4 + 4096;

/** What each type's file starts with: the bytes, not the type the phone declares, say what a file is. */
const SIGNATURES: Record<ProofType, (head: Uint8Array) => boolean> = {
  'image/jpeg': (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff,
  'image/png': (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/webp': (head) => startsWith(head, [...'RIFF'].map(code)) && startsWith(head.subarray(8), [...'WEBP'].map(code)),
  'application/pdf': (head) => startsWith(head, [...'%PDF-'].map(code)),
};

function code(character: string): number {
  return character.charCodeAt(0);
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** Each base64 character's six bits, by its character code ('=' reads as 0). */
const SEXTETS = new Uint8Array(128);
for (let index = 0; index < BASE64.length; index++) SEXTETS[BASE64.charCodeAt(index)] = index;

/**
 * The file's bytes; undefined when `data` is not base64. Written out, not atob: domain/ runs on the
 * phone and the server alike, and a 2 MB file decodes in milliseconds this way.
 */
export function proofBytes(data: string): Uint8Array | undefined {
  if (data.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(data)) return undefined;
  const bytes = new Uint8Array(proofSize(data));
  let filled = 0;
  for (let at = 0; at < data.length; at += 4) {
    const group =
      (SEXTETS[data.charCodeAt(at)]! << 18) |
      (SEXTETS[data.charCodeAt(at + 1)]! << 12) |
      (SEXTETS[data.charCodeAt(at + 2)]! << 6) |
      SEXTETS[data.charCodeAt(at + 3)]!;
    bytes[filled++] = group >> 16;
    if (filled < bytes.length) bytes[filled++] = (group >> 8) & 0xff;
    if (filled < bytes.length) bytes[filled++] = group & 0xff;
  }
  return bytes;
}

/** How many bytes this base64 holds, without decoding it. */
export function proofSize(data: string): number {
  return Math.floor((data.length * 3) / 4) - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0);
}

export const proofSchema = v.pipe(
  v.object(
    {
      // The phone names the proof (D10), so a retried upload is the same proof, not a second one.
      id: uuidSchema,
      contentType: v.picklist(PROOF_TYPES, MESSAGES.proofType),
      data: v.pipe(
        v.string(MESSAGES.proofFile),
        v.check((data) => proofSize(data) <= PROOF_MAX_BYTES, MESSAGES.proofSize),
      ),
    },
    MESSAGES.proofFile,
  ),
  v.check(({ contentType, data }) => {
    const bytes = proofBytes(data);
    return bytes !== undefined && bytes.length > 0 && SIGNATURES[contentType](bytes.subarray(0, 16));
  }, MESSAGES.proofFile),
);

export type ProofUpload = v.InferOutput<typeof proofSchema>;
