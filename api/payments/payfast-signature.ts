import { createHash } from 'node:crypto';

// PayFast's signature, as its checkout documentation and its own PHP code make it: the fields as
// `name=value&...`, each value encoded as PHP's urlencode does, the passphrase appended last, and
// the MD5 of that in lower-case hex. The checkout signs its fields in PayFast's documented order
// with blank ones left out; an ITN is signed over its fields in the order they were posted, blank
// ones included (payfast-notices.ts).

export type Field = readonly [name: string, value: string];

// PayFast's checkout fields in the order its documentation lists them, which is the order they are
// signed in: a signature over the same fields in another order does not match. Only the first
// dozen are sent for a deposit; the rest are here so that the order can be checked against
// PayFast's own signed examples, which use them.
const CHECKOUT_FIELD_ORDER = [
  'merchant_id',
  'merchant_key',
  'return_url',
  'cancel_url',
  'notify_url',
  'notify_method',
  'name_first',
  'name_last',
  'email_address',
  'cell_number',
  'm_payment_id',
  'amount',
  'item_name',
  'item_description',
  'custom_int1',
  'custom_int2',
  'custom_int3',
  'custom_int4',
  'custom_int5',
  'custom_str1',
  'custom_str2',
  'custom_str3',
  'custom_str4',
  'custom_str5',
  'email_confirmation',
  'confirmation_address',
  'currency',
  'payment_method',
  'subscription_type',
  'billing_date',
  'recurring_amount',
  'frequency',
  'cycles',
  'subscription_notify_email',
  'subscription_notify_webhook',
  'subscription_notify_buyer',
] as const;

/**
 * PHP's urlencode, which PayFast signs with: upper-case percent escapes, a space as '+', and every
 * character but letters, digits and - _ . escaped (encodeURIComponent leaves ! ' ( ) * ~ alone).
 */
export function payFastEncode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*~]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

export const formEncoded = (fields: readonly Field[]) => fields.map(([name, value]) => `${name}=${payFastEncode(value)}`).join('&');

/** PayFast's signature: MD5 of `name=value&...` with the passphrase last, in lower-case hex. */
export function payFastSignature(fields: readonly Field[], passphrase: string | undefined): string {
  const signed = passphrase === undefined || passphrase === '' ? fields : [...fields, ['passphrase', passphrase] as const];
  return createHash('md5').update(formEncoded(signed)).digest('hex');
}

/** A checkout's fields put in PayFast's order, trimmed, blank ones left out, and signed last. */
export function signedCheckout(fields: Readonly<Record<string, string>>, passphrase: string): Field[] {
  const unknown = Object.keys(fields).filter((name) => !(CHECKOUT_FIELD_ORDER as readonly string[]).includes(name));
  // A field PayFast does not list has no place in the order, so no signature over it could match.
  if (unknown.length > 0) throw new Error(`PayFast has no checkout field ${unknown.join(', ')}`);
  const ordered = CHECKOUT_FIELD_ORDER.flatMap((name): Field[] => {
    const value = fields[name]?.trim();
    return value === undefined || value === '' ? [] : [[name, value]];
  });
  return [...ordered, ['signature', payFastSignature(ordered, passphrase)]];
}
