import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { hotelKeys } from '../db/schema.ts';

// The link in each daily news e-mail that stops them (issue 34). It names the account and carries
// the hotel's HMAC-SHA256 of that name, so it needs no row per e-mail and does not expire: an
// e-mail read weeks later still stops the next one. Whoever holds the link can turn the e-mails off
// and nothing else: it signs nobody in and shows nothing of the account.
//
// The key is the hotel's own, made by the first round of the digests (at the first start) and kept
// in hotel_keys, so every server signs and checks alike, a restart changes nothing, and a backup
// carries it. Checking a link only reads the key: with none, no link was ever signed.

const KEY_NAME = 'unsubscribe-links';

/** What is signed: the purpose first, so a signature of this key can never pass for another link's. */
const signedText = (userId: string) => `diary-digest-off:${userId}`;

/** The key, if the hotel has made it. */
export async function readUnsubscribeKey(db: Database): Promise<Buffer | undefined> {
  const [row] = await db.select({ value: hotelKeys.value }).from(hotelKeys).where(eq(hotelKeys.name, KEY_NAME));
  return row === undefined ? undefined : Buffer.from(row.value, 'base64url');
}

/** The key, made now if the hotel has none: two servers starting together each offer one, and both read back the one kept. */
export async function unsubscribeKey(db: Database): Promise<Buffer> {
  const kept = await readUnsubscribeKey(db);
  if (kept !== undefined) return kept;
  await db
    .insert(hotelKeys)
    .values({ name: KEY_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: hotelKeys.name });
  return (await readUnsubscribeKey(db))!;
}

export function digestSignature(key: Buffer, userId: string): string {
  return createHmac('sha256', key).update(signedText(userId)).digest('base64url');
}

/** The address of the page that stops the daily news e-mails of `userId` (web/routes/unsubscribe.digest.tsx). */
export function digestStopAddress(publicUrl: string, key: Buffer, userId: string): string {
  return `${publicUrl}/unsubscribe/digest?u=${userId}&s=${digestSignature(key, userId)}`;
}

/** Whether `signature` is the hotel's for `userId`, compared in constant time: the time says nothing of how much of it was right. */
export function signatureMatches(key: Buffer, userId: string, signature: string): boolean {
  const expected = Buffer.from(digestSignature(key, userId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
