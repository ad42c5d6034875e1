import { Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { passwordProofSchema } from '../../../domain/schemas/second-factor.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { checkForm, TextField } from '../../components/form-field.tsx';
import { lendProofPrompt, staffChange } from './staff-api.ts';

/**
 * "Confirm it is you": the password asked again when the hotel wants a fresh proof before a team
 * change (issue 30; api/auth/second-factor.ts). Mounted once in the desk frame, which lends it to
 * every desk change; the change goes on by itself once the password is taken.
 */
export function ProofDialog() {
  const [why, setWhy] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const settle = useRef<((proved: boolean) => void) | null>(null);

  useEffect(
    () =>
      lendProofPrompt(
        (message) =>
          new Promise<boolean>((resolve) => {
            settle.current = resolve;
            setWhy(message);
          }),
      ),
    [],
  );

  function finish(proved: boolean) {
    settle.current?.(proved);
    settle.current = null;
    setWhy(null);
    setPassword('');
    setError(undefined);
  }

  async function confirm() {
    if (busy) return;
    const checked = checkForm(passwordProofSchema, { password });
    if (!checked.ok) return setError(checked.errors.password);
    setBusy(true);
    try {
      await staffChange('POST', '/api/staff/proof', checked.output);
      finish(true);
    } catch (refused) {
      setError(refused instanceof Error ? refused.message : String(refused));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open={why !== null}
      title="Confirm it is you"
      confirmLabel="Confirm"
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => finish(false)}
    >
      <Stack gap="4">
        <Text>{why} Changes to the team need a fresh sign-in after 15 minutes.</Text>
        <form
          aria-label="Confirm it is you"
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
