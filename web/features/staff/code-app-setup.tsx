import { Alert, Box, Button, Container, Link, List, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { type CodeAppKeyView, codeSchema } from '../../../domain/schemas/second-factor.ts';
import { AccountCard } from '../../components/account-card.tsx';
import { browserPage } from '../../components/browser-page.ts';
import { CodeField } from '../../components/code-field.tsx';
import { checkForm } from '../../components/form-field.tsx';
import { OfflineNotice } from '../../components/offline-notice.tsx';
import { DESK_NEEDS_CONNECTION, staffChange } from './staff-api.ts';

/** The key in groups of four, as code apps show a key typed by hand. */
function grouped(key: string): string {
  return key.match(/.{1,4}/g)?.join(' ') ?? key;
}

/**
 * Setting up the code app (issue 30), shown in place of the desk until it is done: a key for the
 * app (typed in, or opened as a link on the phone that has the app), the app's code to prove it,
 * then the ten recovery codes, shown this once.
 */
export function CodeAppSetup() {
  const [key, setKey] = useState<CodeAppKeyView | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  async function start() {
    setBusy(true);
    setRefusal(null);
    try {
      setKey(await staffChange<CodeAppKeyView>('POST', '/api/staff/code/setup'));
    } catch (refused) {
      setRefusal(refused instanceof Error ? refused.message : String(refused));
    } finally {
      setBusy(false);
    }
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkForm(codeSchema, { code });
    if (!checked.ok) return setError(checked.errors.code);
    setError(undefined);
    setBusy(true);
    try {
      setRecoveryCodes((await staffChange<{ recoveryCodes: string[] }>('POST', '/api/staff/code/confirm', checked.output)).recoveryCodes);
    } catch (refused) {
      setError(refused instanceof Error ? refused.message : String(refused));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box bg="bg.subtle" py={{ base: '8', md: '16' }} minH="full">
      <Container maxW="lg" px={{ base: '4', md: '6' }}>
        {recoveryCodes === null ? (
          <AccountCard
            eyebrow="The hotel’s staff"
            title="Set up your code app"
            lead="You see every owner’s phone number and every cat’s medical notes, so the desk asks for a code from an app on your phone as well as your password."
          >
            <Stack gap="5">
              <OfflineNotice why={DESK_NEEDS_CONNECTION} />
              {refusal !== null && (
                <Alert.Root status="error" borderRadius="l2" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{refusal}</Alert.Title>
                </Alert.Root>
              )}
              <Text>
                Any authenticator app works: Google Authenticator, Microsoft Authenticator, 1Password or the one built into your phone’s passwords.
              </Text>
              {key === null ? (
                <Button colorPalette="brand" size="lg" loading={busy} onClick={() => void start()}>
                  Show My Setup Key
                </Button>
              ) : (
                <Stack gap="4">
                  <Stack gap="2">
                    <Text fontWeight="semibold">1. Add the hotel to your app with this key</Text>
                    <Text
                      aria-label="Setup key"
                      fontFamily="mono"
                      fontSize={{ base: 'md', md: 'lg' }}
                      bg="bg.muted"
                      p="3"
                      borderRadius="l2"
                      wordBreak="break-all"
                    >
                      {grouped(key.key)}
                    </Text>
                    <Text color="fg.muted" fontSize="sm">
                      On the phone that has the app, you can{' '}
                      <Link href={key.address} color="brand.700" fontWeight="semibold" textDecoration="underline">
                        open the key in your app
                      </Link>{' '}
                      instead of typing it. Choose a time-based key if the app asks.
                    </Text>
                  </Stack>
                  <form aria-label="Confirm your code app" noValidate onSubmit={(event) => void confirm(event)}>
                    <Stack gap="4">
                      <Text fontWeight="semibold">2. Enter the 6-digit code the app shows</Text>
                      <CodeField value={code} error={error} onValueChange={setCode} />
                      <Button type="submit" colorPalette="brand" size="lg" loading={busy} loadingText="Checking…">
                        Turn On the Code App
                      </Button>
                    </Stack>
                  </form>
                </Stack>
              )}
            </Stack>
          </AccountCard>
        ) : (
          <AccountCard
            eyebrow="The hotel’s staff"
            title="Keep your recovery codes"
            lead="Your code app is on. If you lose your phone, each of these codes signs you in once instead of the app’s code. They are shown only now."
          >
            <Stack gap="5">
              <List.Root as="ol" aria-label="Recovery codes" ps="6" fontFamily="mono" fontSize="lg" gap="1">
                {recoveryCodes.map((recovery) => (
                  <List.Item key={recovery}>{recovery}</List.Item>
                ))}
              </List.Root>
              <Text color="fg.muted">Write them down or keep them in a password manager, away from your phone.</Text>
              <Button colorPalette="brand" size="lg" onClick={() => browserPage.assign('/staff')}>
                I Have Kept My Codes: Open the Desk
              </Button>
            </Stack>
          </AccountCard>
        )}
      </Container>
    </Box>
  );
}
