import { describe, expect, it } from 'vitest';
import { calendarQuerySchema, closedNightsSchema, nightCapacitySchema } from './hotel-nights.ts';
import { accepted, refusals } from './schema.test-support.ts';

const christmas = { firstNight: '2026-12-24', lastNight: '2026-12-25' };

describe('calendarQuerySchema', () => {
  it('reads the query string, with 42 nights from today unless told', () => {
    expect(accepted(calendarQuerySchema, {})).toEqual({ nights: 42 });
    expect(accepted(calendarQuerySchema, { from: '2026-12-01', nights: '7' })).toEqual({ from: '2026-12-01', nights: 7 });
    expect(accepted(calendarQuerySchema, { from: '9999-12-01', nights: '30' })).toEqual({ from: '9999-12-01', nights: 30 });
  });

  it.each([
    ['from', 'Please choose the calendar’s first night', { from: '' }],
    ['from', 'Invalid date', { from: '2026-02-30' }],
    ['nights', 'Show 1 to 120 nights', { nights: '0' }],
    ['nights', 'Show 1 to 120 nights', { nights: '121' }],
    ['nights', 'Show 1 to 120 nights', { nights: '1.5' }],
    ['nights', 'Show 1 to 120 nights', { nights: 'all' }],
    ['nights', 'Choose nights before the year 10000', { from: '9999-12-01', nights: '31' }],
  ])('refuses %s: "%s"', (field, message, query) => {
    expect(refusals(calendarQuerySchema, query)).toEqual([{ field, message }]);
  });

  it('stops at the last night ISO dates can write', () => {
    expect(refusals(calendarQuerySchema, { from: '9999-12-31' })[0]).toEqual({ field: 'from', message: 'Choose nights before the year 10000' });
  });
});

describe('nightCapacitySchema', () => {
  it.each([
    [
      { ...christmas, capacity: 3 },
      { ...christmas, capacity: 3 },
    ],
    [
      { ...christmas, capacity: '0' },
      { ...christmas, capacity: 0 },
    ],
    [
      { ...christmas, capacity: null },
      { ...christmas, capacity: null },
    ],
    [
      { firstNight: '2026-12-24', lastNight: '2026-12-24', capacity: 100 },
      { firstNight: '2026-12-24', lastNight: '2026-12-24', capacity: 100 },
    ],
    [
      { firstNight: '2026-01-01', lastNight: '2027-01-01', capacity: 8 },
      { firstNight: '2026-01-01', lastNight: '2027-01-01', capacity: 8 },
    ],
  ])('accepts %j', (input, output) => {
    expect(accepted(nightCapacitySchema, input)).toEqual(output);
  });

  it.each([
    ['capacity', { capacity: undefined }],
    ['capacity', { capacity: -1 }],
    ['capacity', { capacity: 101 }],
    ['capacity', { capacity: 2.5 }],
    ['capacity', { capacity: '' }],
  ])('refuses %s %j with the places message', (field, change) => {
    expect(refusals(nightCapacitySchema, { ...christmas, ...change })).toEqual([
      { field, message: 'Places must be a whole number from 0 to 100 (cats a night)' },
    ]);
  });

  it.each([
    ['firstNight', 'First night is required', { firstNight: '' }],
    ['lastNight', 'Last night is required', { lastNight: undefined }],
    ['lastNight', 'The last night cannot be before the first night', { lastNight: '2026-12-23' }],
    ['lastNight', 'Choose nights before the year 10000', { firstNight: '9999-12-30', lastNight: '9999-12-31' }],
    // 367 nights: 1 January 2026 to 2 January 2027.
    ['lastNight', 'Choose at most 366 nights at a time', { firstNight: '2026-01-01', lastNight: '2027-01-02' }],
  ])('refuses %s: "%s"', (field, message, change) => {
    expect(refusals(nightCapacitySchema, { ...christmas, capacity: 2, ...change })).toEqual([{ field, message }]);
  });
});

describe('closedNightsSchema', () => {
  it('trims the reason and drops what it does not know', () => {
    expect(accepted(closedNightsSchema, { ...christmas, reason: '  Closed 25 Dec ', createdBy: 'me' })).toEqual({
      ...christmas,
      reason: 'Closed 25 Dec',
    });
  });

  it.each([
    ['reason', 'Please give a reason of at least 2 characters, such as "Closed 25 Dec"', { reason: ' x ' }],
    ['reason', 'Please give a reason of at least 2 characters, such as "Closed 25 Dec"', { reason: undefined }],
    ['reason', 'Must be at most 120 characters', { reason: 'r'.repeat(121) }],
    ['lastNight', 'The last night cannot be before the first night', { firstNight: '2026-12-26' }],
    ['firstNight', 'Invalid date', { firstNight: '2026-13-01' }],
  ])('refuses %s: "%s"', (field, message, change) => {
    expect(refusals(closedNightsSchema, { ...christmas, reason: 'Closed 25 Dec', ...change })).toEqual([{ field, message }]);
  });
});
