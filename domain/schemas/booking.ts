// Bookings made from the dashboard: named cats, dates and extra services.
import * as v from 'valibot';
import { atLeastOneChange, formObject, optionalText } from './fields.ts';
import { uuidSchema } from './id.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';
import { catCount, catIds, checkOutAfterCheckIn, extraServiceIds, stayDate } from './stay-fields.ts';

/** Where Transport collects the cat and brings it home: needed when Transport is chosen (the server's check). */
export const transportAddress = optionalText(LIMITS.longTextMax);

const stayFields = {
  checkInDate: stayDate(MESSAGES.checkInDate),
  checkOutDate: stayDate(MESSAGES.checkOutDate),
  specialRequests: optionalText(LIMITS.longTextMax),
  transportAddress,
};

const choiceFields = { catIds, extraServiceIds };

// The client also sends totalAmount, status and paymentStatus; they are dropped because the server
// prices the stay (DESIGN D9) and every booking starts pending.
export const newBookingSchema = formObject({
  booking: v.pipe(formObject({ id: v.optional(uuidSchema), ...stayFields }), checkOutAfterCheckIn('checkInDate', 'checkOutDate')),
  ...choiceFields,
});

// version is the booking's version the owner last saw: the server refuses the change if the hotel
// has changed the booking since (DESIGN 4.7).
export const bookingChangesSchema = v.pipe(
  v.partial(
    formObject({
      ...stayFields,
      ...choiceFields,
      version: v.pipe(v.number(MESSAGES.invalid), v.integer(MESSAGES.invalid), v.minValue(0, MESSAGES.invalid)),
    }),
  ),
  checkOutAfterCheckIn('checkInDate', 'checkOutDate'),
  atLeastOneChange('version'),
);

// Query strings carry text, so cats arrives as "2".
export const availabilityQuerySchema = v.pipe(
  formObject({
    checkIn: stayDate(MESSAGES.checkInDate),
    checkOut: stayDate(MESSAGES.checkOutDate),
    cats: v.optional(catCount, 1),
  }),
  checkOutAfterCheckIn('checkIn', 'checkOut'),
);

// The night picker asks for the nights of the month it shows: from the first night up to `to` (a
// check-out date, so the night before it is the last). How many nights at most is the server's check.
export const hotelNightsQuerySchema = v.pipe(
  formObject({ from: stayDate(MESSAGES.checkInDate), to: stayDate(MESSAGES.checkOutDate) }),
  checkOutAfterCheckIn('from', 'to'),
);
