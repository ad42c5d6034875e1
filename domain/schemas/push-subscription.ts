// A browser's permission to show the hotel's news (issue 34), as the owner's phone sends it: the
// PushSubscription's JSON, whose endpoint is the browser vendor's push service (Google's, Mozilla's,
// Apple's, Microsoft's) and whose keys encrypt each message for that one browser (RFC 8291).
import * as v from 'valibot';
import { formObject } from './fields.ts';

export const PUSH_MESSAGES = {
  endpoint: 'The notification address must be a push service’s https address',
  p256dh: 'The browser’s notification key could not be read',
  auth: 'The browser’s notification secret could not be read',
} as const;

/** Longer than any push service's (about 500 characters at most), short enough to be a database key. */
export const PUSH_ENDPOINT_MAX = 2000;

/**
 * An https address on a named host: the server posts every message to it, so it may not name this
 * computer or an address by number (a way into the hotel's own network), nor carry a user name.
 * Visible ASCII only, as push services write them.
 */
const PUSH_SERVICE_ADDRESS =
  /^https:\/\/(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?(?::(\d{1,5}))?(?:[/?][\x21-\x7e]*)?$/i;

function isPushServiceAddress(text: string): boolean {
  const match = PUSH_SERVICE_ADDRESS.exec(text);
  if (match === null) return false;
  const host = text.slice('https://'.length).split(/[/?:]/, 1)[0]!.toLowerCase();
  const port = match[1] === undefined ? 443 : Number(match[1]);
  return !host.endsWith('.localhost') && port >= 1 && port <= 65_535;
}

export const pushEndpoint = v.pipe(
  v.string(PUSH_MESSAGES.endpoint),
  v.maxLength(PUSH_ENDPOINT_MAX, PUSH_MESSAGES.endpoint),
  v.check(isPushServiceAddress, PUSH_MESSAGES.endpoint),
);

/** The last character, by the bits left over after the whole characters (0, 2 or 4): its unused bits are zero. */
const LAST_CHARACTER: Record<number, string> = { 0: '[A-Za-z0-9_-]', 2: '[AQgw]', 4: '[AEIMQUYcgkosw048]' };

/**
 * Base64url of `bytes` bytes, as a browser writes its keys (padding allowed, and dropped). `first`
 * is what the first character must be, when the first byte is fixed.
 */
function base64urlOf(bytes: number, message: string, first = '') {
  const characters = Math.ceil((bytes * 8) / 6);
  const last = LAST_CHARACTER[(bytes * 8) % 6]!;
  const padding = '='.repeat((4 - (characters % 4)) % 4);
  const pattern = new RegExp(`^${first}[A-Za-z0-9_-]{${characters - 1 - first.length}}${last}(?:${padding})?$`);
  return v.pipe(
    v.string(message),
    v.regex(pattern, message),
    v.transform((text) => text.replace(/=+$/, '')),
  );
}

export const pushSubscriptionSchema = formObject({
  endpoint: pushEndpoint,
  keys: formObject({
    // The browser's public key: an uncompressed P-256 point, 65 bytes starting 0x04 ("B").
    p256dh: base64urlOf(65, PUSH_MESSAGES.p256dh, 'B'),
    // The secret shared with the browser alone: 16 bytes.
    auth: base64urlOf(16, PUSH_MESSAGES.auth),
  }),
});

export type PushSubscriptionInput = v.InferOutput<typeof pushSubscriptionSchema>;

/** "Turn off": the browser's endpoint alone. */
export const pushEndpointSchema = formObject({ endpoint: pushEndpoint });
