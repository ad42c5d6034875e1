import { describe, expect, it } from 'vitest';
import { profileSchema } from './profile.ts';
import { accepted, refusals } from './schema.test-support.ts';

const profile = { firstName: 'Thandi', lastName: 'Mokoena', phone: '021 555 0123', address: '12 Marine Drive, Bloubergstrand' };

describe('profileSchema', () => {
  it('keeps the details, trimmed, and drops the read-only e-mail', () => {
    expect(accepted(profileSchema, { ...profile, firstName: ' Thandi ', email: 'new@example.com' })).toEqual(profile);
  });

  it.each([
    [{ phone: '' }, { phone: null }],
    [{ phone: undefined }, { phone: null }],
    [{ phone: null }, { phone: null }],
    [{ address: '   ' }, { address: null }],
    [{ address: undefined }, { address: null }],
  ])('stores %j as %j', (change, expected) => {
    expect(accepted(profileSchema, { ...profile, ...change })).toMatchObject(expected);
  });

  it.each([
    ['firstName', 'First name must be at least 2 characters', 'T'],
    ['firstName', 'First name must be at least 2 characters', undefined],
    ['lastName', 'Last name must be at least 2 characters', 'M'],
    ['lastName', 'Last name must be at least 2 characters', ''],
    ['phone', 'Please enter a valid phone number', '021555012'],
    ['phone', 'Must be at most 30 characters', '0'.repeat(31)],
    ['address', 'Must be at most 2000 characters', 'a'.repeat(2001)],
    ['address', 'Invalid input', 42],
  ])('refuses a %s: "%s"', (field, message, value) => {
    expect(refusals(profileSchema, { ...profile, [field]: value })).toEqual([{ field, message }]);
  });

  it('keeps the choice of the daily news e-mails, and leaves it out when a change does not name it', () => {
    expect(accepted(profileSchema, { ...profile, diaryDigest: false })).toEqual({ ...profile, diaryDigest: false });
    expect(accepted(profileSchema, { ...profile, diaryDigest: true })).toEqual({ ...profile, diaryDigest: true });
    expect(accepted(profileSchema, profile)).not.toHaveProperty('diaryDigest');
    expect(refusals(profileSchema, { ...profile, diaryDigest: 'yes' })).toEqual([{ field: 'diaryDigest', message: 'Invalid input' }]);
  });

  it.each([
    ['firstName', 'Al'],
    ['phone', '0215550123'],
    ['address', 'a'.repeat(2000)],
  ])('accepts a %s at its limit', (field, value) => {
    expect(refusals(profileSchema, { ...profile, [field]: value })).toEqual([]);
  });
});
