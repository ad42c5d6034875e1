import { describe, expect, it } from 'vitest';
import { catAgeWords } from './cat-age.ts';

describe('a cat’s age in words', () => {
  it.each([
    [0, 6, '6 months'],
    [null, 6, '6 months'],
    [0, 1, '1 month'],
    [1, null, '1 year'],
    [3, 0, '3 years'],
    [2, 6, '2 years 6 months'],
    [1, 1, '1 year 1 month'],
    [0, 0, 'Under a month'],
    [0, null, 'Under a month'],
    [null, null, null],
    // A cat saved on this phone before months were asked has none.
    [4, undefined, '4 years'],
  ] as const)('%o years and %o months: %o', (age, months, words) => {
    expect(catAgeWords(age, months)).toBe(words);
  });
});
