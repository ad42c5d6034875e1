import { describe, expect, it } from 'vitest';
import { MAX_NIGHTS, MIN_NIGHTS, STAY_TIERS, STAY_TYPE_KEYS, stayTierFor } from './stay.ts';

describe('stayTierFor', () => {
  it.each([
    [0, undefined],
    [2, undefined],
    [3, 'short'],
    [7, 'short'],
    [8, 'extended'],
    [20, 'extended'],
    [21, 'longterm'],
    [90, 'longterm'],
    [91, undefined],
    [-3, undefined],
  ])('%i nights is %s', (nights, key) => {
    expect(stayTierFor(nights)?.key).toBe(key);
  });

  it.each([
    ['short', 'Short Stay', 22_000],
    ['extended', 'Extended Stay', 20_000],
    ['longterm', 'Long-Term Stay', 17_500],
  ])('%s is called %s and costs %i cents a night', (key, name, rateCents) => {
    expect(STAY_TIERS.find((tier) => tier.key === key)).toMatchObject({ name, rateCents });
  });
});

describe('STAY_TIERS', () => {
  it('covers every advertised night exactly once', () => {
    for (let nights = MIN_NIGHTS; nights <= MAX_NIGHTS; nights += 1) {
      expect(STAY_TIERS.filter((tier) => nights >= tier.minNights && nights <= tier.maxNights)).toHaveLength(1);
    }
  });

  it('has one tier per stay type, in order', () => {
    expect(STAY_TIERS.map((tier) => tier.key)).toEqual([...STAY_TYPE_KEYS]);
  });
});
