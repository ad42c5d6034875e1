import { Badge, Box, Button, Card, Flex, Heading, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { type BookingStatus, isCancellable, isEditable, owesDeposit, type PaymentStatus, paymentLabel } from '../../../domain/booking-status.ts';
import { CANCELLATION_RULES } from '../../../domain/cancellation-policy.ts';
import { cancellationRuleFor } from '../../../domain/cancellation.ts';
import { formatDay, toCalendarDate, todayAtHotel } from '../../../domain/dates.ts';
import { inStayOrder } from '../../../domain/stay-order.ts';
import { decimalToCents, formatRand } from '../../../domain/money.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { HoldLine } from '../../components/hold-line.tsx';
import { ModalBody, ModalClose, ModalContent, ModalTitle } from '../../components/modal.tsx';
import { SiteLink } from '../../components/site-link.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { notify, notifyChange } from '../../components/toaster.tsx';
import { cancelBooking, type LocalBooking, type LocalCat, updateBooking, useBookings, useCats, useExtraServices, whyNotSaved } from '../../db.ts';
import { EmptyState } from './empty-state.tsx';
import { stayDates, StayForm } from './stay-form.tsx';
import { TabHeading } from './tab-heading.tsx';
import { FormDialog } from '../../components/form-dialog.tsx';
import { StayRecordsNotice } from './stay-records-notice.tsx';
import { useRecordSync, SyncMark } from './sync-mark.tsx';

/**
 * Spec point 4: a deposit still owed is a link to pay it; otherwise the payment state as a marker.
 * Only a pending booking is paid for online; a cancelled, missed or ended stay that paid nothing
 * says so plainly and invites no payment (the spec's "Pending Payment" would).
 */
function PaymentAction({ booking }: { booking: LocalBooking }) {
  const sync = useRecordSync('booking', booking.id);
  const label = paymentLabel(booking.paymentStatus);
  const owed = owesDeposit(booking.paymentStatus as PaymentStatus);
  if (booking.status !== 'pending' || !owed) {
    if (owed) {
      return (
        <Text fontSize="sm" color="fg.muted">
          No payment taken
        </Text>
      );
    }
    return (
      <Badge colorPalette="green" color="green.800" variant="outline" size="md">
        {label}
      </Badge>
    );
  }
  // The hotel must know the booking before a deposit can be paid for it.
  if (sync !== 'saved') {
    return (
      <Text fontSize="sm" color="fg.muted">
        {label} once this booking has synced
      </Text>
    );
  }
  return (
    <Button asChild size="sm" colorPalette="brass">
      <SiteLink to={`/payment/${booking.id}`}>{label}</SiteLink>
    </Button>
  );
}

function BookingCard({
  booking,
  cats,
  onEdit,
  onCancel,
  onOpenMyCats,
}: {
  booking: LocalBooking;
  cats: readonly LocalCat[];
  onEdit: () => void;
  onCancel: () => void;
  onOpenMyCats: () => void;
}) {
  const names = booking.catIds.map((id) => cats.find((cat) => cat.id === id)?.name).filter((name) => name !== undefined);
  const catsLine = names.length > 0 ? names.join(', ') : `${booking.numberOfCats} ${booking.numberOfCats === 1 ? 'cat' : 'cats'}`;
  const created = toCalendarDate(booking.createdAt);
  const total = decimalToCents(booking.totalAmount);
  return (
    <Card.Root as="li" bg="white" borderColor="bg.muted" borderRadius="l3">
      <Card.Body gap="4">
        <Flex justify="space-between" gap="3" wrap="wrap" align="start">
          <Stack gap="1">
            <Heading as="h3" fontSize={{ base: 'lg', md: 'xl' }} fontFamily="heading" fontWeight="normal" color="brand.800">
              {stayDates(booking)}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {booking.nights} {booking.nights === 1 ? 'night' : 'nights'}
              {booking.stayTypeName !== '' && ` · ${booking.stayTypeName}`} · {catsLine}
            </Text>
          </Stack>
          <Wrap gap="2" align="center">
            <StatusBadge status={booking.status} cancelledBy={booking.cancelledBy} />
            <SyncMark kind="booking" id={booking.id} />
          </Wrap>
        </Flex>
        {booking.cancelledBy === 'hotel' && booking.cancelReason !== null && (
          <Box bg="red.50" borderRadius="l2" px="4" py="3">
            <Text fontSize="sm" fontWeight="semibold" color="red.800">
              The hotel cancelled this stay
            </Text>
            <Text fontSize="sm" color="red.800" whiteSpace="pre-line">
              {booking.cancelReason}
            </Text>
          </Box>
        )}
        <StayRecordsNotice stay={booking} layout="card" onOpenMyCats={onOpenMyCats} />
        {booking.specialRequests !== null && booking.specialRequests !== '' && (
          <Box bg="bg.subtle" borderRadius="l2" px="4" py="3">
            <Text fontSize="sm" fontWeight="semibold" color="fg">
              Special requests
            </Text>
            <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line">
              {booking.specialRequests}
            </Text>
          </Box>
        )}
        <Flex justify="space-between" align="end" gap="3" wrap="wrap">
          <Stack gap="0.5">
            <Text fontSize="sm" color="fg.muted">
              Total
            </Text>
            <Text fontFamily="heading" fontSize="2xl" color="brand.800" lineHeight="1">
              {total === undefined ? booking.totalAmount : formatRand(total)}
            </Text>
            {created !== undefined && (
              <Text fontSize="sm" color="fg.muted">
                Booked {formatDay(created)}
              </Text>
            )}
            <HoldLine booking={booking} />
          </Stack>
          <HStack gap="2" wrap="wrap">
            <PaymentAction booking={booking} />
            <Button asChild size="sm" variant="outline" colorPalette="brand">
              <SiteLink to={`/stays/${booking.id}`} aria-label={`View the stay of ${stayDates(booking)}`}>
                View Stay
              </SiteLink>
            </Button>
            {isEditable(booking.status as BookingStatus) && (
              <Button size="sm" variant="outline" colorPalette="brand" onClick={onEdit} aria-label={`Edit the stay of ${stayDates(booking)}`}>
                Edit
              </Button>
            )}
            {/* The owner cancels a pending stay themselves; a confirmed one is asked of the hotel on its page. */}
            {isEditable(booking.status as BookingStatus) && isCancellable(booking.status as BookingStatus) && (
              <Button
                size="sm"
                variant="ghost"
                colorPalette="red"
                color="red.700"
                onClick={onCancel}
                aria-label={`Cancel the stay of ${stayDates(booking)}`}
              >
                Cancel
              </Button>
            )}
          </HStack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The policy the owner agrees to by cancelling (spec point 9), read before confirming, with the rule
 * that applies now marked by how far check-in is. Its rules are about a deposit that is forfeited,
 * so a stay that paid none says instead that cancelling it costs nothing. `asking`: the owner asks
 * the hotel to cancel a confirmed stay (issue 31), so it is cancelled only if the hotel accepts.
 */
export function CancellationPolicy({
  booking,
  asking = false,
}: {
  booking: Pick<LocalBooking, 'checkInDate' | 'checkOutDate' | 'paymentStatus'>;
  asking?: boolean;
}) {
  const applies = cancellationRuleFor(booking.checkInDate, new Date()).key;
  const outcome = asking
    ? `If the hotel accepts, the stay of ${stayDates(booking)} will be cancelled.`
    : `The stay of ${stayDates(booking)} will be cancelled.`;
  if (owesDeposit(booking.paymentStatus as PaymentStatus)) {
    return (
      <Stack gap="3">
        <Text>{outcome}</Text>
        <Text>No deposit has been paid for this stay, so cancelling it costs you nothing.</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="3">
      <Text>{outcome} Our cancellation policy:</Text>
      <Stack as="ul" listStyleType="none" gap="2" fontSize="sm">
        {CANCELLATION_RULES.map((rule) => {
          const current = rule.key === applies;
          return (
            <Box
              as="li"
              key={rule.key}
              borderWidth="1px"
              borderRadius="l2"
              px="3"
              py="2"
              borderColor={current ? 'brass.500' : 'bg.muted'}
              bg={current ? 'brass.50' : undefined}
              color={current ? 'fg' : 'fg.muted'}
              aria-current={current ? 'true' : undefined}
            >
              {current && (
                <Text as="span" display="block" fontSize="xs" fontWeight="semibold" color="brass.700" textTransform="uppercase" letterSpacing="wide">
                  Applies to this stay
                </Text>
              )}
              <Text as="span" fontWeight={current ? 'semibold' : 'normal'}>
                {rule.text}
              </Text>
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}

/** Asks before a pending stay is cancelled, with the policy that applies; the change is queued like every owner change. */
export function CancelBookingDialog({ booking, onClose }: { booking: LocalBooking | null; onClose: () => void }) {
  return (
    <ConfirmDialog
      open={booking !== null}
      title="Cancel this reservation?"
      confirmLabel="Cancel Reservation"
      cancelLabel="Keep It"
      destructive
      onCancel={onClose}
      onConfirm={() => {
        if (booking === null) return;
        onClose();
        cancelBooking(booking.id).then(
          () => notifyChange('Reservation Cancelled', stayDates(booking)),
          (error: unknown) => notify('Could not cancel', whyNotSaved(error), 'error'),
        );
      }}
    >
      {booking !== null && <CancellationPolicy booking={booking} />}
    </ConfirmDialog>
  );
}

function EditBookingDialog({ booking, onClose }: { booking: LocalBooking | null; onClose: () => void }) {
  const cats = useCats();
  const services = useExtraServices();
  return (
    <FormDialog open={booking !== null} onClose={onClose}>
      {booking !== null && (
        <ModalContent>
          <ModalTitle fontSize="2xl">Edit Reservation</ModalTitle>
          <ModalBody>
            <StayForm
              key={booking.id}
              layout="dialog"
              initial={{
                checkInDate: booking.checkInDate,
                checkOutDate: booking.checkOutDate,
                catIds: booking.catIds,
                extraServiceIds: booking.extraServiceIds,
                specialRequests: booking.specialRequests ?? '',
                transportAddress: booking.transportAddress ?? '',
              }}
              cats={cats ?? []}
              services={services ?? []}
              submitLabel="Save Changes"
              onSubmit={async (stay) => {
                await updateBooking(booking.id, stay);
                notifyChange('Reservation Updated', 'Your changes are saved.');
                onClose();
              }}
            />
          </ModalBody>
          <ModalClose aria-label="Close" />
        </ModalContent>
      )}
    </FormDialog>
  );
}

/** My Reservations (spec point 2): upcoming stays soonest first, then past ones most recent first. */
export function ReservationsTab({ onNewBooking, onOpenMyCats }: { onNewBooking: () => void; onOpenMyCats: () => void }) {
  const bookings = useBookings();
  const cats = useCats();
  const [editing, setEditing] = useState<LocalBooking | null>(null);
  const [cancelling, setCancelling] = useState<LocalBooking | null>(null);
  return (
    <Stack gap="6">
      <TabHeading
        title="My Reservations"
        lead="A R100 deposit secures each stay; the balance is due at check-in."
        action={
          <Button colorPalette="brand" variant="outline" onClick={onNewBooking}>
            New Booking
          </Button>
        }
      />
      {bookings !== undefined && bookings.length === 0 ? (
        <EmptyState
          title="No reservations yet"
          action={
            <Button colorPalette="brand" onClick={onNewBooking}>
              Book a Stay
            </Button>
          }
        >
          When you book a stay it appears here with its status and deposit.
        </EmptyState>
      ) : (
        <Stack as="ul" listStyleType="none" gap="4">
          {inStayOrder(bookings ?? [], todayAtHotel()).map((booking) => (
            <BookingCard
              key={booking.id}
              booking={booking}
              cats={cats ?? []}
              onEdit={() => setEditing(booking)}
              onCancel={() => setCancelling(booking)}
              onOpenMyCats={onOpenMyCats}
            />
          ))}
        </Stack>
      )}
      <EditBookingDialog booking={editing} onClose={() => setEditing(null)} />
      <CancelBookingDialog booking={cancelling} onClose={() => setCancelling(null)} />
    </Stack>
  );
}
