import { describe, expect, it } from 'vitest';
import { callLink, chatLink, internationalDigits } from './contact-links.tsx';

describe('an owner’s number as the desk dials it', () => {
  it.each([
    ['082 555 0142', '27825550142'],
    ['+27 82 555 0142', '27825550142'],
    ['0027 (82) 555-0142', '27825550142'],
    ['+44 20 7946 0958', '442079460958'],
  ])('reads %s as %s', (typed, digits) => {
    expect(internationalDigits(typed)).toBe(digits);
  });

  it.each(['', 'n/a', '555 01', '+1234567890123456'])('finds no number in %j', (typed) => {
    expect(internationalDigits(typed)).toBeNull();
  });

  it('calls with the plus, and chats on WhatsApp without it', () => {
    expect(callLink('27825550142')).toBe('tel:+27825550142');
    expect(chatLink('27825550142')).toBe('https://wa.me/27825550142');
  });
});
