// Calls that pay the R100 deposit. Amounts and order states from the browser are never trusted:
// the server fixes the deposit (DESIGN D11) and asks the payment provider what happened.
import * as v from 'valibot';
import { decimalToCents } from '../money.ts';
import { DEPOSIT_CENTS } from '../stay.ts';
import { formObject, lengthBetween, requiredField } from './fields.ts';
import { uuidSchema } from './id.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';

export const startDepositSchema = formObject({ bookingId: uuidSchema });

// Only the provider's order id is used, to find our own checkout; status, amount and currency are dropped.
export const completeDepositSchema = formObject({
  bookingId: uuidSchema,
  orderData: formObject({
    id: requiredField(MESSAGES.invalid, lengthBetween(1, MESSAGES.required, LIMITS.orderIdMax)),
  }),
});

// The reservation page states the amount it shows (100, or "100.00" from a form); anything else
// means the page and the server disagree about the deposit, and the owner must not pay a surprise.
const depositAmount = v.pipe(
  v.union([v.number(), v.string()], MESSAGES.deposit),
  v.check((amount) => (typeof amount === 'number' ? amount * 100 : decimalToCents(amount.trim())) === DEPOSIT_CENTS, MESSAGES.deposit),
);

export const reservationDepositSchema = formObject({ reservationId: uuidSchema, amount: depositAmount });
