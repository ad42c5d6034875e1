import { Alert, Box, Button, Container, Spinner, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { callHotelFor } from '../../../sync/api-client.ts';
import { AccountCard } from '../../components/account-card.tsx';
import { type Owner, useCurrentOwner, useUpdateCurrentOwner } from '../../components/current-owner.tsx';
import { SiteLink } from '../../components/site-link.tsx';

// The page a change-of-address link opens (api/accounts/control.ts). The token is in the fragment,
// which the browser never sends anywhere; the page posts it once, and takes it out of the address
// bar and history so nobody reads it over the owner's shoulder later.

export const NO_TOKEN = 'This link is not complete. Open it again from the e-mail, or copy all of it into the address bar.';
export const NEEDS_CONNECTION = 'Confirming your new address needs an internet connection. Connect, then open the link again.';
const NO_ANSWER = 'Could not reach the hotel. Please check your connection and open the link again.';

type Outcome = { state: 'working' } | { state: 'confirmed'; email: string } | { state: 'refused'; message: string };

/** The token in `#token=…`, or null. */
export function tokenInFragment(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token');
}

function confirmChange(token: string): Promise<Owner> {
  return callHotelFor<Owner>('POST', '/api/account/email/confirm', { body: { token }, offline: NEEDS_CONNECTION, unreachable: NO_ANSWER });
}

export function ChangeEmailScreen() {
  const [outcome, setOutcome] = useState<Outcome>({ state: 'working' });
  const current = useCurrentOwner();
  const updateOwner = useUpdateCurrentOwner();
  const sent = useRef(false);

  useEffect(() => {
    // Once per page: a link works once, and a second post would only be told it was used.
    if (sent.current) return;
    sent.current = true;
    const token = tokenInFragment(window.location.hash);
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (token === null) return setOutcome({ state: 'refused', message: NO_TOKEN });
    confirmChange(token).then(
      (owner) => setOutcome({ state: 'confirmed', email: owner.email }),
      (error: unknown) => setOutcome({ state: 'refused', message: error instanceof Error ? error.message : String(error) }),
    );
  }, []);

  // The signed-in owner on this phone sees the new address at once.
  useEffect(() => {
    if (outcome.state === 'confirmed' && current.status === 'signed-in' && current.owner.email !== outcome.email) {
      updateOwner({ status: 'signed-in', owner: { ...current.owner, email: outcome.email } });
    }
  }, [outcome, current, updateOwner]);

  const signedIn = current.status === 'signed-in';
  return (
    <Box bg="bg.subtle" py={{ base: '8', md: '16' }} minH="70vh">
      <Container maxW="lg" px={{ base: '4', md: '6' }}>
        <AccountCard
          eyebrow="Your account"
          title={
            outcome.state === 'confirmed'
              ? 'New e-mail confirmed'
              : outcome.state === 'refused'
                ? 'Your e-mail was not changed'
                : 'Confirming your new e-mail…'
          }
          lead={
            outcome.state === 'confirmed'
              ? `From now on you sign in with ${outcome.email}, and we write to you there.`
              : outcome.state === 'refused'
                ? 'Your account keeps the address it had.'
                : 'One moment while we check the link.'
          }
        >
          <Stack gap="4">
            {outcome.state === 'working' && <Spinner color="brand.600" aria-label="Checking the link" />}
            {outcome.state === 'refused' && (
              <Alert.Root status="error" borderRadius="l2">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Description>{outcome.message}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            {outcome.state !== 'working' && (
              <Button asChild colorPalette="brand" size="lg">
                <SiteLink to={signedIn ? '/dashboard' : '/login'}>{signedIn ? 'Go to your dashboard' : 'Sign in'}</SiteLink>
              </Button>
            )}
          </Stack>
        </AccountCard>
      </Container>
    </Box>
  );
}
