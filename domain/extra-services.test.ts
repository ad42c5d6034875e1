import { describe, expect, it } from 'vitest';
import { EXTRA_SERVICES, serviceAllowedFor, SPECIAL_ATTENTION_NOTE } from './extra-services.ts';
import { serviceNamed } from './extra-services.test-support.ts';

describe('EXTRA_SERVICES', () => {
  it.each([
    [1, 'Medication Administration', 2_000, 'day', 0],
    [2, 'Live Updates', 1_500, 'day', 0],
    [3, 'Special Attention Care', 9_000, 'day', 20],
    [4, 'Transport', 20_000, 'stay', 0],
  ])('%i is %s at %i cents per %s from %i nights', (id, name, priceCents, charge, minNights) => {
    expect(serviceNamed(name)).toMatchObject({ id, priceCents, charge, minNights });
  });

  it('describes every service in one sentence', () => {
    for (const { description } of EXTRA_SERVICES) {
      expect(description).toMatch(/^[A-Z][^.!?]{20,}\.$/);
    }
  });

  it('mentions the free daily call in Live Updates', () => {
    expect(serviceNamed('Live Updates').description).toContain('one daily call that is always included free');
  });

  it('has unique ids', () => {
    expect(new Set(EXTRA_SERVICES.map(({ id }) => id)).size).toBe(EXTRA_SERVICES.length);
  });
});

describe('serviceAllowedFor', () => {
  it.each([
    ['Special Attention Care', 19, false],
    ['Special Attention Care', 20, true],
    ['Special Attention Care', 90, true],
    ['Medication Administration', 1, true],
    ['Live Updates', 3, true],
    ['Transport', 0, true],
  ])('%s for %i nights is %s', (name, nights, allowed) => {
    expect(serviceAllowedFor(serviceNamed(name), nights)).toBe(allowed);
  });

  it('explains the Special Attention Care limit', () => {
    expect(SPECIAL_ATTENTION_NOTE).toBe('Available for stays of 20+ nights only');
  });
});
