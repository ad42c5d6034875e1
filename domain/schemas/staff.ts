// The hotel's own accounts (issue 14, docs/decisions/0011): opening a setup or invitation address,
// creating the account it allows, and a manager's invitation. The account's fields are the owner's
// (the same names, e-mail and password rules), so the hotel's people meet one set of messages.
import * as v from 'valibot';
import { newPassword } from './account.ts';
import { formObject, formObjectAsync, requiredField, withinLimit } from './fields.ts';
import { email, firstName, lastName } from './person.ts';

/** What a manager may make of a new account; `owner` is never given, it is what a sign-up is. */
export const STAFF_ROLES = ['staff', 'manager'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** An invitation works this long, and once. */
export const INVITATION_DAYS = 7;
/** Open invitations one manager may have at once: enough for a season's hiring, too few to flood anyone. */
export const MAX_OPEN_INVITATIONS = 20;

export const STAFF_MESSAGES = {
  token: 'This address is incomplete. Copy the whole address and open it again.',
  role: 'Please choose staff or manager',
} as const;

// A token is 32 characters (api/staff/staff-accounts.ts); the bound only keeps a pasted page out.
const token = requiredField(STAFF_MESSAGES.token, v.pipe(v.string(), v.nonEmpty(STAFF_MESSAGES.token), withinLimit(200)));

/**
 * POST /api/staff/pass/check: what the address opens. The token rides in the body, as it rides in
 * the address's fragment (issue 30): never in a query string, which proxies and histories keep.
 */
export const staffPassCheckSchema = formObject({ token });

/** The setup form: the first manager types the e-mail, since nothing was sent to any address. */
export const staffSetupSchema = formObjectAsync({
  token,
  firstName,
  lastName,
  email,
  password: newPassword,
});

/**
 * POST /api/staff/pass: the account a setup or invitation address creates. An invitation's account
 * takes the address the invitation was sent to (issue 30), so its form has no e-mail; one sent that
 * differs is refused by the route. A setup address needs one.
 */
export const staffAccountSchema = formObjectAsync({
  token,
  firstName,
  lastName,
  email: v.optional(email),
  password: newPassword,
});

/** POST /api/staff/team/invitations. */
export const invitationSchema = formObject({
  email,
  role: v.picklist(STAFF_ROLES, STAFF_MESSAGES.role),
});

export type StaffAccountInput = v.InferOutput<typeof staffAccountSchema>;
export type InvitationInput = v.InferOutput<typeof invitationSchema>;
