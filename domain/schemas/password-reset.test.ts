import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LINK_INCOMPLETE } from './account-links.ts';
import { forgotPasswordSchema, newPasswordFormSchema, PASSWORDS_DIFFER, passwordResetSchema } from './password-reset.ts';

const messages = async (schema: v.GenericSchema | v.GenericSchemaAsync, input: unknown) => {
  const result = await v.safeParseAsync(schema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('the forgotten-password schemas', () => {
  it('take an e-mail as sign-in does, lower-cased', async () => {
    expect(v.parse(forgotPasswordSchema, { email: ' Thandi@Example.com ' })).toEqual({ email: 'thandi@example.com' });
    expect(await messages(forgotPasswordSchema, { email: 'thandi' })).toEqual(['Please enter a valid email address']);
  });

  it('take a token of sane length and a password by the registration rules', async () => {
    expect(await v.parseAsync(passwordResetSchema, { token: 'abc', password: 'whiskers1', extra: 1 })).toEqual({
      token: 'abc',
      password: 'whiskers1',
    });
    expect(await messages(passwordResetSchema, { token: '', password: 'whiskers1' })).toEqual([LINK_INCOMPLETE]);
    expect(await messages(passwordResetSchema, { token: 'x'.repeat(201), password: 'whiskers1' })).toEqual([LINK_INCOMPLETE]);
    expect(await messages(passwordResetSchema, { token: 'abc', password: 'purr' })).toEqual(['Password must be at least 8 characters']);
    expect(await messages(passwordResetSchema, { token: 'abc', password: 'football' })).toEqual([
      'This password is too common: it is among the first a stranger would try. Please choose another.',
    ]);
  });

  it('ask for the new password twice, the same both times', async () => {
    expect(await v.parseAsync(newPasswordFormSchema, { password: 'whiskers1', repeatPassword: 'whiskers1' })).toMatchObject({
      password: 'whiskers1',
    });
    expect(await messages(newPasswordFormSchema, { password: 'whiskers1', repeatPassword: 'whiskers2' })).toEqual([PASSWORDS_DIFFER]);
  });
});
