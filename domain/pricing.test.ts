import { describe, expect, it } from 'vitest';
import { EXTRA_SERVICES, serviceAllowedFor } from './extra-services.ts';
import { serviceNamed } from './extra-services.test-support.ts';
import { priceStay, priceStayBetween } from './pricing.ts';

describe('priceStay: stay tiers', () => {
  it.each([
    [-2, 1, '', '', 0, 0],
    [0, 1, '', '', 0, 0],
    [2, 1, '', '', 0, 0],
    [3, 1, 'short', 'Short Stay', 22_000, 66_000],
    [7, 1, 'short', 'Short Stay', 22_000, 154_000],
    [8, 1, 'extended', 'Extended Stay', 20_000, 160_000],
    [20, 1, 'extended', 'Extended Stay', 20_000, 400_000],
    [21, 1, 'longterm', 'Long-Term Stay', 17_500, 367_500],
    [90, 1, 'longterm', 'Long-Term Stay', 17_500, 1_575_000],
    [91, 1, '', '', 0, 0],
    [3, 5, 'short', 'Short Stay', 22_000, 330_000],
    [7, 5, 'short', 'Short Stay', 22_000, 770_000],
    [21, 5, 'longterm', 'Long-Term Stay', 17_500, 1_837_500],
    [90, 5, 'longterm', 'Long-Term Stay', 17_500, 7_875_000],
  ])('%i nights for %i cats is %s (%s) at %i, base %i', (nights, cats, stayType, stayTypeName, rateCents, baseCents) => {
    const price = priceStay({ nights, cats, services: [] });
    expect(price).toMatchObject({ stayType, stayTypeName, rateCents, baseCents, totalCents: baseCents });
    expect(price.cats).toBe(cats);
  });

  it('counts nights below 0 as 0', () => {
    expect(priceStay({ nights: -4, cats: 1, services: [serviceNamed('Medication Administration')] })).toMatchObject({
      nights: 0,
      servicesCents: 0,
      totalCents: 0,
    });
  });
});

describe('priceStay: each service alone', () => {
  it.each([
    ['Medication Administration', 7, 1, 14_000],
    ['Medication Administration', 7, 5, 14_000],
    ['Live Updates', 10, 1, 15_000],
    ['Live Updates', 10, 3, 15_000],
    ['Special Attention Care', 20, 1, 180_000],
    ['Special Attention Care', 30, 2, 270_000],
    ['Transport', 3, 1, 20_000],
    ['Transport', 90, 5, 20_000],
    ['Medication Administration', 2, 1, 4_000],
  ])('%s for %i nights and %i cats costs %i', (name, nights, cats, amountCents) => {
    const price = priceStay({ nights, cats, services: [serviceNamed(name)] });
    expect(price.services).toEqual([{ id: serviceNamed(name).id, amountCents }]);
    expect(price.servicesCents).toBe(amountCents);
    expect(price.totalCents).toBe(price.baseCents + amountCents);
  });

  it('charges Transport once per stay, however long', () => {
    const amounts = [3, 21, 90].map((nights) => priceStay({ nights, cats: 2, services: [serviceNamed('Transport')] }).servicesCents);
    expect(amounts).toEqual([20_000, 20_000, 20_000]);
  });

  it('adds every chosen service to the total', () => {
    const price = priceStay({ nights: 21, cats: 2, services: EXTRA_SERVICES });
    expect(price).toMatchObject({
      baseCents: 735_000,
      servicesCents: 21 * (2_000 + 1_500 + 9_000) + 20_000,
      totalCents: 735_000 + 282_500,
    });
  });
});

describe('Special Attention Care', () => {
  it.each([
    [19, false],
    [20, true],
  ])('for %i nights is allowed: %s', (nights, allowed) => {
    expect(serviceAllowedFor(serviceNamed('Special Attention Care'), nights)).toBe(allowed);
  });
});

describe('priceStay: deposit and balance', () => {
  it.each([
    [0, 1, [], 0, 0],
    [2, 1, ['Live Updates'], 3_000, 0],
    [3, 1, [], 66_000, 56_000],
    [7, 1, [], 154_000, 144_000],
    [2, 1, ['Transport'], 20_000, 10_000],
  ])('%i nights, %i cats, %j: total %i, balance %i', (nights, cats, names, totalCents, balanceCents) => {
    const price = priceStay({ nights, cats, services: names.map(serviceNamed) });
    expect(price).toMatchObject({ totalCents, depositCents: 10_000, balanceCents });
  });
});

describe('priceStayBetween', () => {
  it.each([
    ['2026-12-01', '2026-12-08', 2, 7, 308_000],
    ['2026-12-01', '2026-12-03', 1, 2, 0],
    ['2026-12-28', '2027-01-18', 1, 21, 367_500],
    ['2026-12-08', '2026-12-01', 1, 0, 0],
  ])('%s to %s with %i cats is %i nights, base %i', (checkIn, checkOut, cats, nights, baseCents) => {
    expect(priceStayBetween(checkIn, checkOut, cats, [])).toMatchObject({ nights, cats, baseCents });
  });

  it('prices services by the nights between the dates', () => {
    const price = priceStayBetween('2026-12-01', '2026-12-21', 1, [serviceNamed('Special Attention Care')]);
    expect(price.services).toEqual([{ id: 3, amountCents: 180_000 }]);
  });
});
