import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../db/schema.ts';
import type { DepositProvider } from './provider.ts';
import { createTestProvider } from './test-provider.ts';
import { PUBLIC_URL, reserve, useTestHotel } from '../test/hotel.ts';

const hotel = useTestHotel();

async function paymentRows(bookingId: string) {
  return hotel.database.db.select().from(payments).where(eq(payments.bookingId, bookingId));
}

describe('the deposit checkout', () => {
  it('opens one checkout for R100, captures it once and confirms the booking', async () => {
    const owner = await hotel.owner();
    const bookingId = await reserve(owner);
    const started = await owner.post('/api/create-paypal-deposit', { bookingId });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ bookingId, amount: '100.00', currency: 'ZAR' });
    expect(started.body.approveUrl).toMatch(new RegExp(`^${PUBLIC_URL}/payment/test-checkout\\?order=`));
    expect((await owner.get(`/api/bookings/${bookingId}`)).body.paymentStatus).toBe('deposit_pending');
    // A second click reopens the same checkout rather than a second order.
    const again = await owner.post('/api/create-paypal-deposit', { bookingId });
    expect(again.body.orderId).toBe(started.body.orderId);

    const orderData = { id: started.body.orderId, status: 'COMPLETED', amount: '1.00', currency: 'ZAR' };
    const completed = await owner.post('/api/paypal-deposit-complete', { bookingId, orderData });
    expect(completed.status).toBe(200);
    expect(completed.body.booking).toMatchObject({ status: 'confirmed', paymentStatus: 'deposit_paid' });
    expect(completed.body.payment).toMatchObject({ status: 'captured', amount: '100.00', currency: 'ZAR' });

    const twice = await owner.post('/api/paypal-deposit-complete', { bookingId, orderData });
    expect(twice.status).toBe(200);
    expect(twice.body.payment.id).toBe(completed.body.payment.id);
    expect((await paymentRows(bookingId)).filter((row) => row.status === 'captured')).toHaveLength(1);

    const afterPaid = await owner.post('/api/create-paypal-deposit', { bookingId });
    expect(afterPaid.status).toBe(409);
    expect(afterPaid.body.message).toBe('The deposit for this booking is already paid');
  });

  it('trusts the provider, not the browser: a made-up order pays nothing', async () => {
    const owner = await hotel.owner();
    const bookingId = await reserve(owner, {}, 40);
    const answer = await owner.post('/api/paypal-deposit-complete', {
      bookingId,
      orderData: { id: 'TEST-forged', status: 'COMPLETED', amount: '100.00', currency: 'ZAR' },
    });
    expect(answer.status).toBe(404);
    expect((await owner.get(`/api/bookings/${bookingId}`)).body).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
  });

  it('keeps deposits private: another owner gets 404 and changes nothing', async () => {
    const alice = await hotel.owner();
    const bob = await hotel.owner();
    const bookingId = await reserve(alice, {}, 50);
    const started = await alice.post('/api/create-paypal-deposit', { bookingId });
    expect((await bob.post('/api/create-paypal-deposit', { bookingId })).status).toBe(404);
    const complete = await bob.post('/api/paypal-deposit-complete', { bookingId, orderData: { id: started.body.orderId } });
    expect(complete.status).toBe(404);
    expect((await bob.post('/api/payment/deposit', { reservationId: bookingId, amount: 100 })).status).toBe(404);
    expect((await alice.get(`/api/bookings/${bookingId}`)).body.paymentStatus).toBe('deposit_pending');
    expect((await paymentRows(bookingId)).every((row) => row.status === 'created')).toBe(true);
  });

  it('refuses a deposit for a cancelled booking', async () => {
    const owner = await hotel.owner();
    const bookingId = await reserve(owner, {}, 60);
    await owner.post(`/api/bookings/${bookingId}/cancel`);
    expect((await owner.post('/api/create-paypal-deposit', { bookingId })).status).toBe(409);
  });
});

describe('the reservation page deposit', () => {
  it.each([[50], ['99.99'], [1000], ['abc']])('refuses an amount of %j: the deposit is R100', async (amount) => {
    const owner = await hotel.owner();
    const bookingId = await reserve(owner, {}, 70);
    const answer = await owner.post('/api/payment/deposit', { reservationId: bookingId, amount });
    expect(answer).toMatchObject({ status: 400, body: { message: 'The deposit is R100', field: 'amount' } });
    expect(await paymentRows(bookingId)).toEqual([]);
  });

  it('takes R100 once, however often the page asks', async () => {
    const owner = await hotel.owner();
    const bookingId = await reserve(owner, {}, 80);
    const first = await owner.post('/api/payment/deposit', { reservationId: bookingId, amount: 100 });
    expect(first.status).toBe(200);
    expect(first.body.booking).toMatchObject({ status: 'confirmed', paymentStatus: 'deposit_paid' });
    const second = await owner.post('/api/payment/deposit', { reservationId: bookingId, amount: '100.00' });
    expect(second.status).toBe(200);
    expect(second.body.payment.id).toBe(first.body.payment.id);
    expect(await paymentRows(bookingId)).toHaveLength(1);
  });
});

describe('a provider that fails', () => {
  const base = createTestProvider({ publicUrl: PUBLIC_URL });
  let captures = 0;
  let failNext = true;
  const flaky: DepositProvider = {
    ...base,
    async captureOrder(input) {
      captures += 1;
      if (failNext) {
        failNext = false;
        throw new Error('connection reset by the payment provider');
      }
      return base.captureOrder(input);
    },
  };
  const flakyHotel = useTestHotel({ payments: flaky });

  it('answers 500 without internals, records nothing as paid, and the retry pays once', async () => {
    const owner = await flakyHotel.owner();
    const bookingId = await reserve(owner, {}, 90);
    const failed = await owner.post('/api/payment/deposit', { reservationId: bookingId, amount: 100 }, { key: 'pay-1' });
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    const rows = await flakyHotel.database.db.select().from(payments).where(eq(payments.bookingId, bookingId));
    // The checkout opened before the capture was asked for stays open (committed before asking), uncaptured.
    expect(rows.map((row) => ({ status: row.status, captureId: row.captureId }))).toEqual([{ status: 'created', captureId: null }]);
    expect((await owner.get(`/api/bookings/${bookingId}`)).body.paymentStatus).toBe('deposit_pending');

    const retried = await owner.post('/api/payment/deposit', { reservationId: bookingId, amount: 100 }, { key: 'pay-1' });
    expect(retried.status).toBe(200);
    expect(captures).toBe(2);
    expect(retried.body.booking.paymentStatus).toBe('deposit_paid');
  });
});
