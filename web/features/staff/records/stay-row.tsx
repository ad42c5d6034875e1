import { Flex, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { DeskStay } from '../../../../domain/contracts/desk-stays.ts';
import { takesPlaces } from '../../../../domain/booking-status.ts';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { RecordRow } from './record-row.tsx';
import { catsLine, isNothing, nightsWord, ownerName, rand, stayDays } from '../desk-words.ts';

/**
 * One stay in a list, compact enough for a phone to show several at once, opening the booking's
 * page. `withOwner` is off on an owner's own record, where the name would repeat.
 */
export function StayRow({ stay, withOwner = true }: { stay: DeskStay; withOwner?: boolean }) {
  // Only a stay that still holds places can owe anything: a cancelled one is not chased for its total.
  const owes = takesPlaces(stay.status) && !isNothing(stay.owedAmount);
  return (
    <RecordRow>
      <Flex justify="space-between" gap="3" align="start">
        <Stack gap="0.5" minW="0">
          <LinkOverlay asChild fontWeight="semibold" color="brand.800" fontSize={{ base: 'md', md: 'lg' }}>
            <Link to="/staff/bookings/$bookingId" params={{ bookingId: stay.id }}>
              {stayDays(stay)}
            </Link>
          </LinkOverlay>
          <Text fontSize="sm" color="fg.muted">
            {nightsWord(stay.nights)}
            {withOwner && ` · ${ownerName(stay.owner)}`}
          </Text>
          <Text fontSize="sm" color="fg.muted" truncate>
            {catsLine(stay)}
          </Text>
        </Stack>
        <Stack align="end" gap="1" flexShrink={0}>
          <StatusBadge status={stay.status} cancelledBy={stay.cancelledBy} />
          {owes && (
            <Text fontSize="sm" fontWeight="semibold" color="fg">
              {rand(stay.owedAmount)} owed
            </Text>
          )}
        </Stack>
      </Flex>
    </RecordRow>
  );
}
