// A Live Update call as the owner's phone asks for it, and the desk's tap that marks it made
// (issue 34): checked with these schemas on the phone, before they wait in an outbox, and by the
// server (DESIGN D2).
import * as v from 'valibot';
import { isCalendarDate, parseInstant } from '../dates.ts';
import { CALL_TIME, withinCallHours } from '../live-updates.ts';
import { formObject, optionalText } from './fields.ts';
import { uuidSchema } from './id.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';

export const LIVE_CALL_MESSAGES = {
  doneAt: 'The time the call was made is missing',
} as const;

export const liveCallSchema = formObject({
  // The phone names the call (DESIGN D10): sent twice, it is one call.
  id: uuidSchema,
  day: v.pipe(v.string(MESSAGES.invalidDate), v.check(isCalendarDate, MESSAGES.invalidDate)),
  // "9:30" is read as "09:30", as the care plan reads its times.
  at: v.pipe(
    v.string(CALL_TIME),
    v.trim(),
    v.transform((typed) => typed.padStart(5, '0')),
    v.check(withinCallHours, CALL_TIME),
  ),
  note: optionalText(LIMITS.shortTextMax),
});

export type LiveCallInput = v.InferOutput<typeof liveCallSchema>;

/** POST /api/staff/live-calls/:id/done: when the call was made, on the phone's clock (offline, long before it is sent). */
export const liveCallDoneSchema = formObject({
  doneAt: v.pipe(
    v.string(LIVE_CALL_MESSAGES.doneAt),
    v.check((text) => parseInstant(text) !== undefined, LIVE_CALL_MESSAGES.doneAt),
  ),
});

export type LiveCallDoneInput = v.InferOutput<typeof liveCallDoneSchema>;
