import * as v from 'valibot';
import { connectToPayPal, describeRefusal, firstIssue, formatPayPalAmount, isSuccess, parseAnswer, parsePayPalAmount } from './paypal-api.ts';
import type { PayPalAnswer, PayPalConnection } from './paypal-api.ts';
import { payPalNotices } from './paypal-notices.ts';
import { ProviderUnavailableError } from './provider.ts';
import type { CaptureOutcome, DepositOrder, DepositProvider } from './provider.ts';

// PayPal REST, Orders v2. Every call can be repeated safely: the order and its capture carry a
// PayPal-Request-Id derived from our payment id, so PayPal answers a repeat with the first result
// instead of acting twice. That is what lets the connection retry on its own (paypal-api.ts), the
// caller retry later after a ProviderUnavailableError, and the reconciliation pass ask again hours
// later about a checkout nobody finished.

export interface PayPalConfig extends PayPalConnection {
  /** PayPal does not settle ZAR, so the deposit's PayPal amount and currency are configuration (DESIGN D11) */
  amountCents: number;
  currency: string;
  returnUrl: string;
  cancelUrl: string;
  /**
   * The id PayPal gave the hotel's webhook (PAYPAL_WEBHOOK_ID). Its notifications are verified
   * against it; without it none can be, so none are taken.
   */
  webhookId?: string;
}

// PayPal answers 422 to a purchase unit description longer than this.
const DESCRIPTION_MAX_LENGTH = 127;

// 422 issues that mean the payer's funding was refused. PayPal's advice for each is to send the
// buyer back to choose another way to pay, which is what a declined deposit lets them do.
const PAYER_REFUSALS: Readonly<Record<string, string>> = {
  INSTRUMENT_DECLINED: 'The payment method was declined',
  TRANSACTION_REFUSED: 'PayPal refused the payment',
  PAYER_CANNOT_PAY: 'The payer cannot pay with this PayPal account',
  MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED: 'Too many payment attempts for this order',
};

const CreatedOrder = v.object({
  id: v.string(),
  links: v.optional(v.array(v.object({ href: v.string(), rel: v.string() })), []),
});

const OrderWithCapture = v.object({
  purchase_units: v.optional(
    v.array(
      v.object({
        custom_id: v.optional(v.string()),
        payments: v.optional(
          v.object({
            captures: v.optional(
              v.array(
                v.object({
                  id: v.string(),
                  status: v.string(),
                  custom_id: v.optional(v.string()),
                  amount: v.optional(v.object({ value: v.string(), currency_code: v.string() })),
                }),
              ),
            ),
          }),
        ),
      }),
    ),
  ),
});

