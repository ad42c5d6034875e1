import { http, HttpResponse } from 'msw';
import type { PayFastConfig } from '../payfast-config.ts';
import { type Field, formEncoded, payFastSignature } from '../payfast-signature.ts';

// A local imitation of PayFast, for tests: the ITNs it would post for a payment, in the fields and
// order of PayFast's documentation, and its validation endpoint (/eng/query/validate), which
// answers VALID only for exactly the fields of a notice it sent, as PayFast's does.

export const PAYFAST_SANDBOX = 'https://sandbox.payfast.co.za';

export const payFastConfig: PayFastConfig = {
  merchantId: '10000100',
  merchantKey: '46f0cd694581a',
  passphrase: 'cat-hotel_deposits/2026',
  baseUrl: PAYFAST_SANDBOX,
  returnUrl: 'http://hotel.test/payment',
  cancelUrl: 'http://hotel.test/reservation-confirm',
  notifyUrl: 'http://hotel.test/api/webhooks/payfast',
};

export interface Itn {
  /** The form body as PayFast posts it. */
  body: string;
  fields: Field[];
}

export interface PayFastImitation {
  /** The ITN PayFast posts for our payment, signed with `passphrase` (the account's, unless a test says otherwise). */
  itn(payment: { paymentId: string; status?: string; amountGross?: string; pfPaymentId?: string; passphrase?: string; merchantId?: string }): Itn;
  /** A notice PayFast would vouch for, once it has "sent" it. */
  sent: Set<string>;
  /** The bodies posted to /eng/query/validate. */
  validations: string[];
  /** What the validation answers instead, when a test makes PayFast misbehave. */
  validationAnswer: (() => Response) | undefined;
  handlers: ReturnType<typeof http.post>[];
}

let pfPaymentIds = 1_579_137;

export function imitatePayFast(config: PayFastConfig = payFastConfig): PayFastImitation {
  const imitation: PayFastImitation = {
    sent: new Set(),
    validations: [],
    validationAnswer: undefined,
    itn({
      paymentId,
      status = 'COMPLETE',
      amountGross = '100.00',
      pfPaymentId = String((pfPaymentIds += 1)),
      passphrase = config.passphrase,
      merchantId = config.merchantId,
    }) {
      const fee = status === 'COMPLETE' ? '-2.30' : '0.00';
      const fields: Field[] = [
        ['m_payment_id', paymentId],
        ['pf_payment_id', pfPaymentId],
        ['payment_status', status],
        ['item_name', 'Non-refundable deposit for a cat stay from 1 Dec 2026 to 4 Dec 2026'],
        ['item_description', ''],
        ['amount_gross', amountGross],
        ['amount_fee', fee],
        ['amount_net', (Number(amountGross) + Number(fee)).toFixed(2)],
        ...['custom_str1', 'custom_str2', 'custom_str3', 'custom_str4', 'custom_str5'].map((name): Field => [name, '']),
        ...['custom_int1', 'custom_int2', 'custom_int3', 'custom_int4', 'custom_int5'].map((name): Field => [name, '']),
        ['name_first', 'Thandi'],
        ['name_last', 'Mokoena'],
        ['email_address', 'thandi+cats@example.com'],
        ['merchant_id', merchantId],
      ];
      imitation.sent.add(formEncoded(fields));
      const body = formEncoded([...fields, ['signature', payFastSignature(fields, passphrase)]]);
      return { body, fields };
    },
    handlers: [
      http.post(`${config.baseUrl}/eng/query/validate`, async ({ request }) => {
        const posted = await request.text();
        imitation.validations.push(posted);
        if (imitation.validationAnswer) return imitation.validationAnswer();
        return new HttpResponse(imitation.sent.has(posted) ? 'VALID' : 'INVALID', { headers: { 'content-type': 'text/plain' } });
      }),
    ],
  };
  return imitation;
}
