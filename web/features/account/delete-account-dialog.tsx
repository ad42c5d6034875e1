import { Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { accountDeletionSchema } from '../../../domain/schemas/account-control.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { useUpdateCurrentOwner } from '../../components/current-owner.tsx';
import { checkForm, TextField } from '../../components/form-field.tsx';
import { notify } from '../../components/toaster.tsx';
import { clearOwnerData } from '../../db.ts';
import { RequestFailed } from '../../../sync/api-client.ts';
import { deleteAccount } from './account-control-api.ts';

/**
 * "Delete my account", asked once more with the password. Afterwards this phone's copy of the
 * owner goes too, and the owner is home, signed out.
 */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const updateOwner = useUpdateCurrentOwner();
  const navigate = useNavigate();

  const close = () => {
    setPassword('');
    setError(undefined);
    onClose();
  };

  async function confirm() {
    if (busy) return;
    const checked = checkForm(accountDeletionSchema, { password });
    if (!checked.ok) return setError(checked.errors.password);
    setError(undefined);
    setBusy(true);
    try {
      await deleteAccount(checked.output);
    } catch (refused) {
      setBusy(false);
      if (refused instanceof RequestFailed && refused.field === 'password') return setError(refused.message);
      return notify('Account not deleted', refused instanceof Error ? refused.message : String(refused), 'error');
    }
    await clearOwnerData();
    updateOwner({ status: 'signed-out' });
    // The home page says the account is deleted: the public pages carry no toaster.
    await navigate({ to: '/', search: { account: 'deleted' } });
  }

  return (
    <ConfirmDialog
      open={open}
      title="Delete your account?"
      confirmLabel="Delete My Account"
      destructive
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={close}
    >
      <Stack gap="4">
        <Text>
          This removes your account, your cats and your bookings, and signs you out everywhere. It cannot be undone. Stays you paid for stay in the
          hotel’s accounts for 7 years, without your name or contact details.
        </Text>
        <form
          aria-label="Delete account"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <TextField
            label="Your password"
            type="password"
            required
            autoComplete="current-password"
            name="password"
            value={password}
            error={error}
            onValueChange={setPassword}
          />
        </form>
      </Stack>
    </ConfirmDialog>
  );
}
