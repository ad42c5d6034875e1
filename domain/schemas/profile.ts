import { formObject, optionalText } from './fields.ts';
import { LIMITS } from './limits.ts';
import { firstName, lastName, optionalPhone } from './person.ts';

// The e-mail is the sign-in name and is shown read-only, so it is not here and a sent one is dropped.
export const profileSchema = formObject({
  firstName,
  lastName,
  phone: optionalPhone,
  address: optionalText(LIMITS.longTextMax),
});
