// The home estimator's draft, left in session storage under 'pendingBooking' before the full
// redirect to /register or /dashboard (spec point 3). It lives outside the features so the
// dashboard and the account screen read it without importing the estimator.
import * as v from 'valibot';
import { isCalendarDate } from '../../domain/dates.ts';
import { MAX_CATS, MIN_CATS, STAY_TYPE_KEYS } from '../../domain/stay.ts';

export const PENDING_BOOKING_KEY = 'pendingBooking';
/** The draft's row in the phone's drafts table: one per phone, a new estimate replaces the last. */
export const ESTIMATOR_DRAFT_ID = 'home-estimator';

// Amounts are decimal text in rand ("1540.00"), as the API speaks them (DESIGN D7); whoever turns
// the draft into a booking sends the dates, cats and services, and the server prices it again (D9).
const amount = v.pipe(v.string(), v.regex(/^\d+\.\d{2}$/));
const calendarDate = v.pipe(v.string(), v.check(isCalendarDate));

export const pendingBookingSchema = v.object({
  /** 'YYYY-MM-DD' at the hotel (D8). */
  checkInDate: calendarDate,
  checkOutDate: calendarDate,
  numberOfCats: v.pipe(v.number(), v.integer(), v.minValue(MIN_CATS), v.maxValue(MAX_CATS)),
  /** Ids of domain/extra-services.ts (1 Medication Administration, 2 Live Updates, 3 Special Attention Care). */
  selectedServices: v.array(v.pipe(v.number(), v.integer())),
  stayDetails: v.object({
    nights: v.pipe(v.number(), v.integer(), v.minValue(1)),
    /** Per cat per night. */
    rate: amount,
    stayType: v.picklist(STAY_TYPE_KEYS),
    baseAmount: amount,
    servicesAmount: amount,
    totalAmount: amount,
  }),
});

export type PendingBooking = v.InferOutput<typeof pendingBookingSchema>;

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage blocked (some private modes): there is simply no draft.
    return undefined;
  }
}

/** The estimator's draft, or null when there is none or it is not one the estimator wrote. */
export function readPendingBooking(): PendingBooking | null {
  const text = sessionStore()?.getItem(PENDING_BOOKING_KEY);
  if (text === null || text === undefined) return null;
  try {
    const parsed = v.safeParse(pendingBookingSchema, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** False when session storage refused it (full or blocked). */
export function writePendingBooking(draft: PendingBooking): boolean {
  try {
    sessionStore()?.setItem(PENDING_BOOKING_KEY, JSON.stringify(draft));
    return sessionStore() !== undefined;
  } catch {
    return false;
  }
}

export function clearPendingBooking(): void {
  try {
    sessionStore()?.removeItem(PENDING_BOOKING_KEY);
  } catch {
    // Nothing to clear where storage is blocked.
  }
}
