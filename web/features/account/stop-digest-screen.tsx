import { Alert, Box, Button, Container, Stack, Text } from '@chakra-ui/react';
import { Link, useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import { DIGEST_STOPPED, digestStopSchema, LINK_NOT_VALID } from '../../../domain/schemas/diary-digest.ts';
import { callHotelFor, failureWords, RequestFailed } from '../../../sync/api-client.ts';
import { AccountCard } from '../../components/account-card.tsx';
import { noteDiaryDigestOff } from '../../db.ts';

// /unsubscribe/digest?u=…&s=…: the page the link at the foot of each daily news e-mail opens
// (issue 34). Opening it changes nothing, as mail scanners and link previews open every link in an
// e-mail; the owner's press of the one button does. The link is checked on the server alone: its
// signature is the hotel's to make and to read.

export const STOP_DIGEST_TEXTS = {
  eyebrow: 'Your e-mails',
  title: 'The daily news e-mails',
  lead: 'While your cat stays with us, we e-mail you each evening with the day’s news. You can stop these e-mails here.',
  stop: 'Stop the daily news e-mails',
  stoppedTitle: 'The daily news e-mails are off',
  refusedTitle: 'This link does not work',
  refusedLead: 'Nothing was changed.',
  needsConnection: 'Stopping the e-mails needs an internet connection. Connect, then press the button again.',
  failed: 'The e-mails could not be stopped just now. Please try again in a moment.',
  toProfile: 'Go to my profile',
} as const;

type Outcome = { state: 'asking'; message?: string } | { state: 'sending' } | { state: 'stopped' } | { state: 'refused'; message: string };

/** The link's two parts, as the server wants them; null when the address does not carry a link's. */
function linkIn(query: string): v.InferOutput<typeof digestStopSchema> | null {
  const parts = new URLSearchParams(query);
  const link = v.safeParse(digestStopSchema, { u: parts.get('u'), s: parts.get('s') });
  return link.success ? link.output : null;
}

export function StopDigestScreen() {
  // Read as the address carries it: the router's own reading of a query takes a value for JSON.
  const link = linkIn(useLocation({ select: (location) => location.searchStr }));
  const [outcome, setOutcome] = useState<Outcome>({ state: 'asking' });

  async function stop(body: NonNullable<typeof link>) {
    setOutcome({ state: 'sending' });
    try {
      await callHotelFor('POST', '/api/unsubscribe/digest', { body, offline: STOP_DIGEST_TEXTS.needsConnection, fallback: STOP_DIGEST_TEXTS.failed });
    } catch (error) {
      const message = failureWords(error, STOP_DIGEST_TEXTS.failed);
      // The server's refusal of the link (400) is final; no answer, or its fault, may be tried again.
      const refused = error instanceof RequestFailed && error.status === 400;
      setOutcome(refused ? { state: 'refused', message } : { state: 'asking', message });
      return;
    }
    await noteDiaryDigestOff(body.u);
    setOutcome({ state: 'stopped' });
  }

  const refused = link === null || outcome.state === 'refused';
  const problem = link === null ? LINK_NOT_VALID : outcome.state === 'refused' || outcome.state === 'asking' ? outcome.message : undefined;
  const title = refused ? STOP_DIGEST_TEXTS.refusedTitle : outcome.state === 'stopped' ? STOP_DIGEST_TEXTS.stoppedTitle : STOP_DIGEST_TEXTS.title;
  const lead = refused ? STOP_DIGEST_TEXTS.refusedLead : outcome.state === 'stopped' ? DIGEST_STOPPED : STOP_DIGEST_TEXTS.lead;
  return (
    <Box bg="bg.subtle" py={{ base: '8', md: '16' }} minH="70vh">
      <Container maxW="lg" px={{ base: '4', md: '6' }}>
        <AccountCard eyebrow={STOP_DIGEST_TEXTS.eyebrow} title={title} lead={lead}>
          <Stack gap="4">
            {problem !== undefined && (
              <Alert.Root status="warning" borderRadius="l2">
                <Alert.Indicator />
                <Alert.Description>
                  <Text>{problem}</Text>
                </Alert.Description>
              </Alert.Root>
            )}
            {link !== null && (outcome.state === 'asking' || outcome.state === 'sending') && (
              <Button colorPalette="brand" size="lg" loading={outcome.state === 'sending'} onClick={() => void stop(link)}>
                {STOP_DIGEST_TEXTS.stop}
              </Button>
            )}
            {outcome.state === 'stopped' && (
              <Button asChild variant="outline" colorPalette="brand" size="lg">
                <Link to="/dashboard" search={{ tab: 'profile' }}>
                  {STOP_DIGEST_TEXTS.toProfile}
                </Link>
              </Button>
            )}
          </Stack>
        </AccountCard>
      </Container>
    </Box>
  );
}
