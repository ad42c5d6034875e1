import { describe, expect, it } from 'vitest';
import type { PayPalConfig } from './paypal.ts';
import { createDepositProvider } from './select-provider.ts';
import { payFastConfig } from './test/payfast-imitation.ts';

const paypal: PayPalConfig = {
  clientId: 'client',
  clientSecret: 'secret',
  apiBase: 'https://api-m.sandbox.paypal.com',
  amountCents: 550,
  currency: 'USD',
  returnUrl: 'https://hotel.example/payment/return',
  cancelUrl: 'https://hotel.example/payment/cancel',
};

describe('createDepositProvider', () => {
  it('uses the simulated checkout for PAYMENTS=test, even with PayPal configured', () => {
    const provider = createDepositProvider({ payments: 'test', publicUrl: 'https://hotel.example', paypal });
    expect(provider.name).toBe('test');
  });

  it('uses PayPal with its configured charge for PAYMENTS=paypal', () => {
    const provider = createDepositProvider({ payments: 'paypal', publicUrl: 'https://hotel.example', paypal });
    expect(provider.name).toBe('paypal');
    expect(provider.approvesInstantly).toBe(false);
    expect(provider.charge).toEqual({ amountCents: 550, currency: 'USD' });
  });

  it('uses PayFast, charging the R100 in rand, for PAYMENTS=payfast', () => {
    const provider = createDepositProvider({ payments: 'payfast', publicUrl: 'https://hotel.example', paypal, payfast: payFastConfig });
    expect(provider.name).toBe('payfast');
    expect(provider.charge).toEqual({ amountCents: 10000, currency: 'ZAR' });
    expect(() => createDepositProvider({ payments: 'payfast', publicUrl: 'https://hotel.example', paypal })).toThrow(
      /PAYMENTS=payfast needs the PayFast configuration/,
    );
  });

  it('refuses PAYMENTS=paypal without PayPal configuration', () => {
    expect(() => createDepositProvider({ payments: 'paypal', publicUrl: 'https://hotel.example' })).toThrow(
      /PAYMENTS=paypal needs the PayPal configuration/,
    );
  });
});
