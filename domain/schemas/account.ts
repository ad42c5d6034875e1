import * as v from 'valibot';
import { formObject } from './fields.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';
import { email, optionalFirstName, optionalLastName, optionalPhone } from './person.ts';

// Not trimmed, unlike every other field: a space is a legitimate part of a passphrase.
export const password = v.pipe(
  v.nullish(v.string(MESSAGES.password), ''),
  v.minLength(LIMITS.passwordMin, MESSAGES.password),
  v.maxLength(LIMITS.passwordMax, MESSAGES.passwordTooLong),
);

export const credentialsSchema = formObject({ email, password });

export const registrationSchema = formObject({
  ...credentialsSchema.entries,
  firstName: optionalFirstName,
  lastName: optionalLastName,
  phone: optionalPhone,
});
