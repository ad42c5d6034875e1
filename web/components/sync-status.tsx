import { Alert, Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { RejectedChange } from '../../sync/status.ts';
import { discardChange, retryChange, useSyncStatus } from '../db.ts';
import { keepNewBookingDraft } from './new-booking-draft.ts';

/**
 * A change the hotel refused, with its reason and the ways forward that can work: a new booking
 * goes back to the form with its input to choose other dates; an edit the hotel overtook can be
 * sent again on top of the hotel's version (Retry); anything can be let go (Discard). A retry of
 * anything else would only be refused again, so it is not offered.
 */
function RefusedChange({ entry, onChooseOtherDates }: { entry: RejectedChange; onChooseOtherDates: () => void }) {
  const { stay } = entry;
  return (
    <Alert.Root status="error" borderRadius="l2" alignItems="start">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>Not saved: {entry.summary}</Alert.Title>
        <Alert.Description color="red.900">{entry.error ?? 'The hotel could not accept this change.'}</Alert.Description>
        <HStack gap="2" pt="1" wrap="wrap">
          {stay !== undefined && (
            <Button
              size="xs"
              colorPalette="red"
              onClick={() =>
                void (async () => {
                  await keepNewBookingDraft(stay);
                  await discardChange(entry.id);
                  onChooseOtherDates();
                })()
              }
            >
              Choose Other Dates
            </Button>
          )}
          {entry.retryable && (
            <Button size="xs" colorPalette="red" onClick={() => void retryChange(entry.id)}>
              Retry
            </Button>
          )}
          <Button size="xs" variant="outline" colorPalette="red" color="red.800" onClick={() => void discardChange(entry.id)}>
            Discard
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * The owner always sees where their changes are (DESIGN 4.8): all saved, how many wait, or the
 * changes the hotel refused, until the owner resolves them.
 */
export function SyncStatus({ onChooseOtherDates }: { onChooseOtherDates: () => void }) {
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
        <RefusedChange key={entry.id} entry={entry} onChooseOtherDates={onChooseOtherDates} />
      ))}
    </Stack>
  );
}
