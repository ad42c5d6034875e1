import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memoryLog } from '../test/memory-log.ts';
import { createPayFastProvider } from './payfast.ts';
import { payFastEncode, payFastSignature, signedCheckout } from './payfast-signature.ts';
import { type DepositNotices, type DepositProvider, ProviderUnavailableError } from './provider.ts';
import { imitatePayFast, PAYFAST_SANDBOX, payFastConfig } from './test/payfast-imitation.ts';

const payfast = imitatePayFast();
const network = setupServer(...payfast.handlers);
let provider: DepositProvider;
let notices: DepositNotices;
/** PayFast's notices write nothing to the log; the interface hands every reader one. */
const { log } = memoryLog();
beforeAll(() => {
  network.listen({ onUnhandledFrame: 'error' });
  // Made once MSW is listening, so the adapter's fetch is the one MSW answers.
  provider = createPayFastProvider(payFastConfig);
  notices = provider.notices!;
});
afterEach(() => {
  payfast.validations.length = 0;
  payfast.validationAnswer = undefined;
});
afterAll(() => network.close());

const PAYMENT = '0197d6a2-5c3e-7a41-9d2b-3f4e5a6b7c8d';
const form = (body: string) => ({ headers: new Headers({ 'content-type': 'application/x-www-form-urlencoded' }), body });

describe('the PayFast signature, checked against answers PayFast itself published', () => {
  it('encodes as PHP urlencode does: upper-case escapes, a space as +, ! ( ) * ~ escaped', () => {
    expect(payFastEncode("Mochi's stay (2 cats) *~! a/b:c")).toBe('Mochi%27s+stay+%282+cats%29+%2A%7E%21+a%2Fb%3Ac');
    expect(payFastEncode('thandi+cats@example.com')).toBe('thandi%2Bcats%40example.com');
    expect(payFastEncode('R100.00-deposit_1')).toBe('R100.00-deposit_1');
  });

  it("signs a checkout in PayFast's documented order, whatever order the fields come in (PayFast's PHP SDK test)", () => {
    // payfast/payfast-php-sdk tests/unit/AuthTest.php shuffles these fields and expects this signature.
    const fields = {
      cycles: '0',
      custom_str2: 'QW5vdGhlciBUZXN0IFN0cmluZw',
      email_address: 'test@test.com',
      merchant_key: '4hjoenwbwnuso',
      amount: '5.00',
      notify_url: 'https://test.com/payfast/webhook',
      frequency: '3',
      subscription_type: '1',
      recurring_amount: '5',
      name_first: 'Test',
      custom_int1: '1',
      cancel_url: 'https://test.com/billing/cancel',
      billing_date: '2023-01-01',
      m_payment_id: '5',
      email_confirmation: '1',
      item_name: 'Test',
      merchant_id: '10028084',
      custom_str1: 'U29tZSBUZXN0IFN0cmluZw',
      return_url: 'https://test.com/billing/success',
      custom_int2: '1',
      name_last: 'Test',
      confirmation_address: 'test@test.test',
    };
    const signed = signedCheckout(fields, 'payfastsandbox');
    expect(signed.at(-1)).toEqual(['signature', '3441682c5d8a65486f5b7cc8ce41d146']);
    expect(signed.slice(0, 5).map(([name]) => name)).toEqual(['merchant_id', 'merchant_key', 'return_url', 'cancel_url', 'notify_url']);
  });

  it('leaves blank checkout fields out and trims the rest, and refuses a field PayFast does not list', () => {
    const withBlank = signedCheckout({ merchant_id: '10000100', name_first: ' ', amount: ' 100.00 ', item_name: 'Deposit' }, 'secret');
    expect(withBlank).toEqual([
      ['merchant_id', '10000100'],
      ['amount', '100.00'],
      ['item_name', 'Deposit'],
      ['signature', payFastSignature(withBlank.slice(0, 3), 'secret')],
    ]);
    expect(() => signedCheckout({ merchant_id: '1', deposit: '100' }, 'secret')).toThrow('PayFast has no checkout field deposit');
  });

  it("signs an ITN over every field as posted, blanks included (a real sandbox ITN from PayFast's PHP SDK test)", () => {
    // payfast/payfast-php-sdk tests/PaymentIntegrations/NotificationTest.php, an account without a passphrase.
    const itn: [string, string][] = [
      ['m_payment_id', '000000020'],
      ['pf_payment_id', '1579137'],
      ['payment_status', 'COMPLETE'],
      ['item_name', 'Order #000000020'],
      ['item_description', ''],
      ['amount_gross', '15.00'],
      ['amount_fee', '-2.30'],
      ['amount_net', '12.70'],
      ...[
        'custom_str1',
        'custom_str2',
        'custom_str3',
        'custom_str4',
        'custom_str5',
        'custom_int1',
        'custom_int2',
        'custom_int3',
        'custom_int4',
        'custom_int5',
      ].map((name): [string, string] => [name, '']),
      ['name_first', 'Tom'],
      ['name_last', 'Tom'],
      ['email_address', 'lindley+user1@appinlet.com'],
      ['merchant_id', '10027938'],
    ];
    expect(payFastSignature(itn, undefined)).toBe('4078bca2c8987e0e0c4e7230f2f46323');
    expect(payFastSignature(itn, 'a-passphrase')).not.toBe('4078bca2c8987e0e0c4e7230f2f46323');
  });
});

