// The deposit is taken through a provider so the server can run with a simulated checkout (the
// default, no network and no account needed) or with PayPal, and the booking code never knows which
// (DESIGN D11). The server alone decides what a deposit costs: it compares a capture's amount with
// `charge` before it marks a deposit paid.

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
  /** the amount and currency this provider charges for the R100 deposit (PayPal does not settle ZAR, so it is configuration) */
  readonly charge: Charge;
  createOrder(input: { bookingId: string; paymentId: string; description: string }): Promise<DepositOrder>;
  /** Idempotent: capturing the same order twice answers the same capture. Throws ProviderUnavailableError when the provider could not be reached or answered 5xx after retries, so the caller can retry later. */
  captureOrder(input: { orderId: string; paymentId: string }): Promise<CaptureOutcome>;
}

/**
 * The provider may or may not have acted on the request; asking again later with the same ids is
 * safe because every call is idempotent. Any other Error means retrying will not help.
 */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}
