import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';

// Spec point 5 gives these texts; the web forms and the API answers must say exactly this.
describe('MESSAGES from the specification', () => {
  it.each([
    ['firstName', 'First name must be at least 2 characters'],
    ['lastName', 'Last name must be at least 2 characters'],
    ['email', 'Please enter a valid email address'],
    ['phone', 'Please enter a valid phone number'],
    ['checkInDate', 'Check-in date is required'],
    ['checkOutDate', 'Check-out date is required'],
    ['stayType', 'Please select a stay type'],
    ['catName', 'Cat name must be at least 2 characters'],
    ['catIds', 'Please select at least one cat'],
    ['required', 'Required'],
    ['invalid', 'Invalid input'],
    ['invalidDate', 'Invalid date'],
  ] as const)('%s says "%s"', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });
});

describe('MESSAGES of our own', () => {
  it.each([
    // Decision 0018: 8 in place of the specification's 6, and common passwords refused.
    ['password', 'Password must be at least 8 characters'],
    ['commonPassword', 'This password is too common: it is among the first a stranger would try. Please choose another.'],
    ['passwordTooLong', 'Password must be at most 256 characters'],
    ['numberOfCats', 'Number of cats must be from 1 to 5'],
    ['catAge', 'Age must be a whole number from 0 to 30'],
    ['gender', 'Gender must be male, female or unknown'],
    ['tooManyCats', 'Please select at most 5 cats'],
    ['checkOutAfterCheckIn', 'Check-out must be after check-in'],
    ['nothingToChange', 'Nothing to change'],
    ['deposit', 'The deposit is R100'],
    ['invalidId', 'Invalid id'],
  ] as const)('%s says "%s"', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it.each([
    [30, 'Must be at most 30 characters'],
    [2000, 'Must be at most 2000 characters'],
  ])('tooLong(%i) says "%s"', (maxLength, text) => {
    expect(MESSAGES.tooLong(maxLength)).toBe(text);
  });
});