describe('the PayFast checkout', () => {
  it('sends the owner to the sandbox with R100.00 in rand, our payment as the order, every field signed', async () => {
    expect(provider).toMatchObject({ name: 'payfast', approvesInstantly: false, charge: { amountCents: 10000, currency: 'ZAR' } });
    const order = await provider.createOrder({ bookingId: 'b1', paymentId: PAYMENT, description: 'Non-refundable deposit for a cat stay' });
    expect(order.orderId).toBe(PAYMENT);
    const url = new URL(order.approveUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${PAYFAST_SANDBOX}/eng/process`);
    const fields = [...url.searchParams];
    expect(Object.fromEntries(fields)).toEqual({
      merchant_id: '10000100',
      merchant_key: '46f0cd694581a',
      return_url: `http://hotel.test/payment?token=${PAYMENT}`,
      cancel_url: 'http://hotel.test/reservation-confirm',
      notify_url: 'http://hotel.test/api/webhooks/payfast',
      m_payment_id: PAYMENT,
      amount: '100.00',
      item_name: 'Non-refundable deposit for a cat stay',
      signature: payFastSignature(fields.slice(0, -1), payFastConfig.passphrase),
    });
    // The query string is PayFast's own encoding, so what PayFast reads is exactly what was signed.
    expect(url.search).toContain('return_url=http%3A%2F%2Fhotel.test%2Fpayment%3Ftoken%3D');
    expect(url.search).toContain('item_name=Non-refundable+deposit+for+a+cat+stay');
  });

  it('cannot capture: the deposit is recorded when the ITN comes, and another payment’s order is refused', async () => {
    expect(await provider.captureOrder({ orderId: PAYMENT, paymentId: PAYMENT })).toEqual({
      state: 'not_approved',
      reason: 'We are waiting for PayFast to confirm your payment.',
    });
    expect(await provider.captureOrder({ orderId: 'another', paymentId: PAYMENT })).toEqual({ state: 'declined', reason: 'Unknown PayFast order' });
    expect(provider.awaitingNotice).toBe('We are waiting for PayFast to confirm your payment.');
  });
});

describe('a PayFast ITN', () => {
  it('is news once its signature is ours and PayFast answers VALID: COMPLETE captures amount_gross in rand', async () => {
    const itn = payfast.itn({ paymentId: PAYMENT, pfPaymentId: '2001' });
    expect(await notices.read(form(itn.body), log)).toEqual({
      verdict: 'verified',
      notice: {
        kind: 'captured',
        capture: { captureId: '2001', amountCents: 10000, currency: 'ZAR' },
        id: '2001:COMPLETE',
        event: 'COMPLETE',
        subject: { paymentId: PAYMENT, orderId: PAYMENT, captureId: '2001' },
      },
    });
    // The validation posts back every field but the signature, as PayFast's code does.
    expect(payfast.validations).toEqual([itn.body.replace(/&signature=[0-9a-f]+$/, '')]);
  });

  it('that is CANCELLED is news the hotel does not act on', async () => {
    const itn = payfast.itn({ paymentId: PAYMENT, status: 'CANCELLED', pfPaymentId: '2002' });
    expect(await notices.read(form(itn.body), log)).toMatchObject({ verdict: 'verified', notice: { kind: 'other', id: '2002:CANCELLED' } });
  });

  it('is not vouched for when signed without our passphrase, altered, or for another merchant, and PayFast is not even asked', async () => {
    const withoutPassphrase = payfast.itn({ paymentId: PAYMENT, passphrase: '' });
    const altered = payfast.itn({ paymentId: PAYMENT }).body.replace('amount_gross=100.00', 'amount_gross=1.00');
    const otherMerchant = payfast.itn({ paymentId: PAYMENT, merchantId: '10000999' });
    const badSignature = payfast.itn({ paymentId: PAYMENT }).body.replace(/signature=[0-9a-f]+$/, `signature=${'0'.repeat(32)}`);
    for (const body of [withoutPassphrase.body, altered, otherMerchant.body, badSignature]) {
      expect(await notices.read(form(body), log)).toEqual({ verdict: 'unverified' });
    }
    expect(payfast.validations).toEqual([]);
  });

  it('is not vouched for when PayFast answers anything but VALID', async () => {
    // Signed with our passphrase, but never sent by PayFast (someone who learnt the passphrase).
    const itn = payfast.itn({ paymentId: PAYMENT });
    payfast.sent.clear();
    expect(await notices.read(form(itn.body), log)).toEqual({ verdict: 'unverified' });
    expect(payfast.validations).toHaveLength(1);
  });

  it('cannot be read while PayFast cannot be asked, so PayFast is told to send it again', async () => {
    const itn = payfast.itn({ paymentId: PAYMENT });
    payfast.validationAnswer = () => new HttpResponse('Service Unavailable', { status: 503 });
    await expect(notices.read(form(itn.body), log)).rejects.toThrow(ProviderUnavailableError);
    payfast.validationAnswer = () => HttpResponse.error();
    await expect(notices.read(form(itn.body), log)).rejects.toThrow(ProviderUnavailableError);
  });

  it('is no ITN at all when it is not a form, names a field twice, lacks one, or COMPLETE has no amount', async () => {
    const itn = payfast.itn({ paymentId: PAYMENT });
    const bodies = [
      itn.body.replace('m_payment_id=', 'm_payment_id=x&m_payment_id='),
      itn.body.replace(/pf_payment_id=\d+&/, ''),
      itn.body.replace('amount_gross=100.00', 'amount_gross=lots'),
    ];
    for (const body of bodies) expect(await notices.read(form(body), log)).toEqual({ verdict: 'malformed' });
    expect(await notices.read({ headers: new Headers({ 'content-type': 'application/json' }), body: itn.body }, log)).toEqual({
      verdict: 'malformed',
    });
    expect(payfast.validations).toEqual([]);
  });
});
