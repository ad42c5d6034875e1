// Money is whole cents everywhere (DESIGN D7): the API speaks decimal text, the UI speaks rand.

interface Amount {
  sign: '' | '-';
  rand: number;
  cents: number;
}

function splitCents(cents: number): Amount {
  // A fraction of a cent means float money leaked in; better to fail loudly than to round it away.
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const whole = Math.abs(cents);
  return { sign: cents < 0 ? '-' : '', rand: Math.floor(whole / 100), cents: whole % 100 };
}

const twoDigits = (cents: number): string => String(cents).padStart(2, '0');

export function centsToDecimal(cents: number): string {
  const amount = splitCents(cents);
  return `${amount.sign}${amount.rand}.${twoDigits(amount.cents)}`;
}

// Strict on purpose: money typed by a person or sent by a client is either exact or refused.
const DECIMAL_RAND = /^(\d+)(?:\.(\d{1,2}))?$/;

export function decimalToCents(text: string): number | undefined {
  const match = DECIMAL_RAND.exec(text);
  if (!match) return undefined;
  const [, rand = '', fraction = ''] = match;
  const cents = Number(rand) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : undefined;
}

// South Africans group thousands with a space (R1 540); a plain space keeps copy-and-paste simple.
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

export function formatRand(cents: number): string {
  const amount = splitCents(cents);
  const rand = String(amount.rand).replace(THOUSANDS, ' ');
  const fraction = amount.cents === 0 ? '' : `.${twoDigits(amount.cents)}`;
  return `${amount.sign}R${rand}${fraction}`;
}
