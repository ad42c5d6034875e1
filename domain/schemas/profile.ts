import * as v from 'valibot';
import { MESSAGES } from './messages.ts';
import { formObject, optionalText } from './fields.ts';
import { LIMITS } from './limits.ts';
import { firstName, lastName, optionalPhone } from './person.ts';

// The e-mail is the sign-in name and is shown read-only, so it is not here and a sent one is dropped.
export const profileSchema = formObject({
  firstName,
  lastName,
  phone: optionalPhone,
  address: optionalText(LIMITS.longTextMax),
  /**
   * Whether the day's news of a stay under way comes by e-mail each evening (issue 34). Left out, it
   * stays as it is: a change a phone queued before the profile had it must not turn it on or off.
   */
  diaryDigest: v.optional(v.boolean(MESSAGES.invalid)),
});
