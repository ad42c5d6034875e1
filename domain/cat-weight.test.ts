import { describe, expect, it } from 'vitest';
import { gramsOf, kilogramWords, weightChangeWords } from './cat-weight.ts';

describe('a cat’s weight', () => {
  it.each([
    ['4.2', 4200],
    ['4,25', 4250],
    [' 5 ', 5000],
    ['0.1', 100],
    ['20', 20_000],
  ])('reads %j kg as %i g', (typed, grams) => {
    expect(gramsOf(typed)).toBe(grams);
  });

  it.each(['', '0', '0.05', '20.01', '4.255', '-3', 'four', '4 kg', '123'])('refuses %j', (typed) => {
    expect(gramsOf(typed)).toBeUndefined();
  });

  it('is written as the scale shows it, and its change over the stay in words', () => {
    expect([4200, 4250, 5000, 100].map(kilogramWords)).toEqual(['4.2 kg', '4.25 kg', '5 kg', '0.1 kg']);
    expect(weightChangeWords(4200, 3900)).toBe('0.3 kg less');
    expect(weightChangeWords(4200, 4300)).toBe('0.1 kg more');
    expect(weightChangeWords(4200, 4200)).toBe('the same');
  });
});
