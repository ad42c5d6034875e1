import { timingSafeEqual } from 'node:crypto';
import { decimalToCents } from '../../domain/money.ts';
import type { PayFastConfig } from './payfast-config.ts';
import { type Field, formEncoded, payFastSignature } from './payfast-signature.ts';
import { type DepositNews, type DepositNotices, type NoticeReading, ProviderUnavailableError } from './provider.ts';

// PayFast's Instant Transaction Notification (ITN), read as PayFast's documentation asks:
//
// 1. The body is the form PayFast posts (application/x-www-form-urlencoded), naming our payment
//    (m_payment_id), PayFast's (pf_payment_id), what became of it and the merchant.
// 2. Its signature is the MD5 of every other field, in the order posted, with our passphrase: only
//    PayFast and we know it, so nobody else can sign a notice. The merchant must be ours.
// 3. PayFast confirms that it sent exactly these fields: posted back to /eng/query/validate, they
//    are answered VALID.
// 4. Only then is it news. COMPLETE is a capture of amount_gross, which settle.ts holds against
//    the amount we asked for; anything else (CANCELLED: the owner gave up on PayFast's page) is news
//    the hotel does not act on.
//
// PayFast also suggests checking that the sender's address is one of its servers'. That is not
// done: behind a proxy the address is only what the proxy says (TRUST_PROXY), PayFast's addresses
// change, and a sender who passes steps 2 and 3 knows our passphrase and holds a notice PayFast
// vouches for, which no address check would add to (docs/decisions/0014-payfast.md).

const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(?:;|$)/i;
const NAMED_FIELDS = ['m_payment_id', 'pf_payment_id', 'payment_status', 'merchant_id', 'signature'] as const;

/** The same length and the same hex, compared in constant time so a forger learns nothing from timing. */
function sameSignature(sent: string, expected: string): boolean {
  const a = Buffer.from(sent.toLowerCase());
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function payFastNotices(config: PayFastConfig, fetchImpl: typeof fetch = fetch): DepositNotices {
  const validateUrl = `${config.baseUrl.replace(/\/+$/, '')}/eng/query/validate`;
  const timeoutMs = config.timeoutMs ?? 10_000;

  /** Step 3: true when PayFast answers VALID; PayFast unreachable is ProviderUnavailableError, so the sender is told to retry. */
  async function vouchedFor(fields: readonly Field[]): Promise<boolean> {
    let answer: string;
    try {
      const response = await fetchImpl(validateUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: formEncoded(fields),
        signal: AbortSignal.timeout(timeoutMs),
      });
      answer = await response.text();
      if (response.status >= 500) throw new Error(`answered ${response.status}`);
    } catch (error) {
      // No retry here: PayFast posts the notice again when it is not answered 200, and asks again then.
      const problem = error instanceof Error ? error.message : 'the request failed';
      throw new ProviderUnavailableError(`PayFast's ITN validation failed: ${problem}`, { cause: error });
    }
    return answer.trim() === 'VALID';
  }

  return {
    from: 'payfast',

    async read({ headers, body }): Promise<NoticeReading> {
      // Step 1.
      if (!FORM_TYPE.test(headers.get('content-type') ?? '')) return { verdict: 'malformed' };
      const fields = [...new URLSearchParams(body)];
      const names = fields.map(([name]) => name);
      // A field sent twice would be signed twice but read once: which one counts would be a guess.
      if (new Set(names).size !== names.length) return { verdict: 'malformed' };
      const value = (name: (typeof NAMED_FIELDS)[number] | 'amount_gross') => fields.find(([field]) => field === name)?.[1] ?? '';
      if (NAMED_FIELDS.some((name) => value(name) === '')) return { verdict: 'malformed' };
      const status = value('payment_status');
      const amountCents = decimalToCents(value('amount_gross'));
      if (status === 'COMPLETE' && amountCents === undefined) return { verdict: 'malformed' };

      // Step 2.
      const signed = fields.filter(([name]) => name !== 'signature');
      if (!sameSignature(value('signature'), payFastSignature(signed, config.passphrase)) || value('merchant_id') !== config.merchantId) {
        return { verdict: 'unverified' };
      }
      // Step 3.
      if (!(await vouchedFor(signed))) return { verdict: 'unverified' };

      // Step 4. Our payment id is the order's id at PayFast (payfast.ts), and PayFast's id of the payment is its capture.
      const pfPaymentId = value('pf_payment_id');
      const news: DepositNews =
        status === 'COMPLETE'
          ? { kind: 'captured', capture: { captureId: pfPaymentId, amountCents: amountCents!, currency: 'ZAR' } }
          : { kind: 'other' };
      return {
        verdict: 'verified',
        notice: {
          ...news,
          // PayFast gives a notice no id of its own; one payment's notices differ by their status.
          id: `${pfPaymentId}:${status}`,
          event: status,
          subject: { paymentId: value('m_payment_id'), orderId: value('m_payment_id'), captureId: pfPaymentId },
        },
      };
    },
  };
}
