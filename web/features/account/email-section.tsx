import { Alert, Box, Button, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { emailChangeSchema } from '../../../domain/schemas/account-control.ts';
import { useCheckedForm } from '../../components/checked-form.ts';
import { TextField } from '../../components/form-field.tsx';
import { OfflineNotice } from '../../components/offline-notice.tsx';
import { useOnline } from '../../components/online.ts';
import { notify } from '../../components/toaster.tsx';
import { failureWords } from '../../../sync/api-client.ts';
import { askEmailChange } from './account-control-api.ts';
import { AccountSection } from './account-section.tsx';

/**
 * Profile's "Change e-mail": a link goes to the new address, and the account changes only when it
 * is opened, so a typo never locks the owner out. The old address is told either way.
 */
export function EmailSection({ email }: { email: string }) {
  const online = useOnline();
  const [pending, setPending] = useState<string | null>(null);
  const { values, setValues, busy, form, field, submitChecked } = useCheckedForm({ newEmail: '', password: '' });

  const save = (event: FormEvent<HTMLFormElement>) =>
    submitChecked(event, emailChangeSchema, values, async (change) => {
      try {
        setPending(await askEmailChange(change));
        setValues({ newEmail: '', password: '' });
      } catch (error) {
        notify('E-mail not changed', failureWords(error, String(error)), 'error');
      }
    });

  return (
    <AccountSection
      title="Change e-mail"
      lead={`You sign in with ${email}. We send a link to the new address; it becomes your address when you open the link.`}
    >
      <form ref={form} onSubmit={(event) => void save(event)} noValidate aria-label="Change e-mail">
        <Stack gap="4">
          {pending !== null && (
            <Alert.Root status="info" borderRadius="l2">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Waiting for you to confirm {pending}</Alert.Title>
                <Alert.Description>Open the link we sent there within 7 days. Until then you keep signing in with {email}.</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <OfflineNotice why="Changing your e-mail needs an internet connection." />
          <TextField label="New e-mail" type="email" required autoComplete="email" {...field('newEmail')} />
          <TextField label="Password" type="password" required autoComplete="current-password" {...field('password')} />
          <Box>
            <Button type="submit" colorPalette="brand" loading={busy} disabled={!online}>
              Send Confirmation Link
            </Button>
          </Box>
        </Stack>
      </form>
    </AccountSection>
  );
}
