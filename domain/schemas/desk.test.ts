import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { firstIssue } from './issues.ts';
import { bookingSearchSchema, deskCheckOutSchema, deskDayQuerySchema, deskDepositSchema, hotelCancelSchema } from './desk.ts';

const refusal = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? undefined : firstIssue(result.issues);
};

describe('the desk’s queries', () => {
  it('reads blank filters as none, and a calendar date as given', () => {
    expect(v.parse(bookingSearchSchema, { q: '  Mochi ', status: '', from: '2027-01-02' })).toEqual({
      q: 'Mochi',
      status: null,
      from: '2027-01-02',
      to: null,
    });
    expect(v.parse(deskDayQuerySchema, {})).toEqual({ date: null });
  });

  it.each([
    [{ status: 'lost' }, 'status'],
    [{ from: '2027-02-29' }, 'from'],
    [{ to: '2027-01-01T10:00:00Z' }, 'to'],
    [{ from: '2027-01-02', to: '2027-01-01' }, 'to'],
    [{ q: 'x'.repeat(101) }, 'q'],
  ])('refuses %j at %s', (query, field) => {
    expect(refusal(bookingSearchSchema, query)?.field).toBe(field);
  });
});

describe('the desk’s actions', () => {
  it('asks how a deposit was paid, and takes the server’s amount, not the desk’s', () => {
    expect(refusal(deskDepositSchema, { version: 1 })).toEqual({ field: 'method', message: 'Choose how it was paid: cash or card' });
    expect(v.parse(deskDepositSchema, { version: 1, method: 'card', amount: '1.00' })).toEqual({ version: 1, method: 'card' });
  });

  it('leaves the way of paying at check-in and check-out to the server, which knows what is owed', () => {
    expect(v.parse(deskCheckOutSchema, { version: 3 })).toEqual({ version: 3 });
    expect(refusal(deskCheckOutSchema, { version: 3, method: 'cheque' })?.field).toBe('method');
  });

  it('wants a trimmed reason the owner can read, of 3 to 500 characters', () => {
    expect(v.parse(hotelCancelSchema, { version: 2, reason: '  Flooded  ' })).toEqual({ version: 2, reason: 'Flooded' });
    expect(refusal(hotelCancelSchema, { version: 2, reason: '  ok ' })?.message).toBe('Please give the owner a reason of at least 3 characters');
    expect(refusal(hotelCancelSchema, { version: 2 })?.message).toBe('Please give the owner a reason of at least 3 characters');
    expect(refusal(hotelCancelSchema, { version: 2, reason: 'x'.repeat(501) })?.message).toBe('Must be at most 500 characters');
    expect(refusal(hotelCancelSchema, { version: 1.5, reason: 'Flooded' })?.field).toBe('version');
  });
});
