import { describe, expect, it } from 'vitest';
import { accepted, refusals } from './schema.test-support.ts';
import { vaccinationSchema } from './vaccination.ts';

const RECORD_ID = '0190a6c4-5b7e-7c1a-9f3e-2b8d4c6e1a91';
const rabies = { id: RECORD_ID, vaccine: 'rabies', otherName: null, givenOn: '2026-03-10', validUntil: '2029-03-10', vet: ' Blouberg Vet ' };

describe('vaccinationSchema', () => {
  it('keeps a record as the book gives it, trimmed, and drops what the server owns', () => {
    expect(accepted(vaccinationSchema, { ...rabies, checkedBy: 'someone' })).toEqual({ ...rabies, vet: 'Blouberg Vet' });
  });

  it('needs the vaccine, both dates, and a valid-until after the day it was given', () => {
    expect(refusals(vaccinationSchema, { vaccine: 'measles', givenOn: '', validUntil: '' })).toEqual([
      { field: 'vaccine', message: 'Please choose the vaccine' },
      { field: 'givenOn', message: 'Please enter the date it was given' },
      { field: 'validUntil', message: 'Please enter the date it is valid until' },
    ]);
    expect(refusals(vaccinationSchema, { ...rabies, validUntil: rabies.givenOn })).toEqual([
      { field: 'validUntil', message: 'Valid until must be after the date it was given' },
    ]);
  });

  it('asks for the name of an "other" vaccine, together with any other mistake', () => {
    expect(refusals(vaccinationSchema, { ...rabies, vaccine: 'other', otherName: '  ', validUntil: '2025-01-01' })).toEqual([
      { field: 'otherName', message: 'Please write the vaccine’s name as the book gives it' },
      { field: 'validUntil', message: 'Valid until must be after the date it was given' },
    ]);
    expect(refusals(vaccinationSchema, { ...rabies, vaccine: 'other', otherName: '', givenOn: '' })).toEqual([
      { field: 'givenOn', message: 'Please enter the date it was given' },
      { field: 'otherName', message: 'Please write the vaccine’s name as the book gives it' },
    ]);
    expect(accepted(vaccinationSchema, { ...rabies, vaccine: 'other', otherName: 'Chlamydia' })).toMatchObject({ otherName: 'Chlamydia' });
  });
});
