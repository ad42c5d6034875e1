// The desk's calendar query and the manager's night settings (issue 14): places per night and
// closed nights. Whether a night is already past is the server's check: it knows today.
import * as v from 'valibot';
import { isHotelMonth } from '../calendar-month.ts';
import { nightsBetween } from '../dates.ts';
import { formObject, lengthBetween, numberOrText, requiredField } from './fields.ts';
import { stayDate } from './stay-fields.ts';

export const CALENDAR_NIGHTS = { default: 42, max: 120 } as const;
/** A leap year of nights: a whole year's setting in one go, small enough to write in one statement. */
export const MAX_SETTING_NIGHTS = 366;
export const NIGHT_CAPACITY_MAX = 100;
export const CLOSED_REASON = { min: 2, max: 120 } as const;
// ISO dates have four-digit years: the morning after 31 Dec 9999 cannot be written, so nights stop
// the night before it here, rather than fail in the database.
const LAST_MORNING = '9999-12-31';
const LAST_NIGHT = '9999-12-30';

export const NIGHT_MESSAGES = {
  from: 'Please choose the calendar’s first night',
  month: 'Please choose a month as YYYY-MM, such as 2027-04',
  calendarNights: `Show 1 to ${CALENDAR_NIGHTS.max} nights`,
  firstNight: 'First night is required',
  lastNight: 'Last night is required',
  lastNightOrder: 'The last night cannot be before the first night',
  tooManyNights: `Choose at most ${MAX_SETTING_NIGHTS} nights at a time`,
  capacity: `Places must be a whole number from 0 to ${NIGHT_CAPACITY_MAX} (cats a night)`,
  closedReason: `Please give a reason of at least ${CLOSED_REASON.min} characters, such as "Closed 25 Dec"`,
  tooFar: 'Choose nights before the year 10000',
} as const;

function night(requiredMessage: string) {
  return v.pipe(stayDate(requiredMessage), v.maxValue(LAST_NIGHT, NIGHT_MESSAGES.tooFar));
}

/**
 * GET /api/staff/calendar?month= (issue 31: a month's nights, any month, past or to come), or
 * ?from=&nights=; without either, `nights` from today at the hotel. A month asked for wins.
 */
export const calendarQuerySchema = v.pipe(
  formObject({
    month: v.optional(
      v.pipe(
        v.string(NIGHT_MESSAGES.month),
        v.check(isHotelMonth, NIGHT_MESSAGES.month),
        // December 9999's last morning would be in the year 10000.
        v.maxValue('9999-11', NIGHT_MESSAGES.tooFar),
      ),
    ),
    from: v.optional(night(NIGHT_MESSAGES.from)),
    nights: v.optional(
      v.pipe(
        numberOrText(NIGHT_MESSAGES.calendarNights),
        v.integer(NIGHT_MESSAGES.calendarNights),
        v.minValue(1, NIGHT_MESSAGES.calendarNights),
        v.maxValue(CALENDAR_NIGHTS.max, NIGHT_MESSAGES.calendarNights),
      ),
      CALENDAR_NIGHTS.default,
    ),
  }),
  v.forward(
    v.check(({ from, nights }) => from === undefined || nightsBetween(from, LAST_MORNING) >= nights, NIGHT_MESSAGES.tooFar),
    ['nights'],
  ),
);

const nightRangeFields = {
  firstNight: night(NIGHT_MESSAGES.firstNight),
  lastNight: night(NIGHT_MESSAGES.lastNight),
};

/**
 * A setting covers `firstNight` to `lastNight` inclusive (one night: both the same), at most a year
 * of them. Checked once both dates have passed their own checks, and reported on the last night.
 */
function nightRange<TSetting extends Record<string, unknown>>() {
  return v.rawCheck<TSetting>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const { firstNight, lastNight } = dataset.value;
    if (typeof firstNight !== 'string' || typeof lastNight !== 'string') return;
    const nights = nightsBetween(firstNight, lastNight) + 1;
    if (nights >= 1 && nights <= MAX_SETTING_NIGHTS) return;
    addIssue({
      message: nights < 1 ? NIGHT_MESSAGES.lastNightOrder : NIGHT_MESSAGES.tooManyNights,
      path: [{ type: 'object', origin: 'value', input: dataset.value, key: 'lastNight', value: lastNight }],
    });
  });
}

/** PUT /api/staff/settings/capacity: `capacity` null gives the nights back to GUEST_CAPACITY. */
export const nightCapacitySchema = v.pipe(
  formObject({
    ...nightRangeFields,
    capacity: v.nullable(
      v.pipe(
        numberOrText(NIGHT_MESSAGES.capacity),
        v.integer(NIGHT_MESSAGES.capacity),
        v.minValue(0, NIGHT_MESSAGES.capacity),
        v.maxValue(NIGHT_CAPACITY_MAX, NIGHT_MESSAGES.capacity),
      ),
    ),
  }),
  nightRange(),
);

/** POST /api/staff/settings/closed-nights. */
export const closedNightsSchema = v.pipe(
  formObject({
    ...nightRangeFields,
    reason: requiredField(NIGHT_MESSAGES.closedReason, lengthBetween(CLOSED_REASON.min, NIGHT_MESSAGES.closedReason, CLOSED_REASON.max)),
  }),
  nightRange(),
);
