import { centsToDecimal } from '../../domain/money.ts';
import { DEPOSIT_CENTS } from '../../domain/stay.ts';
import type { PayFastConfig } from './payfast-config.ts';
import { payFastNotices } from './payfast-notices.ts';
import { formEncoded, signedCheckout } from './payfast-signature.ts';
import type { CaptureOutcome, DepositOrder, DepositProvider } from './provider.ts';

// PayFast, South Africa's card and EFT gateway, settles in rand, so the owner pays the R100 itself
// (docs/decisions/0014-payfast.md). Its checkout is a page of PayFast's that we send the owner to
// with signed fields; the money moves there, and PayFast tells us by an Instant Transaction
// Notification (ITN): a form it posts to our notify_url. Nothing here can capture, so captureOrder
// only says that no notice has come yet; the notice (payfast-notices.ts) records the deposit.

/** PayFast refuses an item_name longer than this. */
const ITEM_NAME_MAX_LENGTH = 100;

export const AWAITING_PAYFAST = 'We are waiting for PayFast to confirm your payment.';

export function createPayFastProvider(config: PayFastConfig, fetchImpl: typeof fetch = fetch): DepositProvider {
  const baseUrl = config.baseUrl.replace(/\/+$/, '');

  return {
    name: 'payfast',
    approvesInstantly: false,
    charge: { amountCents: DEPOSIT_CENTS, currency: 'ZAR' },
    awaitingNotice: AWAITING_PAYFAST,
    notices: payFastNotices(config, fetchImpl),

    async createOrder({ paymentId, description }): Promise<DepositOrder> {
      // Our payment id is the order: PayFast hands it back in every notice as m_payment_id.
      const returnUrl = new URL(config.returnUrl);
      returnUrl.searchParams.set('token', paymentId);
      const fields = signedCheckout(
        {
          merchant_id: config.merchantId,
          merchant_key: config.merchantKey,
          return_url: returnUrl.href,
          cancel_url: config.cancelUrl,
          notify_url: config.notifyUrl,
          m_payment_id: paymentId,
          amount: centsToDecimal(DEPOSIT_CENTS),
          item_name: description.slice(0, ITEM_NAME_MAX_LENGTH),
        },
        config.passphrase,
      );
      // PayFast documents a form posted to /eng/process; the same signed fields as a query string
      // make the checkout a plain address the app opens like PayPal's, where a form would need a
      // page of ours that the content security policy forbids (decision 0014).
      return { orderId: paymentId, approveUrl: `${baseUrl}/eng/process?${formEncoded(fields)}` };
    },

    async captureOrder({ orderId, paymentId }): Promise<CaptureOutcome> {
      // An order of another payment is refused, as the other adapters refuse it.
      if (orderId !== paymentId) return { state: 'declined', reason: 'Unknown PayFast order' };
      return { state: 'not_approved', reason: AWAITING_PAYFAST };
    },
  };
}
