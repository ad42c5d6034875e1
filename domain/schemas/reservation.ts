// The reservation page's form (spec point 5): a stay by number of cats, with the owner's contact details.
import * as v from 'valibot';
import { STAY_TYPE_KEYS } from '../stay.ts';
import { formObject, optionalText, requiredField } from './fields.ts';
import { uuidSchema } from './id.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';
import { email, firstName, lastName, phone } from './person.ts';
import { catCount, checkOutAfterCheckIn, extraServiceIds, stayDate } from './stay-fields.ts';

// totalAmount, which the form adds on submit, is dropped: the server prices every stay (DESIGN D9).
export const reservationSchema = v.pipe(
  formObject({
    id: v.optional(uuidSchema),
    firstName,
    lastName,
    email,
    phone,
    checkInDate: stayDate(MESSAGES.checkInDate),
    checkOutDate: stayDate(MESSAGES.checkOutDate),
    numberOfCats: catCount,
    stayType: requiredField(MESSAGES.stayType, v.picklist(STAY_TYPE_KEYS, MESSAGES.stayType)),
    specialRequirements: optionalText(LIMITS.longTextMax),
    extraServiceIds,
    /** Where Transport collects the cat and brings it home: needed when Transport is chosen (the server's check). */
    transportAddress: optionalText(LIMITS.longTextMax),
  }),
  checkOutAfterCheckIn('checkInDate', 'checkOutDate'),
);
