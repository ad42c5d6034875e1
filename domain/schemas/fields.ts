// Building blocks shared by the schemas, so every form trims, limits and reports blanks the same way.
import * as v from 'valibot';
import { MESSAGES } from './messages.ts';

/**
 * An object schema that says 'Required' for a missing or null value (valibot's own text is written
 * for developers). Unknown keys are dropped, so a client cannot slip in a field the server owns.
 */
export function formObject<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.object(entries, objectMessage);
}

/** The same, for a form with a field checked asynchronously (a new password: account.ts). */
export function formObjectAsync<const TEntries extends v.ObjectEntriesAsync>(entries: TEntries) {
  return v.objectAsync(entries, objectMessage);
}

const objectMessage = (issue: v.BaseIssue<unknown>) => (issue.input === undefined || issue.input === null ? MESSAGES.required : MESSAGES.invalid);

/**
 * Typed text, trimmed. Missing and null read as blank, so a field the owner skipped gets that
 * field's own message rather than a generic one.
 */
function text(message: string) {
  // PostgreSQL text cannot hold U+0000: refused here, or the database would fail the write (a 500).
  return v.pipe(
    v.nullish(v.string(message), ''),
    v.check((typed) => !typed.includes('\u0000'), MESSAGES.nulCharacter),
    v.trim(),
  );
}

export function withinLimit(maxLength: number) {
  return v.maxLength<string, number, string>(maxLength, MESSAGES.tooLong(maxLength));
}

export function lengthBetween(minLength: number, message: string, maxLength: number) {
  return v.pipe(v.string(message), v.minLength(minLength, message), withinLimit(maxLength));
}

/** A field the owner must fill in: `rules` decide what blank means; `message` is for input that is not text. */
export function requiredField<const TRules extends v.GenericSchema<string>>(message: string, rules: TRules) {
  return v.pipe(text(message), rules);
}

/** A field the owner may leave blank (stored as null); anything typed must pass `rules`. */
export function optionalField<const TRules extends v.GenericSchema<string>>(message: string, rules: TRules) {
  return v.pipe(
    text(message),
    v.transform((typed) => (typed === '' ? null : typed)),
    v.nullable(rules),
  );
}

export function optionalText(maxLength: number) {
  return optionalField(MESSAGES.invalid, v.pipe(v.string(), withinLimit(maxLength)));
}

/** A number as JSON sends it (3) or as a form or query string sends it ("3"). */
export function numberOrText(message: string) {
  return v.pipe(v.union([v.number(), v.pipe(v.string(), v.trim(), v.decimal(message))], message), v.transform(Number));
}

/** Lists where an item twice is a mistake (the same cat booked twice). */
export function distinct<TItem>(message: string) {
  return v.check<TItem[], string>((items) => new Set(items).size === items.length, message);
}

/**
 * A change request must change something. Keys in `notChanges` (such as a version) travel with a
 * change but are not one.
 */
export function atLeastOneChange<TChanges extends Record<string, unknown>>(...notChanges: string[]) {
  return v.check<TChanges, string>(
    (changes) => Object.entries(changes).some(([key, value]) => value !== undefined && !notChanges.includes(key)),
    MESSAGES.nothingToChange,
  );
}
