// The owner's own control of the account, in Profile (issue 16): a new password, a new e-mail
// address, and deleting the account. Each asks for the password again, so a phone left signed in
// does not let someone else take the account over or remove it.
import type * as v from 'valibot';
import { currentPassword, newPassword } from './account.ts';
import { formObject, formObjectAsync } from './fields.ts';
import { email } from './person.ts';

export const passwordChangeSchema = formObjectAsync({ currentPassword, newPassword });

export const emailChangeSchema = formObject({ newEmail: email, password: currentPassword });

export const accountDeletionSchema = formObject({ password: currentPassword });

export type PasswordChange = v.InferOutput<typeof passwordChangeSchema>;
export type EmailChange = v.InferOutput<typeof emailChangeSchema>;
export type AccountDeletion = v.InferOutput<typeof accountDeletionSchema>;
