import { describe, expect, it } from 'vitest';
import { careItemSchema } from './care-plan.ts';
import { accepted, refusals } from './schema.test-support.ts';

const ITEM_ID = '0190a6c4-5b7e-7c1a-9f3e-2b8d4c6e1a92';
const thyroid = {
  id: ITEM_ID,
  kind: 'medication',
  name: ' Felimazole 2.5 mg ',
  amount: 'Half a tablet',
  times: ['20:00', '8:00'],
  withFood: true,
  until: '',
  notes: 'Hidden in a little wet food',
};

describe('careItemSchema', () => {
  it('keeps a medicine as the owner writes it: trimmed, its times in the clock’s order, no end day for one given every day', () => {
    expect(accepted(careItemSchema, thyroid)).toEqual({ ...thyroid, name: 'Felimazole 2.5 mg', times: ['08:00', '20:00'], until: null });
    expect(accepted(careItemSchema, { ...thyroid, until: '2027-01-10' })).toMatchObject({ until: '2027-01-10' });
  });

  it('drops from a meal what only medicine has', () => {
    const dinner = { ...thyroid, kind: 'feeding', name: 'Hill’s k/d, wet', amount: 'One pouch', times: ['17:00'], until: '2027-01-10' };
    expect(accepted(careItemSchema, dinner)).toMatchObject({ kind: 'feeding', withFood: null, until: null, times: ['17:00'] });
  });

  it('needs a kind, a name and one to six different times of day', () => {
    expect(refusals(careItemSchema, { kind: 'grooming', name: 'x', times: [] })).toEqual([
      { field: 'kind', message: 'Please choose feeding or medication' },
      { field: 'name', message: 'Please write what is given, the food or the medicine, in at least 2 characters' },
      { field: 'times', message: 'Please give one to 6 different times of day, such as 08:00' },
    ]);
    expect(refusals(careItemSchema, { ...thyroid, times: ['08:00', '8:00'] })).toEqual([
      { field: 'times', message: 'Please give one to 6 different times of day, such as 08:00' },
    ]);
    expect(refusals(careItemSchema, { ...thyroid, times: ['06:00', '08:00', '10:00', '12:00', '14:00', '16:00', '18:00'] })).toEqual([
      { field: 'times', message: 'Please give one to 6 different times of day, such as 08:00' },
    ]);
  });

  it.each(['24:00', '8', '08:60', 'breakfast', ''])('refuses %j as a time of day', (time) => {
    expect(refusals(careItemSchema, { ...thyroid, times: [time] })).toEqual([
      { field: 'times', message: 'Times are the hours of the day, such as 08:00 or 17:30' },
    ]);
  });
});
