import type { ServiceCharge } from '../../domain/extra-services.ts';
import { SPECIAL_ATTENTION_NOTE } from '../../domain/extra-services.ts';
import type { StayTier, StayTypeKey } from '../../domain/stay.ts';

/**
 * The pricing page's words. Names, night ranges and rates are not here: they come from
 * domain/stay.ts and domain/extra-services.ts, the one price authority (DESIGN D9), so a new rate
 * shows on this page, in the estimator and on the invoice at once.
 */

export const PRICING_HERO = {
  eyebrow: 'Pricing',
  title: 'One clear nightly rate, and the longer the stay, the lower it goes',
  lead: 'Every rate includes the whole cage-free hotel, 24/7 care and an hour of personal time each day. No hidden extras, no seasonal surcharges.',
} as const;

export interface TierDetails {
  /** One line under the tier's name: who the stay suits. */
  suits: string;
  features: readonly string[];
  buttonText: string;
  /** The tier most owners choose; shown with a badge. */
  popular: boolean;
}

export const TIER_DETAILS: Record<StayTypeKey, TierDetails> = {
  short: {
    suits: 'A long weekend or a short business trip.',
    features: [
      '220\u00a0m² indoors plus a 70\u00a0m² catio, and not a cage in sight',
      '24/7 care and monitoring',
      'One hour of personal interaction every day',
      'Automated feeding, water and toilets; wet food every second day',
      'One daily video call included free',
    ],
    buttonText: 'Book a Short Stay',
    popular: false,
  },
  extended: {
    suits: 'Family holidays and longer trips away.',
    features: [
      'Everything in the Short Stay',
      'A lower nightly rate for the whole stay',
      'Time to settle into the house rhythm at their own pace',
      'Medication given exactly as your vet prescribed, if needed',
      'Our partner vet on site within 15 minutes',
    ],
    buttonText: 'Book an Extended Stay',
    popular: true,
  },
  longterm: {
    suits: 'Sabbaticals, renovations and moves abroad.',
    features: [
      'Everything in the Extended Stay',
      'Our lowest nightly rate',
      'Special Attention Care available as an add-on',
      'Your cat’s own food and routine, kept for months at a time',
      'Pairs with our relocation service if you are moving abroad',
    ],
    buttonText: 'Book a Long-Term Stay',
    popular: false,
  },
};

export const POPULAR_BADGE = 'Most popular';

export const RATE_UNIT = 'per cat per night';

/** "3–7 nights", written from the tier's own limits. */
export function nightsRange(tier: Pick<StayTier, 'minNights' | 'maxNights'>): string {
  return `${tier.minNights}–${tier.maxNights} nights`;
}

export const SERVICES_SECTION = {
  title: 'Additional services',
  intro: 'Add only what your cat needs. Additional services are paid in full at the time of service.',
} as const;

export const CHARGE_UNITS: Record<ServiceCharge, string> = {
  day: 'per day',
  stay: 'per stay',
};

/** A condition or inclusion printed under a service's price, keyed by the service's id. */
export const SERVICE_NOTES: Readonly<Record<number, string>> = {
  2: 'One daily call is included free',
  3: SPECIAL_ATTENTION_NOTE,
};

export const RELOCATION_SERVICE = {
  name: 'Relocation Service',
  description:
    'Moving abroad? We arrange the vet certificates, import permits, vaccinations and pet-friendly flights, and your cat can stay with us until the day they fly.',
  price: 'Price on consultation (depends on country and complexity)',
  linkText: 'About relocation',
  to: '/relocation',
} as const;

export const FAIR_PRICING = {
  title: 'Why our pricing is fair',
  intro: 'We would rather tell you exactly what a stay costs than surprise you at pick-up.',
  points: [
    {
      title: 'Everything essential is included',
      text: 'Space, food, fresh water, clean toilets, round-the-clock monitoring and a daily hour with a person who knows your cat: none of it is an add-on.',
    },
    {
      title: 'Longer stays cost less per night',
      text: 'Once a cat has settled in, the care takes less coaxing, and we pass that on: an Extended Stay costs less per night than a Short Stay, and a Long-Term Stay less again.',
    },
    {
      title: 'A small house, not a big business',
      text: 'We take only a handful of guests at a time. Our rates pay for attention, not for rows of cages and a busy front desk.',
    },
    {
      title: 'You pay for extras only when you use them',
      text: 'Medication, additional video calls and transport are priced separately, so owners of easy-going cats never subsidise services they do not need.',
    },
  ],
} as const;

export const PAYMENT_SECTION = {
  title: 'Deposit and payment',
  balance: 'The balance is due at check-in, by cash or card.',
  invoice: 'The deposit is deducted from your final invoice, so it is never an extra cost.',
} as const;
