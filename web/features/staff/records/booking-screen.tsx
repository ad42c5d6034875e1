import { Flex, HStack, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useCanGoBack, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { BookingDetailView } from '../../../../domain/contracts/desk-stays.ts';
import { DeskScreen } from '../../../components/desk-screen.tsx';
import { ChangeStayForm } from '../booking/change-stay-form.tsx';
import { StayCard } from '../stay-card.tsx';
import { momentAtHotel, ownerName, stayDays } from '../desk-words.ts';
import { PaymentsList } from './payments-list.tsx';
import { PriceBreakdown } from './price-breakdown.tsx';
import { StayCareLog } from './stay-care-log.tsx';
import { StayHistory } from './stay-history.tsx';
import { StayRequestsSection } from './stay-requests-section.tsx';

/** Back to where the desk came from (a search keeps its filters); to all bookings on a shared link. */
function BackLink() {
  const canGoBack = useCanGoBack();
  const router = useRouter();
  return (
    <Link asChild color="brand.700" fontWeight="semibold" alignSelf="start" minH="10">
      <RouterLink
        to="/staff/bookings"
        onClick={(event) => {
          if (!canGoBack) return;
          event.preventDefault();
          router.history.back();
        }}
      >
        ← {canGoBack ? 'Back' : 'All bookings'}
      </RouterLink>
    </Link>
  );
}

/**
 * A booking's page: the stay as the desk works with it (part A's card: cats and their care, the
 * owner, the actions), its price, its payments and its history. After an action the page shows the
 * server's answer at once; the route reads the booking again too, so lists opened later are fresh.
 */
export function BookingScreen({ loaded, onChanged }: { loaded: BookingDetailView; onChanged: () => void }) {
  const [answer, setAnswer] = useState<BookingDetailView | null>(null);
  // Whichever copy is newer: an action's answer until the route's own read has caught up with it.
  const booking = answer !== null && answer.id === loaded.id && answer.version > loaded.version ? answer : loaded;

  function changed(detail: BookingDetailView) {
    setAnswer(detail);
    onChanged();
  }

  return (
    <DeskScreen
      title={stayDays(booking)}
      lead={
        <>
          Booked {momentAtHotel(booking.createdAt)} by{' '}
          <Link asChild color="brand.700" fontWeight="semibold">
            <RouterLink to="/staff/owners/$ownerId" params={{ ownerId: booking.owner.id }}>
              {ownerName(booking.owner)}
            </RouterLink>
          </Link>
        </>
      }
    >
      <HStack>
        <BackLink />
      </HStack>
      {/* Two columns from 1024 px; on a phone the columns dissolve into one (display: contents) in
          the order the desk reads a stay: the stay, its price, its payments, its history. */}
      <Flex direction={{ base: 'column', lg: 'row' }} gap="6" align={{ base: 'stretch', lg: 'start' }}>
        <Stack display={{ base: 'contents', lg: 'flex' }} flex="3" minW="0" gap="6">
          <Stack order={1}>
            <StayCard stay={booking} onChanged={changed} level={2} linkToBooking={false} />
            <ChangeStayForm key={booking.version} booking={booking} onChanged={changed} />
            <StayRequestsSection key={`${booking.id}-${booking.version}`} bookingId={booking.id} cats={booking.cats} onAnswered={onChanged} />
          </Stack>
          <Stack order={4}>
            <StayCareLog booking={booking} />
            <StayHistory history={booking.history} />
          </Stack>
        </Stack>
        <Stack display={{ base: 'contents', lg: 'flex' }} flex="2" minW="0" gap="6">
          <Stack order={2}>
            <PriceBreakdown booking={booking} />
          </Stack>
          <Stack order={3}>
            <PaymentsList payments={booking.payments} />
          </Stack>
        </Stack>
      </Flex>
    </DeskScreen>
  );
}
