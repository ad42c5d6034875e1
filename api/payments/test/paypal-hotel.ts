import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect } from 'vitest';
import { type Answer, PUBLIC_URL, reserve, type TestHotel, useTestHotel, type Visitor } from '../../test/hotel.ts';
import { ownNetwork } from '../../test/own-network.ts';
import { createPayPalProvider } from '../paypal.ts';
import { depositBooks } from './deposit-books.ts';
import { createFakePayPal, type Delivery, PAYPAL_WEBHOOK_ID, payPalTestConfig } from './fake-paypal.ts';

/** One owner's booking with a PayPal checkout opened for it. */
export interface Checkout {
  owner: Visitor;
  bookingId: string;
  paymentId: string;
  orderId: string;
}

/**
 * A hotel taking deposits through the real PayPal adapter, against the fake PayPal of
 * test/fake-paypal.ts (one per test file), with the webhook set up.
 */
export function usePayPalHotel() {
  const fake = createFakePayPal();
  const server = setupServer(...fake.handlers);
  // Before the hotel's own beforeAll, so the adapter's requests are MSW's from the first one.
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterAll(() => server.close());
  // The global fetch is looked up at each request: MSW replaces it only once it is listening.
  const hotel: TestHotel = useTestHotel({
    // Places are not under test here, and every test books the same nights.
    guestCapacity: 1_000_000,
    payments: createPayPalProvider({ ...payPalTestConfig, webhookId: PAYPAL_WEBHOOK_ID }, (input, init) => fetch(input, init)),
  });

  const { payment, booking, receiptsQueued, history } = depositBooks(hotel);

  /** A new owner's reservation, with its checkout opened as the reservation page opens it. */
  async function openCheckout(): Promise<Checkout> {
    const owner = await hotel.owner();
    const bookingId = await reserve(owner);
    const started = await owner.post('/api/create-paypal-deposit', { bookingId });
    expect(started.status, started.text).toBe(201);
    return { owner, bookingId, paymentId: started.body.paymentId as string, orderId: started.body.orderId as string };
  }

  /** The owner comes back from PayPal's page and the page asks the hotel to complete the payment. */
  function complete(checkout: Checkout): Promise<Answer> {
    return checkout.owner.post('/api/paypal-deposit-complete', { bookingId: checkout.bookingId, orderData: { id: checkout.orderId } });
  }

  return {
    hotel,
    fake,
    payment,
    booking,

    openCheckout,
    complete,

    /**
     * The lost-answer capture: the owner approves and comes back, PayPal captures the R100, and every
     * answer to the hotel is lost on the way (the adapter's three tries), so the owner is told to try
     * again later and the booking still says unpaid.
     */
    async lostCapture(): Promise<Checkout & { captureId: string }> {
      const checkout = await openCheckout();
      fake.approve(checkout.orderId);
      fake.books.captureAnswersToLose = 3;
      const back = await complete(checkout);
      expect(back.status, back.text).toBe(503);
      expect((await booking(checkout.bookingId)).paymentStatus).toBe('deposit_pending');
      return { ...checkout, captureId: fake.captureIdOf(checkout.orderId)! };
    },

    /**
     * PayPal (or whoever) posts `delivery` to the webhook, from `sender`: by default a network of
     * its own each time, as PayPal posts from many servers (the webhook throttles each sender).
     */
    async notify(delivery: Delivery, sender = ownNetwork()): Promise<Answer> {
      const headers = { ...delivery.headers, 'x-forwarded-for': sender };
      const response = await hotel.app.request(`${PUBLIC_URL}/api/webhooks/paypal`, { method: 'POST', headers, body: delivery.body });
      const text = await response.text();
      return { status: response.status, body: JSON.parse(text), text, headers: response.headers };
    },
    receiptsQueued,
    history,
  };
}
