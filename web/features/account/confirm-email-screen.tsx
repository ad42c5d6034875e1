import { Alert, Box, Button, Container, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLocation } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { callHotelFor, failureWords } from '../../../sync/api-client.ts';
import { AccountCard } from '../../components/account-card.tsx';
import { SiteLink } from '../../components/site-link.tsx';
import { noteEmailConfirmed } from '../../db.ts';

// /confirm-email#token=…: the page the confirmation e-mail links to (issue 16). The token rides in
// the fragment, which no browser sends to a server or in a Referer; this page posts it itself.

export const CONFIRM_EMAIL_TEXTS = {
  eyebrow: 'Your account',
  checkingTitle: 'Confirming your e-mail address',
  checkingLead: 'One moment while we check the link.',
  confirmedTitle: 'Your e-mail address is confirmed',
  refusedTitle: 'This link does not work',
  refusedLead: 'Nothing was changed.',
  noToken: 'This link is incomplete. Copy the whole link from the e-mail and open it again.',
  needsConnection: 'Confirming your e-mail address needs an internet connection. Connect, then open the link from the e-mail again.',
  failed: 'The link could not be checked just now. Please open it again in a moment.',
  toDashboard: 'Go to my dashboard',
} as const;

export const confirmedLead = (email: string) =>
  `Thank you: ${email} is confirmed. You can now pay deposits online, and we send your receipts to this address.`;

type Outcome = { state: 'checking' } | { state: 'confirmed'; email: string } | { state: 'refused'; message: string };

/** The token in the address's fragment (`#token=…`), or null. */
function tokenIn(fragment: string): string | null {
  return new URLSearchParams(fragment.replace(/^#/, '')).get('token');
}

async function confirmEmail(token: string): Promise<Outcome> {
  let email: unknown;
  try {
    const asking = { body: { token }, unreachable: CONFIRM_EMAIL_TEXTS.needsConnection, fallback: CONFIRM_EMAIL_TEXTS.failed };
    email = (await callHotelFor<{ email?: unknown } | null>('POST', '/api/email/confirm', asking))?.email;
  } catch (error) {
    return { state: 'refused', message: failureWords(error, CONFIRM_EMAIL_TEXTS.failed) };
  }
  if (typeof email !== 'string') return { state: 'refused', message: CONFIRM_EMAIL_TEXTS.failed };
  await noteEmailConfirmed(email);
  return { state: 'confirmed', email };
}

/** One post per token and page: React's development double effects must not spend the link twice. */
const confirming = new Map<string, Promise<Outcome>>();

export function ConfirmEmailScreen() {
  const fragment = useLocation({ select: (location) => location.hash });
  const [outcome, setOutcome] = useState<Outcome>({ state: 'checking' });
  useEffect(() => {
    const token = tokenIn(fragment);
    if (token === null || token === '') {
      setOutcome({ state: 'refused', message: CONFIRM_EMAIL_TEXTS.noToken });
      return;
    }
    let current = true;
    if (!confirming.has(token)) confirming.set(token, confirmEmail(token));
    void confirming.get(token)!.then((next) => current && setOutcome(next));
    return () => {
      current = false;
    };
  }, [fragment]);

  const title =
    outcome.state === 'checking'
      ? CONFIRM_EMAIL_TEXTS.checkingTitle
      : outcome.state === 'confirmed'
        ? CONFIRM_EMAIL_TEXTS.confirmedTitle
        : CONFIRM_EMAIL_TEXTS.refusedTitle;
  const lead =
    outcome.state === 'checking'
      ? CONFIRM_EMAIL_TEXTS.checkingLead
      : outcome.state === 'confirmed'
        ? confirmedLead(outcome.email)
        : CONFIRM_EMAIL_TEXTS.refusedLead;
  return (
    <Box bg="bg.subtle" py={{ base: '8', md: '16' }} minH="70vh">
      <Container maxW="lg" px={{ base: '4', md: '6' }}>
        <AccountCard eyebrow={CONFIRM_EMAIL_TEXTS.eyebrow} title={title} lead={lead}>
          <Stack gap="4">
            {outcome.state === 'checking' && <Spinner size="lg" color="brand.700" aria-label={CONFIRM_EMAIL_TEXTS.checkingTitle} />}
            {outcome.state === 'refused' && (
              <Alert.Root status="warning" borderRadius="l2">
                <Alert.Indicator />
                <Alert.Description>
                  <Text>{outcome.message}</Text>
                </Alert.Description>
              </Alert.Root>
            )}
            {outcome.state !== 'checking' && (
              <Button asChild colorPalette="brand" size="lg">
                <SiteLink to="/dashboard">{CONFIRM_EMAIL_TEXTS.toDashboard}</SiteLink>
              </Button>
            )}
          </Stack>
        </AccountCard>
      </Container>
    </Box>
  );
}
