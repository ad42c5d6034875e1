import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { describeIssues, firstIssue } from './issues.ts';
import type { SchemaIssue } from './issues.ts';

const schema = v.object({
  booking: v.object({ checkOutDate: v.string('Check-out date is required') }),
  catIds: v.array(v.string('Invalid id')),
});

const issuesOf = (input: unknown) => v.safeParse(schema, input).issues ?? [];

describe('describeIssues', () => {
  it.each([
    ['a nested field', { booking: { checkOutDate: 1 }, catIds: [] }, 'booking.checkOutDate', 'Check-out date is required'],
    ['an item of a list', { booking: { checkOutDate: 'x' }, catIds: ['ok', 2] }, 'catIds.1', 'Invalid id'],
    ['the whole input', 'not an object', '', 'Invalid type: Expected Object but received "not an object"'],
  ])('names %s', (_what, input, field, message) => {
    expect(describeIssues(issuesOf(input))).toEqual([{ field, message }]);
  });

  // What @hono/standard-validator hands over: Standard Schema issues, whose path items may be bare keys.
  it.each<[string, SchemaIssue, string]>([
    ['path items', { message: 'm', path: [{ key: 'booking' }, { key: 'checkInDate' }] }, 'booking.checkInDate'],
    ['bare keys', { message: 'm', path: ['catIds', 0] }, 'catIds.0'],
    ['no path', { message: 'm' }, ''],
    ['a symbol key', { message: 'm', path: [Symbol('odd')] }, ''],
  ])('reads Standard Schema %s', (_what, issue, field) => {
    expect(describeIssues([issue])).toEqual([{ field, message: 'm' }]);
  });
});

describe('firstIssue', () => {
  it('is the first issue in field order', () => {
    expect(firstIssue(issuesOf({ booking: { checkOutDate: null }, catIds: [1] }))).toEqual({
      field: 'booking.checkOutDate',
      message: 'Check-out date is required',
    });
  });

  it('is undefined when there are none', () => {
    expect(firstIssue([])).toBeUndefined();
  });
});