export function createPayPalProvider(config: PayPalConfig, fetchImpl: typeof fetch = fetch): DepositProvider {
  if (!/^[A-Z]{3}$/.test(config.currency)) throw new Error(`PayPal currency must be a three-letter code, not "${config.currency}"`);
  if (!Number.isSafeInteger(config.amountCents) || config.amountCents <= 0) {
    throw new Error(`PayPal deposit amount must be a positive whole number of cents, not ${config.amountCents}`);
  }
  const callApi = connectToPayPal(config, fetchImpl);
  const depositValue = formatPayPalAmount(config.amountCents);

  return {
    name: 'paypal',
    approvesInstantly: false,
    canBeAskedLater: true,
    charge: { amountCents: config.amountCents, currency: config.currency },
    ...(config.webhookId !== undefined && { notices: payPalNotices(config.webhookId, callApi) }),

    async createOrder({ bookingId, paymentId, description }): Promise<DepositOrder> {
      const answer = await callApi(
        'create order',
        'POST',
        '/v2/checkout/orders',
        { 'PayPal-Request-Id': `create-${paymentId}`, Prefer: 'return=representation' },
        JSON.stringify({
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: bookingId,
              custom_id: paymentId,
              description: description.slice(0, DESCRIPTION_MAX_LENGTH),
              amount: { currency_code: config.currency, value: depositValue },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: config.returnUrl,
                cancel_url: config.cancelUrl,
                brand_name: 'Sunningdale Cat Hotel',
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
              },
            },
          },
        }),
      );
      if (!isSuccess(answer)) throw new Error(`PayPal refused to create the order: ${describeRefusal(answer)}`);
      const order = parseAnswer(CreatedOrder, answer, 'create order');
      // Orders created with payment_source.paypal name the link 'payer-action'; older ones 'approve'.
      const approve = order.links.find((link) => link.rel === 'payer-action') ?? order.links.find((link) => link.rel === 'approve');
      if (!approve) throw new Error(`PayPal order ${order.id} came without an approval link`);
      return { orderId: order.id, approveUrl: approve.href };
    },

    async captureOrder({ orderId, paymentId }): Promise<CaptureOutcome> {
      // The order id comes back through the buyer's browser; encoding keeps it inside its path segment.
      const orderPath = `/v2/checkout/orders/${encodeURIComponent(orderId)}`;
      const answer = await callApi('capture', 'POST', `${orderPath}/capture`, {
        'PayPal-Request-Id': `capture-${paymentId}`,
        Prefer: 'return=representation',
      });
      if (isSuccess(answer)) return readCapture(answer, paymentId, 'capture');
      if (answer.status === 404) return { state: 'declined', reason: 'Unknown PayPal order' };
      const issue = firstIssue(answer);
      if (answer.status === 422 && issue === 'ORDER_ALREADY_CAPTURED') {
        // An earlier capture went through but its answer was lost, or PayPal has forgotten the
        // request id by now: the order itself still holds that capture.
        const order = await callApi('order lookup', 'GET', orderPath, {});
        if (!isSuccess(order)) throw new Error(`PayPal refused to show captured order ${orderId}: ${describeRefusal(order)}`);
        // PayPal's reads can lag its writes: a copy of the order from before the capture is no
        // reason to give up, only to ask again later.
        if (parseAnswer(OrderWithCapture, order, 'order lookup').purchase_units?.[0]?.payments?.captures?.length === undefined) {
          throw new ProviderUnavailableError(`PayPal says order ${orderId} is captured but does not show the capture yet`);
        }
        return readCapture(order, paymentId, 'order lookup');
      }
      if (answer.status === 422 && (issue === 'ORDER_NOT_APPROVED' || issue === 'PAYER_ACTION_REQUIRED')) {
        return { state: 'not_approved', reason: 'The payment has not been approved at PayPal yet' };
      }
      const refusal = answer.status === 422 && issue !== undefined ? PAYER_REFUSALS[issue] : undefined;
      if (refusal) return { state: 'declined', reason: refusal };
      throw new Error(`PayPal refused to capture order ${orderId}: ${describeRefusal(answer)}`);
    },
  };
}

function readCapture(answer: PayPalAnswer, paymentId: string, label: string): CaptureOutcome {
  const unit = parseAnswer(OrderWithCapture, answer, label).purchase_units?.[0];
  const capture = unit?.payments?.captures?.[0];
  if (!capture) throw new Error(`PayPal's answer to the ${label} holds no capture`);
  // The order id reaches us through the browser: without this check one paid order could be
  // replayed to mark another booking's deposit paid.
  const owner = capture.custom_id ?? unit?.custom_id;
  if (owner !== undefined && owner !== paymentId) throw new Error(`PayPal capture ${capture.id} belongs to another payment`);
  switch (capture.status) {
    case 'COMPLETED': {
      if (!capture.amount) throw new Error(`PayPal capture ${capture.id} has no amount`);
      return {
        state: 'captured',
        captureId: capture.id,
        amountCents: parsePayPalAmount(capture.amount.value),
        currency: capture.amount.currency_code,
      };
    }
    // PayPal holds some captures for review and can still deny them days later, so confirming the
    // stay now could confirm one that is never paid. Its verdict comes later: the webhook's
    // PAYMENT.CAPTURE.COMPLETED marks the deposit paid then (or DENIED is recorded), and without a
    // webhook the reconciliation pass finds the completed capture when it asks again.
    case 'PENDING':
      return { state: 'declined', reason: 'Payment is pending review at PayPal' };
    case 'DECLINED':
      return { state: 'declined', reason: 'PayPal declined the payment' };
    case 'FAILED':
      return { state: 'declined', reason: 'The payment failed at PayPal' };
    // REFUNDED or PARTIALLY_REFUNDED: money moved and (some) went back, which only a person can judge.
    default:
      throw new Error(`PayPal capture ${capture.id} has status ${capture.status}`);
  }
}
