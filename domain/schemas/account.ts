import * as v from 'valibot';
import { formObject, formObjectAsync } from './fields.ts';
import { isCommonPassword } from './common-passwords.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';
import { email, optionalFirstName, optionalLastName, optionalPhone } from './person.ts';

// Passwords are not trimmed, unlike every other field: a space is a legitimate part of a passphrase.

/**
 * A password being set (sign-up, reset, change, a staff account): long enough and not one of the
 * most common (docs/decisions/0018). Asynchronous, as the list of common ones loads when first needed
 * (common-passwords.ts): every schema holding it is too.
 */
export const newPassword = v.pipeAsync(
  v.nullish(v.string(MESSAGES.password), ''),
  v.minLength(LIMITS.passwordMin, MESSAGES.password),
  v.maxLength(LIMITS.passwordMax, MESSAGES.passwordTooLong),
  v.checkAsync(async (typed) => !(await isCommonPassword(typed)), MESSAGES.commonPassword),
);

/**
 * A password the owner already has (to sign in, or to confirm a change): only asked for, since one
 * set under the earlier rules may be 6 or 7 characters long or a common one, and must still work.
 */
export const currentPassword = v.pipe(
  v.nullish(v.string(MESSAGES.passwordRequired), ''),
  v.minLength(1, MESSAGES.passwordRequired),
  v.maxLength(LIMITS.passwordMax, MESSAGES.passwordTooLong),
);

export const credentialsSchema = formObject({ email, password: currentPassword });

export const registrationSchema = formObjectAsync({
  email,
  password: newPassword,
  firstName: optionalFirstName,
  lastName: optionalLastName,
  phone: optionalPhone,
});
