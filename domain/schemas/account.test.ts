import { describe, expect, it } from 'vitest';
import { credentialsSchema, registrationSchema } from './account.ts';
import { accepted, refusals } from './schema.test-support.ts';

const owner = { email: 'jane@example.com', password: 'purr-purr-7' };

describe('credentialsSchema', () => {
  it('trims and lower-cases the e-mail, and keeps the password exactly as typed', () => {
    expect(accepted(credentialsSchema, { email: '  Jane.Doe@Example.CO.ZA ', password: ' purr purr ' })).toEqual({
      email: 'jane.doe@example.co.za',
      password: ' purr purr ',
    });
  });

  it('asks for both fields when nothing is sent', () => {
    expect(refusals(credentialsSchema, {})).toEqual([
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'password', message: 'Please enter your password' },
    ]);
  });

  it.each(['jane', 'jane@', '@example.com', 'jane@example', 'jane doe@example.com', '   ', '', null, 42])('refuses the e-mail %j', (email) => {
    expect(refusals(credentialsSchema, { ...owner, email })).toEqual([{ field: 'email', message: 'Please enter a valid email address' }]);
  });

  it('refuses an e-mail longer than 254 characters', () => {
    const email = `${'a'.repeat(243)}@example.com`;
    expect(refusals(credentialsSchema, { ...owner, email })).toEqual([{ field: 'email', message: 'Must be at most 254 characters' }]);
    expect(refusals(credentialsSchema, { ...owner, email: email.slice(1) })).toEqual([]);
  });

  // A password set under the specification's 6 characters, or a common one, must still sign in.
  it.each([
    [0, 'Please enter your password'],
    [1, undefined],
    [6, undefined],
    [256, undefined],
    [257, 'Password must be at most 256 characters'],
    [1_000_000, 'Password must be at most 256 characters'],
  ])('a password of %i characters: %s', (length, message) => {
    const issues = refusals(credentialsSchema, { ...owner, password: 'p'.repeat(length) });
    expect(issues).toEqual(message === undefined ? [] : [{ field: 'password', message }]);
  });

  it('takes a common password, which a sign-in only checks against the account', () => {
    expect(refusals(credentialsSchema, { ...owner, password: 'password1' })).toEqual([]);
  });

  it.each([123456, null])('refuses the password %j', (password) => {
    expect(refusals(credentialsSchema, { ...owner, password })).toEqual([{ field: 'password', message: 'Please enter your password' }]);
  });
});

// The rule for every password being set (docs/decisions/0018); registration stands for all of them.
describe('a new password', () => {
  it.each([
    ['', 'Password must be at least 8 characters'],
    ['purr-7!', 'Password must be at least 8 characters'],
    ['purrfect', undefined],
    [' '.repeat(8), undefined],
    ['p'.repeat(256), undefined],
    ['p'.repeat(257), 'Password must be at most 256 characters'],
  ])('%j: %s', async (password, message) => {
    expect(await refusals(registrationSchema, { ...owner, password })).toEqual(message === undefined ? [] : [{ field: 'password', message }]);
  });

  it.each(['password1', 'PassWord1', 'iloveyou', '12345678', 'qwertyuiop'])('refuses the common password %j, in any capitals', async (password) => {
    expect(await refusals(registrationSchema, { ...owner, password })).toEqual([
      { field: 'password', message: 'This password is too common: it is among the first a stranger would try. Please choose another.' },
    ]);
  });

  it.each([123456, null])('refuses the password %j', async (password) => {
    expect(await refusals(registrationSchema, { ...owner, password })).toEqual([
      { field: 'password', message: 'Password must be at least 8 characters' },
    ]);
  });
});

describe('registrationSchema', () => {
  it('needs only the credentials; names and phone left out are null', async () => {
    expect(await accepted(registrationSchema, owner)).toEqual({ ...owner, firstName: null, lastName: null, phone: null });
  });

  it('keeps the optional details, trimmed', async () => {
    expect(await accepted(registrationSchema, { ...owner, firstName: ' Jo ', lastName: ' Li ', phone: ' +27 82 123 4567 ' })).toMatchObject({
      firstName: 'Jo',
      lastName: 'Li',
      phone: '+27 82 123 4567',
    });
  });

  it.each([
    ['firstName', '', null],
    ['firstName', '   ', null],
    ['lastName', null, null],
    ['phone', '', null],
  ])('a blank %s (%j) is null', async (field, value, expected) => {
    expect(await accepted(registrationSchema, { ...owner, [field]: value })).toMatchObject({ [field]: expected });
  });

  it.each([
    ['firstName', 'First name must be at least 2 characters', 'J'],
    ['firstName', 'First name must be at least 2 characters', ' J '],
    ['lastName', 'Last name must be at least 2 characters', 'L'],
    ['phone', 'Please enter a valid phone number', '082123456'],
    ['phone', 'Please enter a valid phone number', 'call me, please'],
    ['firstName', 'Must be at most 100 characters', 'J'.repeat(101)],
  ])('refuses a %s: "%s"', async (field, message, value) => {
    expect(await refusals(registrationSchema, { ...owner, [field]: value })).toEqual([{ field, message }]);
  });

  it.each([
    ['firstName', 'Jo'],
    ['lastName', 'Li'],
    ['phone', '0821234567'],
  ])('accepts the shortest %s, %j', async (field, value) => {
    expect(await refusals(registrationSchema, { ...owner, [field]: value })).toEqual([]);
  });
});
