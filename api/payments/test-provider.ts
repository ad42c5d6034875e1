import type { CaptureOutcome, DepositOrder, DepositProvider } from './provider.ts';

const ORDER_PREFIX = 'TEST-';

/**
 * The simulated checkout `npm start` uses when no payment account is configured. Every id is derived
 * from the payment id instead of being remembered, so an order survives a restart and any of several
 * servers can capture it.
 */
export function createTestProvider(options: { publicUrl: string }): DepositProvider {
  // A configured PUBLIC_URL may end in a slash; keep its path (the app may live under one).
  const checkoutPage = `${options.publicUrl.replace(/\/+$/, '')}/payment/test-checkout`;

  return {
    name: 'test',
    approvesInstantly: true,
    charge: { amountCents: 10000, currency: 'ZAR' },

    async createOrder({ paymentId }): Promise<DepositOrder> {
      const orderId = ORDER_PREFIX + paymentId;
      return { orderId, approveUrl: `${checkoutPage}?order=${encodeURIComponent(orderId)}` };
    },

    async captureOrder({ orderId, paymentId }): Promise<CaptureOutcome> {
      // An order of another payment is refused too, as PayPal's adapter refuses it: otherwise one
      // paid order could be replayed to mark a second booking's deposit paid.
      if (orderId !== ORDER_PREFIX + paymentId) return { state: 'declined', reason: 'Unknown test order' };
      return { state: 'captured', captureId: `TESTCAP-${paymentId}`, amountCents: 10000, currency: 'ZAR' };
    },
  };
}
