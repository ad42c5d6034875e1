import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { HOTEL } from '../../domain/hotel.ts';
import type { Database } from '../db/client.ts';
import { hotelKeys } from '../db/schema.ts';

// The hotel's VAPID key pair (RFC 8292), which signs every Web Push message it sends (issue 34). A
// browser subscribes with the public key, and its push service then takes messages signed with the
// private one only: a new pair would silence every phone subscribed, so the pair is made once, at
// the first need, and kept in the database, where every server reads the same one and a backup
// carries it. No setting gives it instead: two servers given different pairs, or a pair changed,
// would silence the phones just the same.

/** One row: both keys written in one statement, so servers starting together never mix two pairs. */
export const VAPID_KEY_NAME = 'web-push-vapid';

export interface HotelPushKeys {
  /** The uncompressed P-256 public key, base64url: what a browser subscribes with. */
  publicKey: string;
  privateKey: string;
}

/**
 * Who sends the messages, for the push services' operators to write to: the hotel's own address
 * (Apple refuses a message whose subject is not a mailto: or https: address).
 */
export const VAPID_SUBJECT = `mailto:${HOTEL.email}`;

async function readKeys(db: Database): Promise<HotelPushKeys | undefined> {
  const [row] = await db.select({ value: hotelKeys.value }).from(hotelKeys).where(eq(hotelKeys.name, VAPID_KEY_NAME));
  if (row === undefined) return undefined;
  const { publicKey, privateKey } = JSON.parse(row.value) as HotelPushKeys;
  return { publicKey, privateKey };
}

/**
 * The hotel's pair, made the first time it is asked for: a pair is generated, inserted unless one is
 * there already, and what the table holds is read back, so of two servers asking at once both use
 * the one that was written first.
 */
export async function hotelPushKeys(db: Database): Promise<HotelPushKeys> {
  const kept = await readKeys(db);
  if (kept !== undefined) return kept;
  const made = webpush.generateVAPIDKeys();
  await db
    .insert(hotelKeys)
    .values({ name: VAPID_KEY_NAME, value: JSON.stringify({ publicKey: made.publicKey, privateKey: made.privateKey }) })
    .onConflictDoNothing();
  const written = await readKeys(db);
  if (written === undefined) throw new Error('The hotel’s push keys were written but cannot be read back');
  return written;
}
