// News of a cat as a Web Push message carries it to the owner's phone (issue 34): the server writes
// it (api/push/news.ts), the service worker shows it and opens its address on a tap
// (web/pwa/push-news.ts). One reading here, so both sides agree on what a message may hold.

/** What one message says: the notification's title and line, and the page a tap opens. */
export interface PushNews {
  title: string;
  body: string;
  /** An address of the app itself, such as `/stays/<id>`: a tap never leaves the hotel's site. */
  url: string;
}

/** What `GET /api/push/key` answers: the hotel's VAPID public key, base64url, which a phone subscribes with. */
export interface HotelPushKey {
  publicKey: string;
}

/**
 * A notification shows two or three lines; a push service takes about 4 kB, encrypted. A note of
 * 2 000 characters is cut here, whole in the diary the tap opens.
 */
export const NEWS_TITLE_MAX = 100;
export const NEWS_BODY_MAX = 240;

/** Text cut to `max` characters, with an ellipsis where it was cut (never inside a surrogate pair). */
export function shortened(text: string, max: number): string {
  const characters = [...text.trim()];
  return characters.length <= max
    ? characters.join('')
    : `${characters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** Whether `url` is a path of the app's own (`/stays/...`), not another site's address (`//evil.test`, `https:`). */
export function isOwnPath(url: string): boolean {
  return /^\/(?![/\\])/.test(url);
}

/** The news a message's text holds, or undefined when it is not the hotel's (malformed, another shape). */
export function readPushNews(text: string): PushNews | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { title, body, url } = value as Record<string, unknown>;
  if (typeof title !== 'string' || typeof body !== 'string' || typeof url !== 'string' || !isOwnPath(url)) return undefined;
  return { title, body, url };
}
