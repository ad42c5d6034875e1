import { Badge, Box, Button, Container, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { type BookingStatus, isCancellable, isEditable, owesDeposit, type PaymentStatus, paymentLabel } from '../../../domain/booking-status.ts';
import { formatDay, hotelClock, longDay, parseInstant } from '../../../domain/dates.ts';
import { decimalToCents, formatRand } from '../../../domain/money.ts';
import { CHECK_IN_TIME, CHECK_OUT_TIME } from '../../../domain/stay.ts';
import {
  mayAskHotel,
  STAY_REQUEST_STATE_LABELS,
  STAY_REQUEST_TITLES,
  type StayRequestView,
  type StayStepView,
} from '../../../domain/stay-requests.ts';
import { HoldLine } from '../../components/hold-line.tsx';
import { useOnline } from '../../components/online.ts';
import { SiteLink } from '../../components/site-link.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { SyncStatus } from '../../components/sync-status.tsx';
import { type LocalBooking, type LocalCat, type LocalExtraService, useBooking, useCats, useExtraServices, useSyncStatus } from '../../db.ts';
import { CancelBookingDialog } from './reservations-tab.tsx';
import { stayDates } from './stay-form.tsx';
import { CancelRequestDialog, ChangeRequestDialog } from './stay-request-dialogs.tsx';
import { MedicationNotice, StayRecordsNotice } from './stay-records-notice.tsx';
import { hasDiary, StayDiary } from './stay-diary.tsx';
import { NewsNotifications } from './news-notifications.tsx';
import { LiveCalls } from './live-calls.tsx';
import { Section } from './stay-section.tsx';
import { SyncMark, useRecordSync } from './sync-mark.tsx';

// A stay's own page (issue 31): everything the owner needs about one booking, from the phone's copy
// (Dexie), so it opens offline too and says how old that copy is. What is shown is what the server
// stored: its price (domain/pricing.ts on the server, DESIGN D9), its deposit, its requests and its
// history; only a booking the server has not seen yet shows the phone's estimate, and says so.

/** "28 Nov 2026 at 14:05", by the hotel's clock. */
function momentWords(instant: string): string {
  const at = parseInstant(instant);
  if (at === undefined) return instant;
  const { date, time } = hotelClock(at);
  return `${formatDay(date)} at ${time}`;
}

const amount = (decimal: string) => {
  const cents = decimalToCents(decimal);
  return cents === undefined ? decimal : formatRand(cents);
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A label and its value; `money` keeps its figure whole and lets a long label wrap instead. */
function Row({ label, children, strong = false, money = false }: { label: string; children: ReactNode; strong?: boolean; money?: boolean }) {
  return (
    <Flex justify="space-between" gap="4" py="1.5" borderBottomWidth="1px" borderColor="bg.muted" fontWeight={strong ? 'semibold' : 'normal'}>
      <Text as="span" color={strong ? 'fg' : 'fg.muted'} whiteSpace={money ? 'normal' : 'nowrap'}>
        {label}
      </Text>
      <Text as="span" textAlign="end" minW="0" whiteSpace={money ? 'nowrap' : 'normal'}>
        {children}
      </Text>
    </Flex>
  );
}

/** How old the phone's copy is: the last time it was brought up to date with the hotel. */
function Freshness() {
  const status = useSyncStatus();
  const online = useOnline();
  if (status === undefined) return null;
  const last =
    status.lastSyncedAt === null
      ? 'not yet brought up to date with the hotel on this device'
      : `brought up to date with the hotel on ${momentWords(status.lastSyncedAt)}`;
  return (
    <Text fontSize="sm" color="brand.50">
      {online ? 'This stay was' : 'You are offline. This is the copy on this device,'} {last}.
    </Text>
  );
}

function StayDetails({ booking, cats, services }: { booking: LocalBooking; cats: readonly LocalCat[]; services: readonly LocalExtraService[] }) {
  const names = booking.catIds.map((id) => cats.find((cat) => cat.id === id)?.name ?? 'A cat no longer in your profile');
  const chosen = booking.extraServiceIds.map((id) => services.find((service) => service.id === id)?.name ?? `Extra service ${id}`);
  return (
    <Section title="Your Stay">
      <Stack gap="0">
        <Row label="Check-in">
          {longDay(booking.checkInDate)}, from {CHECK_IN_TIME}
        </Row>
        <Row label="Check-out">
          {longDay(booking.checkOutDate)}, by {CHECK_OUT_TIME}
        </Row>
        <Row label="Nights">
          {booking.nights}
          {booking.stayTypeName !== '' && ` · ${booking.stayTypeName}`}
        </Row>
        <Row label={names.length === 1 ? 'Cat' : 'Cats'}>{names.length > 0 ? names.join(', ') : plural(booking.numberOfCats, 'cat', 'cats')}</Row>
        <Row label="Extra services">{chosen.length > 0 ? chosen.join(', ') : 'None'}</Row>
      </Stack>
      {booking.specialRequests !== null && booking.specialRequests !== '' && (
        <Box bg="bg.subtle" borderRadius="l2" px="4" py="3">
          <Text fontSize="sm" fontWeight="semibold">
            Special requests
          </Text>
          <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line">
            {booking.specialRequests}
          </Text>
        </Box>
      )}
    </Section>
  );
}

/** What the deposit and the balance come to, as far as the stay has gone. */
function moneyLines(booking: LocalBooking): { deposit: string; owed: string } {
  const paid = !owesDeposit(booking.paymentStatus as PaymentStatus);
  const deposit = amount(booking.depositAmount);
  const balance = amount(booking.balanceAmount);
  if (booking.status === 'cancelled' || booking.status === 'no_show') {
    return {
      deposit: paid ? `${deposit} paid, kept under our terms (non-refundable)` : 'Not paid',
      owed: 'Nothing: this stay will not take place',
    };
  }
  if (booking.paymentStatus === 'paid') return { deposit: `${deposit} paid`, owed: 'Nothing: paid in full' };
  if (booking.status === 'completed') return { deposit: paid ? `${deposit} paid` : 'Not paid', owed: 'Nothing' };
  return {
    deposit: paid ? `${deposit} paid` : `${deposit} still to pay, to confirm the stay`,
    owed: `${balance} at check-in on ${longDay(booking.checkInDate)}, ${CHECK_IN_TIME}, by cash or card`,
  };
}

function Bill({ booking }: { booking: LocalBooking }) {
  const { deposit, owed } = moneyLines(booking);
  const base = `${booking.nights} ${booking.nights === 1 ? 'night' : 'nights'} × ${amount(booking.rate)} × ${plural(booking.numberOfCats, 'cat', 'cats')}`;
  // A change still on this phone is priced by the phone's estimate until the hotel's answer comes.
  const estimate = useRecordSync('booking', booking.id) !== 'saved';
  return (
    <Section title="Your Bill">
      <Stack gap="0">
        <Row label={`Stay: ${base}`} money>
          {amount(booking.baseAmount)}
        </Row>
        <Row label="Extra services" money>
          {amount(booking.servicesAmount)}
        </Row>
        <Row label="Total" strong money>
          {amount(booking.totalAmount)}
        </Row>
        <Row label="Deposit">{deposit}</Row>
        <Row label="Still owed" strong>
          {owed}
        </Row>
      </Stack>
      {estimate && (
        <Text fontSize="sm" color="fg.muted">
          An estimate until your change reaches the hotel; the hotel’s price replaces it.
        </Text>
      )}
      <Text fontSize="sm" color="fg.muted">
        The deposit is non-refundable and is deducted from the total. Extra services are paid in full at the time of service.
      </Text>
    </Section>
  );
}

/** The unpaid hold and the way to pay, or the stay's confirmation (decision 0024: a paid stay keeps its places). */
function Standing({ booking }: { booking: LocalBooking }) {
  const owed = owesDeposit(booking.paymentStatus as PaymentStatus);
  if (booking.status === 'pending' && owed) {
    return (
      <Stack gap="2" align="start">
        <HoldLine booking={booking} />
        <Button asChild size="sm" colorPalette="brass">
          <SiteLink to={`/payment/${booking.id}`}>{paymentLabel(booking.paymentStatus)}</SiteLink>
        </Button>
      </Stack>
    );
  }
  if (booking.status === 'confirmed') {
    return (
      <Text fontWeight="semibold" color="green.800">
        Confirmed: your deposit is paid and your cat’s places are kept.
      </Text>
    );
  }
  if (booking.cancelledBy === 'hotel' && booking.cancelReason !== null) {
    return (
      <Box bg="red.50" borderRadius="l2" px="4" py="3">
        <Text fontSize="sm" fontWeight="semibold" color="red.800">
          The hotel cancelled this stay
        </Text>
        <Text fontSize="sm" color="red.800" whiteSpace="pre-line">
          {booking.cancelReason}
        </Text>
      </Box>
    );
  }
  return null;
}

const REQUEST_BADGE: Record<StayRequestView['state'], { palette: string; color: string }> = {
  open: { palette: 'yellow', color: 'yellow.900' },
  accepted: { palette: 'green', color: 'green.800' },
  declined: { palette: 'red', color: 'red.800' },
};

function RequestCard({ request, cats }: { request: StayRequestView; cats: readonly LocalCat[] }) {
  const badge = REQUEST_BADGE[request.state];
  const wanted = request.wanted;
  return (
    <Box as="li" borderWidth="1px" borderColor="bg.muted" borderRadius="l2" px="4" py="3">
      <Stack gap="2">
        <Flex justify="space-between" gap="2" wrap="wrap" align="center">
          <Text fontWeight="semibold">{STAY_REQUEST_TITLES[request.kind]}</Text>
          <Badge colorPalette={badge.palette} color={badge.color} variant="subtle" size="md">
            {STAY_REQUEST_STATE_LABELS[request.state]}
          </Badge>
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          Sent {momentWords(request.createdAt)}
        </Text>
        {wanted !== null && (
          <Text fontSize="sm">
            You asked for {stayDates(wanted)},{' '}
            {wanted.catIds.map((id) => cats.find((cat) => cat.id === id)?.name ?? 'a cat no longer in your profile').join(', ')}:{' '}
            {amount(wanted.totalAmount)} in all.
          </Text>
        )}
        {request.note !== null && (
          <Text fontSize="sm" whiteSpace="pre-line">
            Your note: {request.note}
          </Text>
        )}
        {request.answeredAt !== null && (
          <Box bg={request.state === 'declined' ? 'red.50' : 'green.50'} borderRadius="l2" px="3" py="2">
            <Text fontSize="sm" fontWeight="semibold">
              The hotel {request.state} this on {momentWords(request.answeredAt)}
            </Text>
            {request.answerReason !== null && (
              <Text fontSize="sm" whiteSpace="pre-line">
                {request.answerReason}
              </Text>
            )}
          </Box>
        )}
      </Stack>
    </Box>
  );
}

function Requests({ booking, cats }: { booking: LocalBooking; cats: readonly LocalCat[] }) {
  const [asking, setAsking] = useState<'change' | 'cancel' | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const online = useOnline();
  const requests = booking.requests ?? [];
  const open = requests.some((request) => request.state === 'open');
  const askable = mayAskHotel(booking.status);
  const pending = isEditable(booking.status as BookingStatus);
  return (
    <Section title="Changes and Cancellation">
      {pending && (
        <Stack gap="3" align="start">
          <Text color="fg.muted">This stay is not confirmed yet, so you can change it in My Reservations or cancel it here.</Text>
          {isCancellable(booking.status as BookingStatus) && (
            <Button size="sm" variant="outline" colorPalette="red" color="red.700" onClick={() => setCancelling(true)}>
              Cancel Reservation
            </Button>
          )}
        </Stack>
      )}
      {askable && (
        <Stack gap="3" align="start">
          <Text color="fg.muted">
            {open
              ? 'The hotel is looking at your request. You can send another once it has answered.'
              : 'Your stay is confirmed, so the hotel makes any change. Ask for other dates, cats or services, or to cancel.'}
          </Text>
          {!open && (
            <HStack gap="2" wrap="wrap">
              <Button size="sm" colorPalette="brand" variant="outline" onClick={() => setAsking('change')} disabled={!online}>
                Ask for a Change
              </Button>
              <Button size="sm" colorPalette="red" variant="outline" color="red.700" onClick={() => setAsking('cancel')} disabled={!online}>
                Ask to Cancel
              </Button>
            </HStack>
          )}
          {!open && !online && (
            <Text fontSize="sm" color="fg.muted">
              Sending a request needs a connection; you can send one when you are back online.
            </Text>
          )}
        </Stack>
      )}
      {!pending && !askable && requests.length === 0 && <Text color="fg.muted">There is nothing left to change on this stay.</Text>}
      {requests.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="3" aria-label="Your requests">
          {requests.map((request) => (
            <RequestCard key={request.id} request={request} cats={cats} />
          ))}
        </Stack>
      )}
      {asking === 'change' && <ChangeRequestDialog booking={booking} open onClose={() => setAsking(null)} />}
      {asking === 'cancel' && <CancelRequestDialog booking={booking} open onClose={() => setAsking(null)} />}
      <CancelBookingDialog booking={cancelling ? booking : null} onClose={() => setCancelling(false)} />
    </Section>
  );
}

const STEP_BY: Record<StayStepView['by'], string> = { owner: 'you', hotel: 'the hotel', 'payment service': 'the payment service' };

function History({ booking }: { booking: LocalBooking }) {
  if (booking.history === undefined) {
    return (
      <Section title="History">
        <Text color="fg.muted">The history shows once this booking has reached the hotel.</Text>
      </Section>
    );
  }
  return (
    <Section title="History">
      <Stack as="ol" listStyleType="none" gap="3">
        {booking.history.map((step, index) => (
          <Box as="li" key={`${step.at}-${index}`} borderStartWidth="3px" borderColor="brand.200" ps="3">
            <Text fontWeight="semibold">{step.action}</Text>
            <Text fontSize="sm" color="fg.muted">
              {momentWords(step.at)}, by {STEP_BY[step.by]}
            </Text>
            {step.reason !== null && (
              <Text fontSize="sm" whiteSpace="pre-line">
                {step.reason}
              </Text>
            )}
          </Box>
        ))}
      </Stack>
    </Section>
  );
}

function BackToReservations() {
  return (
    <Link asChild color="brass.200" fontWeight="semibold" alignSelf="start">
      <RouterLink to="/dashboard">← My Reservations</RouterLink>
    </Link>
  );
}

export function StayScreen({ bookingId }: { bookingId: string }) {
  const booking = useBooking(bookingId);
  const cats = useCats() ?? [];
  const services = useExtraServices() ?? [];
  const navigate = useNavigate();
  return (
    <>
      <Box bg="brand.800" color="white" pt={{ base: '6', md: '10' }} pb={{ base: '6', md: '8' }}>
        <Container maxW="5xl">
          <Stack gap="3">
            <BackToReservations />
            <Text textTransform="uppercase" letterSpacing="widest" fontSize="xs" color="brass.200" fontWeight="semibold">
              My Stay
            </Text>
            <Heading as="h1" fontSize={{ base: '2xl', md: '4xl' }} fontWeight="normal" lineHeight="1.15">
              {booking ? stayDates(booking) : 'Your stay'}
            </Heading>
            {booking && (
              <HStack gap="2">
                <StatusBadge status={booking.status} cancelledBy={booking.cancelledBy} />
                <SyncMark kind="booking" id={booking.id} />
              </HStack>
            )}
            <Freshness />
            <SyncStatus onChooseOtherDates={() => void navigate({ to: '/dashboard', search: { tab: 'new-booking' } })} />
          </Stack>
        </Container>
      </Box>
      <Container maxW="5xl" py={{ base: '6', md: '10' }}>
        {booking === null && (
          <Stack gap="3" align="start">
            <Text>This stay is not among your bookings on this device.</Text>
            <Button asChild colorPalette="brand">
              <RouterLink to="/dashboard">My Reservations</RouterLink>
            </Button>
          </Stack>
        )}
        {booking && (
          // Two columns from 1024 px; on a phone they dissolve into one (display: contents) in the
          // order an owner reads a stay: where it stands and what it still needs, the stay, the
          // bill, requests, history.
          <Flex direction={{ base: 'column', lg: 'row' }} gap="6" align={{ base: 'stretch', lg: 'start' }}>
            <Stack display={{ base: 'contents', lg: 'flex' }} flex="3" minW="0" gap="6">
              <Stack order={1} gap="4">
                <Standing booking={booking} />
                <StayRecordsNotice stay={booking} layout="page" onOpenMyCats={() => void navigate({ to: '/dashboard', search: { tab: 'cats' } })} />
                <MedicationNotice stay={booking} />
                {/* News of the cat (a photo, a note) comes while the stay is ahead or under way. */}
                {(booking.status === 'confirmed' || booking.status === 'checked_in') && <NewsNotifications />}
              </Stack>
              {hasDiary(booking) && (
                <Box order={2}>
                  <StayDiary booking={booking} cats={cats} />
                </Box>
              )}
              <Box order={2}>
                <StayDetails booking={booking} cats={cats} services={services} />
              </Box>
              <LiveCalls booking={booking} cats={cats} />
              <Box order={4}>
                <Requests booking={booking} cats={cats} />
              </Box>
              <Box order={5}>
                <History booking={booking} />
              </Box>
            </Stack>
            <Stack display={{ base: 'contents', lg: 'flex' }} flex="2" minW="0" gap="6">
              <Box order={3}>
                <Bill booking={booking} />
              </Box>
            </Stack>
          </Flex>
        )}
      </Container>
    </>
  );
}
