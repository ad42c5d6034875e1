import { Alert, Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { discardChange, retryChange, useSyncStatus } from '../db.ts';

/**
 * The owner always sees where their changes are (DESIGN 4.8): all saved, how many wait, or a
 * change the hotel refused, with its reason and the choice to try again or let it go.
 */
export function SyncStatus() {
  const status = useSyncStatus();
  if (status === undefined) return null;
  const allSaved = status.waiting === 0 && status.rejected.length === 0 && status.paused === null;
  return (
    <Stack gap="3" aria-live="polite">
      <HStack gap="2" role="status" fontSize="sm" color={allSaved ? 'brand.50' : 'brass.100'}>
        <Box as="span" aria-hidden="true" boxSize="2.5" borderRadius="full" bg={allSaved ? 'green.300' : 'brass.300'} />
        <Text>{status.line}</Text>
      </HStack>
      {status.paused === 'signed-out' && (
        <Alert.Root status="warning" borderRadius="l2">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Your session has ended</Alert.Title>
            <Alert.Description>
              Your changes are safe on this device.{' '}
              <Link href="/api/login" fontWeight="semibold" color="inherit" textDecoration="underline">
                Sign in again
              </Link>{' '}
              to send them.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {status.rejected.map((entry) => (
        <Alert.Root key={entry.id} status="error" borderRadius="l2" alignItems="start">
          <Alert.Indicator />
          <Alert.Content gap="2">
            <Alert.Title>Not saved: {entry.summary}</Alert.Title>
            <Alert.Description color="red.900">{entry.error ?? 'The hotel could not accept this change.'}</Alert.Description>
            <HStack gap="2" pt="1">
              <Button size="xs" colorPalette="red" onClick={() => void retryChange(entry.id)}>
                Retry
              </Button>
              <Button size="xs" variant="outline" colorPalette="red" color="red.800" onClick={() => void discardChange(entry.id)}>
                Discard
              </Button>
            </HStack>
          </Alert.Content>
        </Alert.Root>
      ))}
    </Stack>
  );
}
