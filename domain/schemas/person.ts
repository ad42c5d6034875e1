// The owner's contact details, asked for on registration, the profile and the reservation form.
import * as v from 'valibot';
import { lengthBetween, optionalField, requiredField, withinLimit } from './fields.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';

const firstNameRules = lengthBetween(LIMITS.nameMin, MESSAGES.firstName, LIMITS.nameMax);
const lastNameRules = lengthBetween(LIMITS.nameMin, MESSAGES.lastName, LIMITS.nameMax);
// Digits with the usual separators, so "+27 (0)82 123-4567" passes and a name in the wrong box does
// not. One check, so a wrong number gets one message.
const PHONE_NUMBER = /^\+?[\d\s().-]+$/;
const phoneRules = v.pipe(
  v.string(),
  v.check((typed) => typed.length >= LIMITS.phoneMin && PHONE_NUMBER.test(typed), MESSAGES.phone),
  withinLimit(LIMITS.phoneMax),
);

export const firstName = requiredField(MESSAGES.firstName, firstNameRules);
export const lastName = requiredField(MESSAGES.lastName, lastNameRules);
export const phone = requiredField(MESSAGES.phone, phoneRules);

export const optionalFirstName = optionalField(MESSAGES.firstName, firstNameRules);
export const optionalLastName = optionalField(MESSAGES.lastName, lastNameRules);
export const optionalPhone = optionalField(MESSAGES.phone, phoneRules);

// Lower-cased because the address is the sign-in name: Jane@Example.com and jane@example.com are one owner.
export const email = requiredField(MESSAGES.email, v.pipe(v.string(), withinLimit(LIMITS.emailMax), v.email(MESSAGES.email), v.toLowerCase()));
