// The one-click stop of the daily news e-mails (issue 34): the link in each e-mail names the account
// (`u`) and carries the hotel's signature of it (`s`, api/accounts/unsubscribe-links.ts); its page
// posts both. Whatever is wrong with them, the owner reads one sentence: the link is not valid.
import * as v from 'valibot';
import { formObject } from './fields.ts';

export const LINK_NOT_VALID = 'This link is not valid';

/** What the page says once the e-mails are off, and where to turn them on again. */
export const DIGEST_STOPPED = 'You will not get the daily news e-mails. Turn them on again on your profile.';

/** An HMAC-SHA256 in base64url, unpadded: 32 bytes are 43 characters. */
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

/** The body of POST /api/unsubscribe/digest: the two parts of the link's query, as the page read them. */
export const digestStopSchema = formObject({
  u: v.pipe(v.string(LINK_NOT_VALID), v.trim(), v.toLowerCase(), v.uuid(LINK_NOT_VALID)),
  s: v.pipe(v.string(LINK_NOT_VALID), v.trim(), v.regex(SIGNATURE, LINK_NOT_VALID)),
});
