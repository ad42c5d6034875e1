// An entry of a stay's care log as a staff phone sends it (issue 33): checked with this one schema
// on the phone, before it waits in the outbox, and by the server (DESIGN D2).
import * as v from 'valibot';
import { TIME_OF_DAY } from '../care-plan.ts';
import { careItemSchema } from './care-plan.ts';
import { CARE_LOG_KINDS, CARE_OUTCOMES, type CareLogKind, EVERY_CARE_OUTCOME } from '../care-log.ts';
import { isCalendarDate, parseInstant } from '../dates.ts';
import { formObject, optionalText } from './fields.ts';
import { uuidSchema } from './id.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';

export const CARE_LOG_MESSAGES = {
  kind: `Choose what the entry is: ${CARE_LOG_KINDS.join(', ')}`,
  outcome: 'Choose what happened from the buttons of this entry',
  note: 'Please write the note',
  slot: 'A meal or a dose names its item of the plan and its time, such as 08:00',
  loggedAt: 'The time it was logged is missing',
} as const;

const day = v.pipe(v.string(MESSAGES.invalidDate), v.check(isCalendarDate, MESSAGES.invalidDate));

export const careLogEntrySchema = v.pipe(
  formObject({
    // The phone names the entry (DESIGN D10): sent twice, it is one entry.
    id: uuidSchema,
    bookingId: uuidSchema,
    catId: uuidSchema,
    careItemId: v.nullish(uuidSchema, null),
    day,
    slot: v.nullish(v.pipe(v.string(CARE_LOG_MESSAGES.slot), v.regex(TIME_OF_DAY, CARE_LOG_MESSAGES.slot)), null),
    kind: v.picklist(CARE_LOG_KINDS, CARE_LOG_MESSAGES.kind),
    outcome: v.nullish(v.picklist(EVERY_CARE_OUTCOME, CARE_LOG_MESSAGES.outcome), null),
    note: optionalText(LIMITS.longTextMax),
    // When it was tapped, on the phone's clock: offline, long before it is sent.
    loggedAt: v.pipe(
      v.string(CARE_LOG_MESSAGES.loggedAt),
      v.check((text) => parseInstant(text) !== undefined, CARE_LOG_MESSAGES.loggedAt),
    ),
  }),
  v.forward(
    v.check(
      ({ kind, outcome }) => (kind === 'note' ? outcome === null : (CARE_OUTCOMES[kind] as readonly string[]).includes(outcome ?? '')),
      CARE_LOG_MESSAGES.outcome,
    ),
    ['outcome'],
  ),
  v.forward(
    v.check(({ kind, note }) => kind !== 'note' || note !== null, CARE_LOG_MESSAGES.note),
    ['note'],
  ),
  // A meal or a dose answers one time of one item of the plan; the rest answer none.
  v.forward(
    v.check(
      ({ kind, careItemId, slot }) => (isPlanned(kind) ? careItemId !== null && slot !== null : careItemId === null && slot === null),
      CARE_LOG_MESSAGES.slot,
    ),
    ['slot'],
  ),
);

export function isPlanned(kind: CareLogKind): kind is 'feeding' | 'medication' {
  return kind === 'feeding' || kind === 'medication';
}

export type CareLogInput = v.InferOutput<typeof careLogEntrySchema>;

/** POST /api/staff/stay-care: an item the desk adds to a stay's plan, for one of its cats. */
export const newStayCareItemSchema = v.intersect([formObject({ bookingId: uuidSchema, catId: uuidSchema }), careItemSchema]);
