import { Alert, Button, Link, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { codeSchema } from '../../../domain/schemas/second-factor.ts';
import type { Owner } from '../../components/current-owner.tsx';
import { CodeField } from '../../components/code-field.tsx';
import { checkForm } from '../../components/form-field.tsx';
import { failureWords } from '../../../sync/api-client.ts';
import { CHECK_YOUR_DETAILS, sendSignIn } from './account-request.ts';

/**
 * The second step of a staff member's sign-in (issue 30): the password was right, and the code
 * app's code (or a recovery code) is asked before anyone is signed in. `prompt` is the server's
 * words; `restart` goes back to the password when the step has ended.
 */
export function CodeStep({ prompt, signedIn, restart }: { prompt: string; signedIn: (owner: Owner) => Promise<void>; restart: () => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = checkForm(codeSchema, { code });
    if (!checked.ok) return setError(checked.errors.code);
    setError(undefined);
    setBusy(true);
    try {
      const answer = await sendSignIn('/api/login/code', checked.output);
      if ('owner' in answer) await signedIn(answer.owner);
    } catch (refused) {
      setError(failureWords(refused, CHECK_YOUR_DETAILS));
      setBusy(false);
    }
  }

  return (
    <Stack gap="5">
      <Alert.Root status="info" colorPalette="brand" borderRadius="l2">
        <Alert.Indicator />
        <Alert.Title>{prompt}</Alert.Title>
      </Alert.Root>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Code from your app">
        <Stack gap="4">
          <CodeField value={code} error={error} onValueChange={setCode} autoFocus />
          <Button type="submit" colorPalette="brand" size="lg" loading={busy} loadingText="Checking…">
            Verify Code
          </Button>
        </Stack>
      </form>
      <Link as="button" color="brand.700" fontWeight="medium" alignSelf="center" onClick={restart}>
        Start again with your password
      </Link>
    </Stack>
  );
}
