import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { callHotelFor, failureWords } from '../../sync/api-client.ts';
import { useOnline } from './online.ts';

// The link that proves an owner's e-mail address (issue 16; api/accounts/email-confirmation.ts):
// asking for it again, from the dashboard's banner and wherever the deposit is refused until then.

export const CONFIRMATION_TEXTS = {
  title: 'Confirm your e-mail address',
  sendAgain: 'Send a new link',
  sendLinkAgain: 'Send the link again',
  sending: 'Sending…',
  sent: 'Sent: check your inbox',
  needsConnection: 'Sending the link needs an internet connection. Connect and try again.',
  failed: 'The link could not be sent. Please try again in a moment.',
} as const;

/**
 * The banner's words. They hold for an account made before addresses were confirmed too (issue 16),
 * which was never sent a link: it finds none, and sends one.
 */
export const confirmToPay = (email: string) =>
  `Paying the deposit online needs a confirmed address. Open the confirmation link we e-mail to ${email}; if you cannot find it, send a new one.`;

async function askForLinkAgain(): Promise<void> {
  await callHotelFor('POST', '/api/email/confirmation', { unreachable: CONFIRMATION_TEXTS.needsConnection, fallback: CONFIRMATION_TEXTS.failed });
}

type Sending = { step: 'idle' } | { step: 'sending' } | { step: 'sent' } | { step: 'failed'; message: string };

/** The button that asks the hotel for a new link, and what became of the request; offline it says why it waits. */
export function SendLinkAgain({ label }: { label: string }) {
  const online = useOnline();
  const [sending, setSending] = useState<Sending>({ step: 'idle' });
  // Two clicks in one frame both see the old state: one request only.
  const busy = useRef(false);

  async function send() {
    if (busy.current) return;
    busy.current = true;
    setSending({ step: 'sending' });
    try {
      await askForLinkAgain();
      setSending({ step: 'sent' });
    } catch (error) {
      setSending({ step: 'failed', message: failureWords(error, CONFIRMATION_TEXTS.failed) });
    } finally {
      busy.current = false;
    }
  }

  if (sending.step === 'sent') {
    return (
      <Text color="fg" fontWeight="semibold" role="status">
        {CONFIRMATION_TEXTS.sent}
      </Text>
    );
  }
  return (
    <Stack gap="2" align="start">
      <Button
        colorPalette="brand"
        variant="outline"
        size="sm"
        bg="white"
        disabled={!online}
        loading={sending.step === 'sending'}
        loadingText={CONFIRMATION_TEXTS.sending}
        onClick={() => void send()}
      >
        {label}
      </Button>
      {!online && <Text fontSize="sm">{CONFIRMATION_TEXTS.needsConnection}</Text>}
      {online && sending.step === 'failed' && (
        <Text fontSize="sm" role="alert">
          {sending.message}
        </Text>
      )}
    </Stack>
  );
}

/** Where a deposit was refused because the address is not confirmed yet: the server's words, and the way on. */
export function ConfirmEmailFirst({ message }: { message: string }) {
  return (
    <Alert.Root status="warning" borderRadius="l2" alignItems="start">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>{CONFIRMATION_TEXTS.title}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
        <SendLinkAgain label={CONFIRMATION_TEXTS.sendLinkAgain} />
      </Alert.Content>
    </Alert.Root>
  );
}
