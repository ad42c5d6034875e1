// An item of a cat's care plan as the owner writes it (issue 33): the phone and the server check it
// with this one schema (DESIGN D2).
import * as v from 'valibot';
import { CARE_KINDS, MOST_TIMES_A_DAY, TIME_OF_DAY } from '../care-plan.ts';
import { distinct, formObject, lengthBetween, optionalText, requiredField } from './fields.ts';
import { uuidSchema } from './id.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';
import { toHotelDay } from './stay-fields.ts';

/**
 * The times of day, in order: "8:00" is read as "08:00", so the round sorts them as the clock does.
 * Checked as one field, as the owner types them in one.
 */
const times = v.pipe(
  v.array(v.string(MESSAGES.careTime), MESSAGES.careTimes),
  v.transform((given) => given.map((time) => time.trim().padStart(5, '0'))),
  v.check((given) => given.every((time) => TIME_OF_DAY.test(time)), MESSAGES.careTime),
  v.minLength(1, MESSAGES.careTimes),
  v.maxLength(MOST_TIMES_A_DAY, MESSAGES.careTimes),
  distinct<string>(MESSAGES.careTimes),
  v.transform((given) => [...given].sort()),
);

/** A day, or blank for none. */
const optionalDay = v.optional(
  v.union(
    [
      v.pipe(
        v.nullable(v.literal('')),
        v.transform(() => null),
      ),
      v.pipe(v.string(), v.trim(), v.nonEmpty(), toHotelDay()),
    ],
    MESSAGES.invalidDate,
  ),
  '',
);

export const careItemSchema = v.pipe(
  formObject({
    // The phone names the item (DESIGN D10), so one made offline can be changed before it is sent.
    id: v.optional(uuidSchema),
    kind: v.picklist(CARE_KINDS, MESSAGES.careKind),
    name: requiredField(MESSAGES.careName, lengthBetween(LIMITS.nameMin, MESSAGES.careName, LIMITS.shortTextMax)),
    amount: optionalText(LIMITS.shortTextMax),
    times,
    // Medicine only: whether it is given with food, and the last day it is given.
    withFood: v.nullish(v.boolean(MESSAGES.invalid), null),
    until: optionalDay,
    notes: optionalText(LIMITS.longTextMax),
  }),
  // A meal is not "with food", nor does it run out: what only medicine has is dropped from a meal.
  v.transform((item) => (item.kind === 'feeding' ? { ...item, withFood: null, until: null } : item)),
);

export type CareItem = v.InferOutput<typeof careItemSchema>;
