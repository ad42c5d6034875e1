// The hotel's PayFast account, as api/env.ts reads it: the checkout (payfast.ts) signs with it and
// the notices (payfast-notices.ts) check PayFast's signature and ask PayFast with it, so it sits
// below both.

export interface PayFastConfig {
  merchantId: string;
  merchantKey: string;
  /** Set on the PayFast account too; it makes the signature a secret only PayFast and we share. */
  passphrase: string;
  /** https://sandbox.payfast.co.za (the default) or https://www.payfast.co.za */
  baseUrl: string;
  /** Where PayFast sends the owner after paying; the order id is added as `token`, as PayPal's return does. */
  returnUrl: string;
  cancelUrl: string;
  /** Where PayFast posts its ITN: ${PUBLIC_URL}/api/webhooks/payfast */
  notifyUrl: string;
  /** limit for the validation request to PayFast; default 10 000 */
  timeoutMs?: number;
}
