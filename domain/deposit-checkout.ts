// Where a payment provider's checkout sends the owner back to (PayPal's return_url and cancel_url,
// PayFast's, the test checkout's links). The owner pays in the same tab as the rest of the deposit
// flow, so both addresses lead back into that one flow: the return completes the deposit
// (/payment?token=<order>), the cancel shows the booking again, still payable, saying the payment
// was not made. The server (api/env.ts) and the test checkout (web) name them from here.

/** The provider appends its order (`?token=`, as PayPal does; PayFast's carries ours). */
export const DEPOSIT_RETURN_PATH = '/payment';

/** The search parameter that tells the confirm page the owner left the checkout without paying. */
export const CHECKOUT_CANCELLED = { name: 'payment', value: 'cancelled' } as const;

/** The confirm page, told the checkout was left unpaid (PayPal appends `&token=<order>`, which the page ignores). */
export const DEPOSIT_CANCEL_PATH = `/reservation-confirm?${CHECKOUT_CANCELLED.name}=${CHECKOUT_CANCELLED.value}`;
