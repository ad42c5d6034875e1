// The deposit is taken through a provider so the server can run with a simulated checkout (the
// default, no network and no account needed), with PayFast (in rand) or with PayPal, and the booking
// code never knows which (DESIGN D11). The server alone decides what a deposit costs: it compares a capture's amount with
// `charge` before it marks a deposit paid.

import type { Log } from '../log.ts';

export interface DepositOrder {
  orderId: string;
  approveUrl: string;
}

export type CaptureOutcome =
  | { state: 'captured'; captureId: string; amountCents: number; currency: string }
  /** the payer's funds were refused: no money moved */
  | { state: 'declined'; reason: string }
  /** the buyer has not approved the order yet */
  | { state: 'not_approved'; reason: string };

/** An amount in the currency's minor unit, so money is never a float (DESIGN D7). */
export interface Charge {
  amountCents: number;
  currency: string;
}

export interface DepositProvider {
  readonly name: 'test' | 'paypal' | 'payfast';
  /** true when an order can be captured without a buyer visiting approveUrl (the test provider) */
  readonly approvesInstantly: boolean;
  /**
   * true when captureOrder may be asked about a checkout long after it was opened and answers as it
   * would have then: it captures an order the owner approved, and finds a capture made earlier
   * whose answer was lost (PayPal, through PayPal-Request-Id and ORDER_ALREADY_CAPTURED). The
   * reconciliation pass asks only such providers about checkouts nobody finished. The test
   * provider needs no asking (it captures in the owner's own request), and a provider that tells
   * of payments only by its own notifications (PayFast's ITN) cannot be asked.
   */
  readonly canBeAskedLater?: true;
  /** The provider's signed notifications of what became of a capture (PayPal webhooks), when configured. */
  readonly notices?: DepositNotices;
  /**
   * Set by a provider that cannot capture at all (PayFast): the money moves on its page and only its
   * notice tells us, so an owner back from its checkout is shown these words until the notice has
   * come (deposits.ts), instead of being told to finish a checkout they finished.
   */
  readonly awaitingNotice?: string;
  /** the amount and currency this provider charges for the R100 deposit (PayPal does not settle ZAR, so it is configuration) */
  readonly charge: Charge;
  createOrder(input: { bookingId: string; paymentId: string; description: string }): Promise<DepositOrder>;
  /** Idempotent: capturing the same order twice answers the same capture. Throws ProviderUnavailableError when the provider could not be reached or answered 5xx after retries, so the caller can retry later. */
  captureOrder(input: { orderId: string; paymentId: string }): Promise<CaptureOutcome>;
}

/** A notification exactly as it reached us: its signature covers these bytes, not a parse of them. */
export interface ReceivedNotice {
  headers: Headers;
  body: string;
}

/** Which of our payments a notice is about, as far as it says: our payment id, the order, the capture. */
export interface NoticeSubject {
  paymentId?: string;
  orderId?: string;
  captureId?: string;
}

/** What a verified notification says became of a deposit: `other` is news the hotel does not act on. */
export type DepositNews =
  | { kind: 'captured'; capture: { captureId: string; amountCents: number; currency: string } }
  /** a capture the provider held for review (which our capture answered as declined) was refused */
  | { kind: 'denied' }
  /** a capture given back (a refund) or taken back (a chargeback) */
  | { kind: 'refunded' }
  | { kind: 'reversed' }
  | { kind: 'other' };

export type DepositNotice = DepositNews & {
  /** The provider's id of the notification: a repeat of it (a retry, a replay) carries the same id. */
  id: string;
  /** The provider's name for what happened, e.g. PAYMENT.CAPTURE.COMPLETED. */
  event: string;
  subject: NoticeSubject;
};

export type NoticeReading =
  /** not a notification of this provider at all: nothing to verify */
  | { verdict: 'malformed' }
  /** the provider does not vouch for it: forged, altered, or meant for another webhook */
  | { verdict: 'unverified' }
  | { verdict: 'verified'; notice: DepositNotice };

export interface DepositNotices {
  /** Whose notifications these are; each provider's arrive at an address of their own (/api/webhooks/paypal). */
  readonly from: 'paypal' | 'payfast';
  /**
   * Has the provider vouch for a notification as received, then reads it. Throws
   * ProviderUnavailableError when the provider could not be asked, so the sender is told to retry.
   * What only the hotel must look into goes to `log` (the request's).
   */
  read(received: ReceivedNotice, log: Log): Promise<NoticeReading>;
}

/**
 * The provider may or may not have acted on the request; asking again later with the same ids is
 * safe because every call is idempotent. Any other Error means retrying will not help.
 */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}
