import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import type { PasswordResetSentView } from '../../../../domain/contracts/desk-owners.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DESK_NEEDS_CONNECTION, staffChange } from '../staff-api.ts';

/** POST /api/staff/owners/:id/password-reset: the answer says where the link went, never the link. */
export function sendOwnerResetLink(ownerId: string): Promise<PasswordResetSentView> {
  return staffChange<PasswordResetSentView>('POST', `/api/staff/owners/${encodeURIComponent(ownerId)}/password-reset`);
}

/**
 * For an owner who calls because they cannot sign in (issue 16): the hotel e-mails them the reset
 * link the sign-in page would. Asked first, since it lands in the owner's inbox; the desk never
 * sees the link or a password.
 */
export function OwnerPasswordReset({ ownerId, email }: { ownerId: string; email: string }) {
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ sentTo: string } | { problem: string } | null>(null);
  // State updates wait for a render; a second tap in the same moment must still find the door shut.
  const inFlight = useRef(false);

  async function send() {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    try {
      setOutcome(await sendOwnerResetLink(ownerId));
    } catch (error) {
      setOutcome({ problem: error instanceof Error ? error.message : DESK_NEEDS_CONNECTION });
    } finally {
      inFlight.current = false;
      setSending(false);
      setAsking(false);
    }
  }

  return (
    <Stack gap="3" align="start">
      <Button
        variant="outline"
        colorPalette="brand"
        onClick={() => {
          setOutcome(null);
          if (!navigator.onLine) setOutcome({ problem: DESK_NEEDS_CONNECTION });
          else setAsking(true);
        }}
      >
        Send password reset link
      </Button>
      {outcome !== null && (
        <Alert.Root status={'sentTo' in outcome ? 'success' : 'error'} borderRadius="l2" role={'sentTo' in outcome ? 'status' : 'alert'}>
          <Alert.Indicator />
          <Alert.Content>
            {'sentTo' in outcome ? (
              <>
                <Alert.Title>Reset link sent to {outcome.sentTo}</Alert.Title>
                <Alert.Description>It works once, for 30 minutes. The owner chooses the new password themselves.</Alert.Description>
              </>
            ) : (
              <Alert.Description>{outcome.problem}</Alert.Description>
            )}
          </Alert.Content>
        </Alert.Root>
      )}
      <ConfirmDialog
        open={asking}
        title="Send a password reset link?"
        confirmLabel="Send Link"
        busy={sending}
        onConfirm={() => void send()}
        onCancel={() => setAsking(false)}
      >
        <Text>
          We e-mail a link to {email}. With it the owner chooses a new password, which signs them out everywhere else. Send it only when the owner
          asked for it.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
