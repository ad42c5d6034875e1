import { describe, expect, it } from 'vitest';
import { foldApostrophes, phoneSearchDigits } from './search-text.ts';

describe('what the desk types into a search', () => {
  it('finds a phone number however it is spaced or prefixed', () => {
    for (const typed of [
      '+27 82 123 4567',
      '+27821234567',
      '0027 82 123 4567',
      '27821234567',
      '082 123 4567',
      '082-123-4567',
      '(082) 123 4567',
      '0821234567',
    ]) {
      expect(phoneSearchDigits(typed), typed).toBe('821234567');
    }
  });

  it('keeps part of a number as typed, and leaves words and too few digits to the other matches', () => {
    expect(phoneSearchDigits('123 4567')).toBe('1234567');
    expect(phoneSearchDigits('082 123')).toBe('82123');
    expect(phoneSearchDigits('2782')).toBe('2782');
    expect(phoneSearchDigits('12')).toBeUndefined();
    expect(phoneSearchDigits('+27')).toBeUndefined();
    expect(phoneSearchDigits('Thandi')).toBeUndefined();
    expect(phoneSearchDigits('thandi@example.com')).toBeUndefined();
  });

  it('reads every apostrophe as the plain one', () => {
    expect(['O’Neill', 'O‘Neill', 'OʼNeill', 'O`Neill', 'O´Neill', 'O′Neill', "O'Neill"].map(foldApostrophes)).toEqual(Array(7).fill("O'Neill"));
  });
});
