import { describe, expect, it } from 'vitest';
import { counted, ownerName } from './desk-words.ts';
import { placesWords } from './places.tsx';

describe('the name the desk calls an owner by', () => {
  it('is the name, else the e-mail, else says the account was deleted', () => {
    expect(ownerName({ firstName: 'Thandi', lastName: 'Mokoena', email: 'thandi@example.com' })).toBe('Thandi Mokoena');
    expect(ownerName({ firstName: null, lastName: ' ', email: 'thandi@example.com' })).toBe('thandi@example.com');
    expect(ownerName({ firstName: null, lastName: null, email: null })).toBe('Deleted account');
  });
});

describe('counts at the desk (issue 31)', () => {
  it('says one in the singular and every other count in the plural', () => {
    expect([0, 1, 2].map((count) => counted(count, 'stay'))).toEqual(['0 stays', '1 stay', '2 stays']);
  });

  it('says a night’s places in the singular when there is one', () => {
    expect(placesWords({ booked: 1, capacity: 1, closed: null })).toBe('Full: 1 of 1 place');
    expect(placesWords({ booked: 2, capacity: 1, closed: null })).toBe('2 cats for 1 place: over by 1');
    expect(placesWords({ booked: 0, capacity: 1, closed: null })).toBe('0 of 1 place taken');
    expect(placesWords({ booked: 1, capacity: 5, closed: 'Painting' })).toBe('Closed: Painting · 1 cat booked');
  });
});
