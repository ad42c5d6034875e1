import { describe, expect, it } from 'vitest';
import { createTestProvider } from './test-provider.ts';

describe('test deposit provider', () => {
  const provider = createTestProvider({ publicUrl: 'https://hotel.example' });

  it('charges R100 and needs no buyer approval', () => {
    expect(provider.name).toBe('test');
    expect(provider.approvesInstantly).toBe(true);
    expect(provider.charge).toEqual({ amountCents: 10000, currency: 'ZAR' });
  });

  it('derives the order and its checkout page from the payment id', async () => {
    const order = await provider.createOrder({ bookingId: 'booking-1', paymentId: 'pay-1', description: 'Deposit' });
    expect(order).toEqual({
      orderId: 'TEST-pay-1',
      approveUrl: 'https://hotel.example/payment/test-checkout?order=TEST-pay-1',
    });
  });

  it('keeps a path in the public address and drops its trailing slash', async () => {
    const underPath = createTestProvider({ publicUrl: 'https://hotel.example/app/' });
    const order = await underPath.createOrder({ bookingId: 'b', paymentId: 'p', description: 'Deposit' });
    expect(order.approveUrl).toBe('https://hotel.example/app/payment/test-checkout?order=TEST-p');
  });

  it('captures the same order the same way every time, also from a fresh instance', async () => {
    const first = await provider.captureOrder({ orderId: 'TEST-pay-1', paymentId: 'pay-1' });
    const afterRestart = await createTestProvider({ publicUrl: 'https://other.example' }).captureOrder({
      orderId: 'TEST-pay-1',
      paymentId: 'pay-1',
    });
    expect(first).toEqual({ state: 'captured', captureId: 'TESTCAP-pay-1', amountCents: 10000, currency: 'ZAR' });
    expect(afterRestart).toEqual(first);
  });

  it('declines an order it did not make', async () => {
    await expect(provider.captureOrder({ orderId: 'PAYPAL-123', paymentId: 'pay-1' })).resolves.toEqual({
      state: 'declined',
      reason: 'Unknown test order',
    });
  });

  it("declines another payment's order, so a paid order cannot be replayed for a second booking", async () => {
    await expect(provider.captureOrder({ orderId: 'TEST-pay-1', paymentId: 'pay-2' })).resolves.toEqual({
      state: 'declined',
      reason: 'Unknown test order',
    });
  });
});
