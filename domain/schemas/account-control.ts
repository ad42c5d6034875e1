// The owner's own control of the account, in Profile (issue 16): a new password, a new e-mail
// address, and deleting the account. Each asks for the password again, so a phone left signed in
// does not let someone else take the account over or remove it.
import * as v from 'valibot';
import { password } from './account.ts';
import { formObject } from './fields.ts';
import { email } from './person.ts';

export const passwordChangeSchema = formObject({ currentPassword: password, newPassword: password });

export const emailChangeSchema = formObject({ newEmail: email, password });

export const accountDeletionSchema = formObject({ password });

/** The token from an e-mailed link: 32 base32 characters (api/accounts/links.ts). */
export const linkTokenSchema = formObject({
  token: v.pipe(v.string('This link is not complete. Copy all of it from the e-mail.'), v.regex(/^[a-z2-7]{32}$/, 'This link is not complete. Copy all of it from the e-mail.')),
});

export type PasswordChange = v.InferOutput<typeof passwordChangeSchema>;
export type EmailChange = v.InferOutput<typeof emailChangeSchema>;
export type AccountDeletion = v.InferOutput<typeof accountDeletionSchema>;
