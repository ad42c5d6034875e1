import { Alert } from '@chakra-ui/react';
import { CONFIRMATION_TEXTS, confirmToPay, SendLinkAgain } from '../../components/email-confirmation.tsx';
import { useProfile } from '../../db.ts';

/**
 * While the owner's address is unconfirmed (issue 16): everything works, offline too, but the
 * deposit waits for it, so the dashboard says so first and offers the link again.
 */
export function ConfirmEmailBanner() {
  const owner = useProfile();
  // A copy kept before the server said anything about confirming (undefined) shows nothing until the next sync.
  if (owner === undefined || owner === null || owner.emailConfirmed !== false) return null;
  return (
    <Alert.Root status="info" borderRadius="l3" mb="6" alignItems="start">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>{CONFIRMATION_TEXTS.title}</Alert.Title>
        <Alert.Description>{confirmToPay(owner.email)}</Alert.Description>
        <SendLinkAgain label={CONFIRMATION_TEXTS.sendAgain} />
      </Alert.Content>
    </Alert.Root>
  );
}
