// The token of a link e-mailed to an owner (issue 16, api/accounts/links.ts): a reset of a
// forgotten password, the confirmation of an address, and of a changed one. One rule for all three
// pages that post it.
import * as v from 'valibot';
import { formObject, requiredField } from './fields.ts';

/** Said when the address a link opened carries no token, or one cut short. */
export const LINK_INCOMPLETE = 'This link is not complete. Open it again from the e-mail, or copy all of it.';

/** Any text of a sane length may be tried: only looking it up says whether it is a link's. */
export const linkToken = requiredField(LINK_INCOMPLETE, v.pipe(v.string(), v.nonEmpty(LINK_INCOMPLETE), v.maxLength(200, LINK_INCOMPLETE)));

/** The body of POST /api/email/confirm and /api/account/email/confirm. */
export const linkTokenSchema = formObject({ token: linkToken });
