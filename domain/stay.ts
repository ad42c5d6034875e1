// The hotel's stay rules (spec point 9). Everything that prices or limits a stay reads them from here.

export const CHECK_IN_TIME = '11:00 AM';
export const CHECK_OUT_TIME = '4:00 PM';

export const MIN_CATS = 1;
export const MAX_CATS = 5;

export const MIN_NIGHTS = 3;
export const MAX_NIGHTS = 90;

// Non-refundable and deducted from the final invoice; the server alone charges it (DESIGN D11).
export const DEPOSIT_CENTS = 10_000;

// Cats per night when GUEST_CAPACITY is not set: the gallery's "5 max guests" (DESIGN D12).
export const DEFAULT_GUEST_CAPACITY = 5;

export const STAY_TYPE_KEYS = ['short', 'extended', 'longterm'] as const;
export type StayTypeKey = (typeof STAY_TYPE_KEYS)[number];

export interface StayTier {
  key: StayTypeKey;
  name: string;
  minNights: number;
  maxNights: number;
  /** Per cat per night. */
  rateCents: number;
}

// Longer stays earn a lower nightly rate; the tiers meet without gaps from MIN_NIGHTS to MAX_NIGHTS.
export const STAY_TIERS: readonly StayTier[] = [
  { key: 'short', name: 'Short Stay', minNights: MIN_NIGHTS, maxNights: 7, rateCents: 22_000 },
  { key: 'extended', name: 'Extended Stay', minNights: 8, maxNights: 20, rateCents: 20_000 },
  { key: 'longterm', name: 'Long-Term Stay', minNights: 21, maxNights: MAX_NIGHTS, rateCents: 17_500 },
];

export function stayTierFor(nights: number): StayTier | undefined {
  return STAY_TIERS.find((tier) => nights >= tier.minNights && nights <= tier.maxNights);
}
