// What the deposit calls answer (spec point 7; api/payments/deposits.ts declares its answers to be
// these, and the deposit and reservation pages read them). Amounts are decimal text (D7).
import type { OwnBookingJson } from './booking.ts';

/** A deposit's payment as the owner sees it. */
export interface DepositPaymentJson {
  id: string;
  bookingId: string;
  provider: string;
  orderId: string | null;
  captureId: string | null;
  amount: string;
  currency: string;
  status: string;
  createdAt: string;
  capturedAt: string | null;
}

/** POST /api/create-paypal-deposit, 201: the checkout opened (or the one already open). */
export interface DepositCheckoutJson {
  bookingId: string;
  paymentId: string;
  orderId: string;
  /** The provider's checkout page, where the owner approves the payment. */
  approveUrl: string;
  /** Always the R100 deposit: the server's amount, never the client's. */
  amount: string;
  currency: 'ZAR';
  /** What the provider charges, in its currency (PayPal cannot take rand). */
  charge: { amount: string; currency: string };
}

/** 200 from either way of paying: the booking as it is now paid, and the payment. */
export interface DepositPaidJson {
  booking: OwnBookingJson;
  payment: DepositPaymentJson;
}

/** POST /api/paypal-deposit-complete, 202: PayFast's own notice records the deposit; ask again shortly. */
export interface DepositAwaitingJson {
  status: 'awaiting_confirmation';
  bookingId: string;
  message: string;
}

/** POST /api/payment/deposit, 202: the provider needs the owner's approval at its checkout first. */
export interface DepositApprovalJson {
  status: 'approval_required';
  bookingId: string;
  orderId: string;
  approveUrl: string;
}
