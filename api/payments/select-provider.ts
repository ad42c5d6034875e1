import { createPayPalProvider } from './paypal.ts';
import type { PayPalConfig } from './paypal.ts';
import type { DepositProvider } from './provider.ts';
import { createTestProvider } from './test-provider.ts';

export function createDepositProvider(env: { payments: 'test' | 'paypal'; publicUrl: string; paypal?: PayPalConfig }): DepositProvider {
  if (env.payments === 'test') return createTestProvider({ publicUrl: env.publicUrl });
  // Failing at start beats quietly falling back to the simulated checkout, which takes no money.
  if (!env.paypal) throw new Error('PAYMENTS=paypal needs the PayPal configuration (client id, secret, API base, amount and currency)');
  return createPayPalProvider(env.paypal);
}
