import { describe, expect, it } from 'vitest';
import { catChangesSchema, newCatSchema } from './cat.ts';
import { MOCHI_PROFILE } from './cat.test-support.ts';
import { accepted, refusals } from './schema.test-support.ts';

const CAT_ID = '0190a6c4-5b7e-7c1a-9f3e-2b8d4c6e1a90';

const unknownDetails = {
  breed: null,
  age: null,
  ageMonths: null,
  gender: null,
  weight: null,
  color: null,
  specialNeeds: null,
  medicalInfo: null,
  dietaryRequirements: null,
  vaccinationRecords: null,
  emergencyContact: null,
};

describe('newCatSchema', () => {
  it('needs only a name; every detail left out is null', () => {
    expect(accepted(newCatSchema, { name: '  Mochi ' })).toEqual({ name: 'Mochi', ...unknownDetails });
  });

  it('keeps a full profile', () => {
    const profile = { id: CAT_ID, ...MOCHI_PROFILE };
    // Mochi is 4: no months were given.
    expect(accepted(newCatSchema, profile)).toEqual({ ...profile, ageMonths: null });
  });

  it('takes a kitten’s age in months, 0 to 11, beside the years', () => {
    expect(accepted(newCatSchema, { name: 'Pip', age: '0', ageMonths: '6' })).toMatchObject({ age: 0, ageMonths: 6 });
    expect(accepted(newCatSchema, { name: 'Pip', age: '', ageMonths: '' })).toMatchObject({ age: null, ageMonths: null });
    for (const ageMonths of ['12', '-1', '2.5', 'six']) {
      expect(refusals(newCatSchema, { name: 'Pip', ageMonths })).toEqual([
        { field: 'ageMonths', message: 'Months must be a whole number from 0 to 11' },
      ]);
    }
  });

  it('lower-cases the id the phone made', () => {
    expect(accepted(newCatSchema, { id: CAT_ID.toUpperCase(), name: 'Mochi' }).id).toBe(CAT_ID);
  });

  it.each([
    [{ age: '' }, { age: null }],
    [{ age: '  ' }, { age: null }],
    [{ age: null }, { age: null }],
    [{ age: '7' }, { age: 7 }],
    [{ age: ' 12 ' }, { age: 12 }],
    [{ age: 0 }, { age: 0 }],
    [{ age: 30 }, { age: 30 }],
    [{ gender: 'male' }, { gender: 'male' }],
    [{ gender: ' unknown ' }, { gender: 'unknown' }],
    [{ gender: '' }, { gender: null }],
    [{ breed: '   ' }, { breed: null }],
    [{ medicalInfo: ' Insulin twice a day ' }, { medicalInfo: 'Insulin twice a day' }],
  ])('stores %j as %j', (detail, expected) => {
    expect(accepted(newCatSchema, { name: 'Mochi', ...detail })).toMatchObject(expected);
  });

  it.each([
    ['name', 'Cat name must be at least 2 characters', 'M'],
    ['name', 'Cat name must be at least 2 characters', '  M  '],
    ['name', 'Cat name must be at least 2 characters', undefined],
    ['name', 'Must be at most 100 characters', 'M'.repeat(101)],
    ['age', 'Age must be a whole number from 0 to 30', -1],
    ['age', 'Age must be a whole number from 0 to 30', 31],
    ['age', 'Age must be a whole number from 0 to 30', '31'],
    ['age', 'Age must be a whole number from 0 to 30', 2.5],
    ['age', 'Age must be a whole number from 0 to 30', 'seven'],
    ['age', 'Age must be a whole number from 0 to 30', true],
    ['gender', 'Gender must be male, female or unknown', 'tom'],
    ['gender', 'Gender must be male, female or unknown', 'Male'],
    ['breed', 'Must be at most 200 characters', 'b'.repeat(201)],
    ['medicalInfo', 'Must be at most 2000 characters', 'm'.repeat(2001)],
    ['weight', 'Invalid input', 4.5],
    ['id', 'Invalid id', 'cat-1'],
  ])('refuses a %s: "%s"', (field, message, value) => {
    expect(refusals(newCatSchema, { name: 'Mochi', [field]: value })).toEqual([{ field, message }]);
  });

  it.each([
    ['name', 'Mo'],
    ['name', 'M'.repeat(100)],
    ['medicalInfo', 'm'.repeat(2000)],
  ])('accepts a %s at its limit', (field, value) => {
    expect(refusals(newCatSchema, { name: 'Mochi', [field]: value })).toEqual([]);
  });
});

describe('catChangesSchema', () => {
  it.each([
    [{ age: '7' }, { age: 7 }],
    [{ breed: '' }, { breed: null }],
    [
      { name: ' Mochi ', weight: '5' },
      { name: 'Mochi', weight: '5' },
    ],
    [{ gender: null, id: CAT_ID }, { gender: null }],
  ])('changes only what is sent: %j', (changes, expected) => {
    expect(accepted(catChangesSchema, changes)).toEqual(expected);
  });

  it.each([{}, { id: CAT_ID }, { name: undefined }])('refuses %j: nothing to change', (changes) => {
    expect(refusals(catChangesSchema, changes)).toEqual([{ field: '', message: 'Nothing to change' }]);
  });

  it.each([
    ['name', 'Cat name must be at least 2 characters', ''],
    ['age', 'Age must be a whole number from 0 to 30', 31],
    ['gender', 'Gender must be male, female or unknown', 'tom'],
  ])('refuses a %s: "%s"', (field, message, value) => {
    expect(refusals(catChangesSchema, { [field]: value })).toEqual([{ field, message }]);
  });
});
