import { createPayFastProvider } from './payfast.ts';
import type { PayFastConfig } from './payfast-config.ts';
import { createPayPalProvider } from './paypal.ts';
import type { PayPalConfig } from './paypal.ts';
import type { DepositProvider } from './provider.ts';
import { createTestProvider } from './test-provider.ts';

export function createDepositProvider(env: {
  payments: DepositProvider['name'];
  publicUrl: string;
  paypal?: PayPalConfig;
  payfast?: PayFastConfig;
}): DepositProvider {
  if (env.payments === 'test') return createTestProvider({ publicUrl: env.publicUrl });
  // Failing at start beats quietly falling back to the simulated checkout, which takes no money.
  if (env.payments === 'payfast') {
    if (!env.payfast) throw new Error('PAYMENTS=payfast needs the PayFast configuration (merchant id and key, passphrase, base address)');
    return createPayFastProvider(env.payfast);
  }
  if (!env.paypal) throw new Error('PAYMENTS=paypal needs the PayPal configuration (client id, secret, API base, amount and currency)');
  return createPayPalProvider(env.paypal);
}
