import { describe, expect, it } from 'vitest';
import { accountDeletionSchema, emailChangeSchema, passwordChangeSchema } from './account-control.ts';
import { refusals } from './schema.test-support.ts';

// An owner whose password was set under the earlier rule (6 characters, or a common one) must still
// be able to confirm with it; only the password being set meets the new rule (decision 0018).
describe('the owner’s own changes', async () => {
  it('take a current password of 6 characters, or a common one, and set only a new one by the rules', async () => {
    expect(await refusals(passwordChangeSchema, { currentPassword: 'whisk1', newPassword: 'purr-purr-7' })).toEqual([]);
    expect(await refusals(passwordChangeSchema, { currentPassword: 'password1', newPassword: 'whisk1' })).toEqual([
      { field: 'newPassword', message: 'Password must be at least 8 characters' },
    ]);
    expect(await refusals(passwordChangeSchema, { currentPassword: 'whisk1', newPassword: 'Password1' })).toEqual([
      { field: 'newPassword', message: 'This password is too common: it is among the first a stranger would try. Please choose another.' },
    ]);
  });

  it('confirm an e-mail change or a deletion with the password the owner has', () => {
    expect(refusals(emailChangeSchema, { newEmail: 'jane@example.com', password: 'whisk1' })).toEqual([]);
    expect(refusals(accountDeletionSchema, { password: 'password1' })).toEqual([]);
    expect(refusals(accountDeletionSchema, { password: '' })).toEqual([{ field: 'password', message: 'Please enter your password' }]);
  });
});
