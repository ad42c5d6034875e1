import * as v from 'valibot';
import { atLeastOneChange, formObject, lengthBetween, numberOrText, optionalField, optionalText, requiredField } from './fields.ts';
import { uuidSchema } from './id.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';

export const CAT_GENDERS = ['male', 'female', 'unknown'] as const;
export type CatGender = (typeof CAT_GENDERS)[number];

/**
 * A whole number from `min` to `max`, or null. Forms send it as text and may send it blank; a value
 * nobody gave is null, not 0.
 */
function wholeNumberOrNothing(min: number, max: number, message: string) {
  return v.pipe(
    v.nullish(v.union([v.number(), v.string()], message), ''),
    v.transform((given) => (typeof given === 'string' && given.trim() === '' ? null : given)),
    v.nullable(v.pipe(numberOrText(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message))),
  );
}

// The spec's age is whole years (0 to 30); the months beside them let an owner say a kitten is six
// months old (0 years and 6 months), or a cat two and a half.
const age = wholeNumberOrNothing(LIMITS.catAgeMin, LIMITS.catAgeMax, MESSAGES.catAge);
const ageMonths = wholeNumberOrNothing(0, LIMITS.catAgeMonthsMax, MESSAGES.catAgeMonths);

/** A cat's profile: only the name is required (spec point 3). */
export const catFields = {
  name: requiredField(MESSAGES.catName, lengthBetween(LIMITS.nameMin, MESSAGES.catName, LIMITS.nameMax)),
  breed: optionalText(LIMITS.shortTextMax),
  age,
  ageMonths,
  gender: optionalField(MESSAGES.gender, v.picklist(CAT_GENDERS, MESSAGES.gender)),
  weight: optionalText(LIMITS.shortTextMax),
  color: optionalText(LIMITS.shortTextMax),
  specialNeeds: optionalText(LIMITS.longTextMax),
  medicalInfo: optionalText(LIMITS.longTextMax),
  dietaryRequirements: optionalText(LIMITS.longTextMax),
  vaccinationRecords: optionalText(LIMITS.longTextMax),
  emergencyContact: optionalText(LIMITS.shortTextMax),
};

// The phone may name the cat (DESIGN D10) so offline edits can refer to it before the server has it.
export const newCatSchema = formObject({ id: v.optional(uuidSchema), ...catFields });

// Only the fields sent are changed, so two phones editing different fields both win (DESIGN 4.7);
// a blank optional field is sent to clear it and arrives as null.
export const catChangesSchema = v.pipe(v.partial(formObject(catFields)), atLeastOneChange());

export type NewCat = v.InferOutput<typeof newCatSchema>;
export type CatChanges = v.InferOutput<typeof catChangesSchema>;
