// A vaccination as the owner copies it from the cat's vaccination book (issue 33): the phone and the
// server check it with this one schema (DESIGN D2).
import * as v from 'valibot';
import { MAX_DAYS_BEFORE_ARRIVAL, REQUIRABLE_VACCINES, VACCINES } from '../vaccinations.ts';
import { distinct, formObject, numberOrText, optionalText } from './fields.ts';
import { uuidSchema } from './id.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';
import { dateAfter, stayDate } from './stay-fields.ts';

export const vaccinationSchema = v.pipe(
  formObject({
    // The phone names the record (DESIGN D10), so an entry made offline can be changed before it is sent.
    id: v.optional(uuidSchema),
    vaccine: v.picklist(VACCINES, MESSAGES.vaccine),
    otherName: optionalText(LIMITS.shortTextMax),
    // The same day field as a stay's: a calendar date, or a timestamp read at the hotel.
    givenOn: stayDate(MESSAGES.vaccinationGivenOn),
    validUntil: stayDate(MESSAGES.vaccinationValidUntil),
    vet: optionalText(LIMITS.shortTextMax),
  }),
  // "Other" says nothing at the desk without the name the book gives it. Checked, like the dates,
  // while other fields are still wrong, so the form shows every mistake at once.
  v.rawCheck(({ dataset, addIssue }) => {
    const record = dataset.value as { vaccine?: unknown; otherName?: unknown };
    if (record.vaccine !== 'other' || (typeof record.otherName === 'string' && record.otherName !== '')) return;
    addIssue({
      message: MESSAGES.vaccineName,
      path: [{ type: 'object', origin: 'value', input: record, key: 'otherName', value: record.otherName }],
    });
  }),
  dateAfter('givenOn', 'validUntil', MESSAGES.validUntilAfterGivenOn),
);

export type Vaccination = v.InferOutput<typeof vaccinationSchema>;

/** The house's vaccination rules as a manager sets them (domain/vaccinations.ts, VaccinationRules). */
export const vaccinationRulesSchema = formObject({
  required: v.pipe(v.array(v.picklist(REQUIRABLE_VACCINES, MESSAGES.requiredVaccine), MESSAGES.requiredVaccine), distinct(MESSAGES.requiredVaccine)),
  daysBeforeArrival: v.pipe(
    numberOrText(MESSAGES.daysBeforeArrival),
    v.integer(MESSAGES.daysBeforeArrival),
    v.minValue(0, MESSAGES.daysBeforeArrival),
    v.maxValue(MAX_DAYS_BEFORE_ARRIVAL, MESSAGES.daysBeforeArrival),
  ),
  spayNeuterProof: v.boolean(MESSAGES.invalid),
});
