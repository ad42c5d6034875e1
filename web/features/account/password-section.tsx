import { Box, Button, Stack } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { passwordChangeSchema } from '../../../domain/schemas/account-control.ts';
import { MESSAGES } from '../../../domain/schemas/messages.ts';
import { useCheckedForm } from '../../components/checked-form.ts';
import { TextField } from '../../components/form-field.tsx';
import { OfflineNotice } from '../../components/offline-notice.tsx';
import { useOnline } from '../../components/online.ts';
import { notify } from '../../components/toaster.tsx';
import { failureWords } from '../../../sync/api-client.ts';
import { changePassword } from './account-control-api.ts';
import { AccountSection } from './account-section.tsx';

/** Profile's "Change password": the current one first; every other device is signed out after. */
export function PasswordSection() {
  const online = useOnline();
  const { values, setValues, busy, form, field, submitChecked } = useCheckedForm({ currentPassword: '', newPassword: '' });

  const save = (event: FormEvent<HTMLFormElement>) =>
    submitChecked(event, passwordChangeSchema, values, async (change) => {
      try {
        await changePassword(change);
        setValues({ currentPassword: '', newPassword: '' });
        notify('Password changed', 'Use the new password from now on. Every other device was signed out.');
      } catch (error) {
        notify('Password not changed', failureWords(error, String(error)), 'error');
      }
    });

  return (
    <AccountSection title="Change password" lead="Every other phone or computer signed in to your account is signed out; this one stays.">
      <form ref={form} onSubmit={(event) => void save(event)} noValidate aria-label="Change password">
        <Stack gap="4">
          <OfflineNotice why="Changing your password needs an internet connection." />
          <TextField label="Current password" type="password" required autoComplete="current-password" {...field('currentPassword')} />
          <TextField
            label="New password"
            type="password"
            required
            autoComplete="new-password"
            helper={MESSAGES.newPasswordHint}
            {...field('newPassword')}
          />
          <Box>
            <Button type="submit" colorPalette="brand" loading={busy} disabled={!online}>
              Change Password
            </Button>
          </Box>
        </Stack>
      </form>
    </AccountSection>
  );
}
