import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { statusLine } from '../../../sync/status.ts';
import { ownerName } from './desk-words.ts';
import { discardTap, retryTap, useDeskOutbox, useDeskSyncStatus } from './desk-outbox.ts';
import type { StaffMember } from './desk-snapshots.ts';

/**
 * What this phone's outbox holds (issue 33), under the desk's tabs: how many taps wait for the
 * signal, each one the server refused with its reason and the way forward, and another member's
 * taps that wait for them to sign in again here. Nothing shows while everything has arrived.
 */
export function DeskOutboxStatus({ member }: { member: StaffMember }) {
  const heldFor = useDeskOutbox(member);
  const status = useDeskSyncStatus();
  if (heldFor) {
    return (
      <Alert.Root status="warning" borderRadius="l3" alignItems="start">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{ownerName(heldFor)}’s round has not reached the server</Alert.Title>
          <Alert.Description>
            It was logged on this phone and is kept for them: it is sent when {ownerName(heldFor)} signs in here again. What you log now is not kept
            on this phone until then.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (status === undefined || (status.waiting === 0 && status.rejected.length === 0)) return null;
  return (
    <Alert.Root status={status.rejected.length > 0 ? 'error' : 'info'} borderRadius="l3" alignItems="start" role="status">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{statusLine(status)}</Alert.Title>
        {status.waiting > 0 && (
          <Alert.Description>
            {status.sending ? 'Sending to the hotel’s server…' : 'Kept on this phone; sent as soon as there is a signal.'}
          </Alert.Description>
        )}
        {status.rejected.length > 0 && (
          <Stack as="ul" gap="2">
            {status.rejected.map((change) => (
              <Stack as="li" key={change.id} gap="1">
                <Text>
                  Not saved: {change.summary}. {change.error}
                </Text>
                <HStack gap="2">
                  <Button size="xs" variant="outline" colorPalette="brand" onClick={() => void retryTap(change.id)}>
                    Send again
                  </Button>
                  <Button size="xs" variant="ghost" colorPalette="red" onClick={() => void discardTap(change.id)}>
                    Drop it
                  </Button>
                </HStack>
              </Stack>
            ))}
          </Stack>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
