import { describe, expect, it } from 'vitest';
import { centsToDecimal, decimalToCents, formatRand } from './money.ts';

describe('centsToDecimal', () => {
  it.each([
    [154000, '1540.00'],
    [0, '0.00'],
    [5, '0.05'],
    [50, '0.50'],
    [154050, '1540.50'],
    [-10000, '-100.00'],
  ])('%i cents is "%s"', (cents, text) => {
    expect(centsToDecimal(cents)).toBe(text);
  });

  it.each([0.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s cents', (cents) => {
    expect(() => centsToDecimal(cents)).toThrow(RangeError);
  });
});

describe('decimalToCents', () => {
  it.each([
    ['100', 10000],
    ['100.0', 10000],
    ['100.00', 10000],
    ['1540.5', 154050],
    ['0.05', 5],
    ['0', 0],
    ['007', 700],
  ])('"%s" is %i cents', (text, cents) => {
    expect(decimalToCents(text)).toBe(cents);
  });

  it.each(['-100', '100.001', '1O0', 'R100', '', ' ', ' 100', '100 ', '.5', '100.', '1,540', '1e3', '99999999999999999'])('refuses "%s"', (text) => {
    expect(decimalToCents(text)).toBeUndefined();
  });

  it.each([0, 5, 154050, 1234567899])('round-trips %i cents through decimal text', (cents) => {
    expect(decimalToCents(centsToDecimal(cents))).toBe(cents);
  });
});

describe('formatRand', () => {
  it.each([
    [154000, 'R1 540'],
    [154050, 'R1 540.50'],
    [10000, 'R100'],
    [0, 'R0'],
    [1234567800, 'R12 345 678'],
    [5, 'R0.05'],
    [99999, 'R999.99'],
    [100000, 'R1 000'],
    [-10000, '-R100'],
  ])('%i cents reads "%s"', (cents, text) => {
    expect(formatRand(cents)).toBe(text);
  });

  it('groups with a plain space', () => {
    expect(formatRand(154000)).toContain('\u0020');
    expect(formatRand(154000)).not.toMatch(/[\u00a0\u202f]/);
  });
});
