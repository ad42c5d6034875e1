import { describe, expect, it } from 'vitest';
import { accepted, refusals } from './schema.test-support.ts';
import { invitationSchema, STAFF_MESSAGES, staffAccountSchema, staffPassCheckSchema, staffSetupSchema } from './staff.ts';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz234567';
const naledi = { token: TOKEN, firstName: 'Naledi', lastName: 'Khumalo', email: 'naledi@example.com', password: 'purr purr' };

describe('staffAccountSchema', () => {
  it('takes the owner’s rules: trimmed names, a lower-cased e-mail, the password as typed', async () => {
    expect(await accepted(staffAccountSchema, { ...naledi, firstName: ' Naledi ', email: ' Naledi@Example.COM', password: ' purr purr ' })).toEqual({
      ...naledi,
      password: ' purr purr ',
    });
  });

  it('takes no e-mail for an invitation: the invitation says whose account it makes (issue 30)', async () => {
    const { email: _none, ...joining } = naledi;
    expect(await accepted(staffAccountSchema, joining)).toEqual(joining);
    expect(await refusals(staffAccountSchema, {})).toEqual([
      { field: 'token', message: STAFF_MESSAGES.token },
      { field: 'firstName', message: 'First name must be at least 2 characters' },
      { field: 'lastName', message: 'Last name must be at least 2 characters' },
      { field: 'password', message: 'Password must be at least 8 characters' },
    ]);
  });

  it('asks the setup form for every field, with the specification’s messages', async () => {
    expect(await refusals(staffSetupSchema, {})).toEqual([
      { field: 'token', message: STAFF_MESSAGES.token },
      { field: 'firstName', message: 'First name must be at least 2 characters' },
      { field: 'lastName', message: 'Last name must be at least 2 characters' },
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'password', message: 'Password must be at least 8 characters' },
    ]);
  });

  it.each([
    [{ firstName: 'N' }, 'firstName', 'First name must be at least 2 characters'],
    [{ lastName: ' K ' }, 'lastName', 'Last name must be at least 2 characters'],
    [{ email: 'naledi@' }, 'email', 'Please enter a valid email address'],
    [{ password: 'purr-12' }, 'password', 'Password must be at least 8 characters'],
    [{ password: 'sunshine' }, 'password', 'This password is too common: it is among the first a stranger would try. Please choose another.'],
    [{ password: 'x'.repeat(257) }, 'password', 'Password must be at most 256 characters'],
    [{ token: '   ' }, 'token', STAFF_MESSAGES.token],
    [{ token: 'x'.repeat(201) }, 'token', 'Must be at most 200 characters'],
  ])('refuses %j', async (change, field, message) => {
    expect(await refusals(staffAccountSchema, { ...naledi, ...change })).toEqual([{ field, message }]);
  });

  it('drops a role or any field the server decides', async () => {
    expect(await accepted(staffAccountSchema, { ...naledi, role: 'manager', kind: 'setup', removedAt: null })).toEqual(naledi);
  });
});

describe('staffPassCheckSchema', () => {
  it('takes the token as it came in the address', () => {
    expect(accepted(staffPassCheckSchema, { token: TOKEN })).toEqual({ token: TOKEN });
    expect(refusals(staffPassCheckSchema, {})).toEqual([{ field: 'token', message: STAFF_MESSAGES.token }]);
  });
});

describe('invitationSchema', () => {
  it.each(['staff', 'manager'])('invites %s', (role) => {
    expect(accepted(invitationSchema, { email: ' Sipho@Example.com ', role })).toEqual({ email: 'sipho@example.com', role });
  });

  it.each(['owner', 'admin', '', null, undefined, 1])('refuses the role %j', (role) => {
    expect(refusals(invitationSchema, { email: 'sipho@example.com', role })).toEqual([{ field: 'role', message: STAFF_MESSAGES.role }]);
  });
});
