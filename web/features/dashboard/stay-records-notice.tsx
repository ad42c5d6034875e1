import { Alert, Button, List, Text } from '@chakra-ui/react';
import { awaitsArrival, type BookingStatus, isEditable } from '../../../domain/booking-status.ts';
import { lacksMedicationService, MEDICATION_NOT_BOOKED } from '../../../domain/care-plan.ts';
import { todayAtHotel } from '../../../domain/dates.ts';
import { type LocalBooking, useCats, useStayRecordLines } from '../../db.ts';

// Issue 33: before a stay, the owner sees what keeps their cats' records from meeting the house's
// rules. The lines are read on the phone from the cats' records, so they hold offline and go the
// moment the owner adds the missing vaccination in My Cats. The desk still checks the paper.

const BRING_PAPERS = 'Bring the vaccination book and the spay or neuter proof at check-in.';

type Stay = Pick<LocalBooking, 'status' | 'checkInDate' | 'checkOutDate' | 'catIds'>;

interface StayRecordsNoticeProps {
  stay: Stay;
  /**
   * `card`: on a booking in My Reservations, only when something is missing, and without the
   * papers to bring. `page`: on the stay's own page, with them, and a quiet word when all is in order.
   */
  layout: 'card' | 'page';
  /** Takes the owner to My Cats, where a cat's vaccinations and proof are added. */
  onOpenMyCats: () => void;
}

/** Only for a stay still to come: once the cats are in, or the stay is over or off, its records no longer decide anything. */
export function StayRecordsNotice(props: StayRecordsNoticeProps) {
  const { status, checkInDate } = props.stay;
  if (!awaitsArrival(status as BookingStatus) || checkInDate < todayAtHotel()) return null;
  return <ComingStayRecords {...props} />;
}

function ComingStayRecords({ stay, layout, onOpenMyCats }: StayRecordsNoticeProps) {
  const lines = useStayRecordLines(stay);
  const cats = useCats();
  const page = layout === 'page';
  if (lines.length === 0) {
    // No lines also while the cats load, or when a cat of the stay is not on this phone: "in order"
    // is said only of cats whose records were read. A list of stays says nothing of the usual case.
    const read = cats !== undefined && stay.catIds.length > 0 && stay.catIds.every((id) => cats.some((cat) => cat.id === id));
    if (!page || !read) return null;
    return (
      <Text fontSize="sm" color="fg.muted">
        Vaccination records in order for this stay. {BRING_PAPERS}
      </Text>
    );
  }
  // The theme keeps no orange, a warning's own palette: brass, the hotel's accent, asks for the
  // owner's attention in the house's colours, and the same on a white card as on the sand page.
  return (
    <Alert.Root status="warning" colorPalette="brass" variant="surface" borderRadius="l2" alignItems="start">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>Before the stay: vaccination records</Alert.Title>
        <Alert.Description>
          <List.Root ps="4" gap="1" aria-label="What the records still need">
            {lines.map((line, index) => (
              // Two cats may share a name, and so a line.
              <List.Item key={`${index}-${line}`}>{line}</List.Item>
            ))}
          </List.Root>
        </Alert.Description>
        <Button size="sm" variant="outline" colorPalette="brand" bg="white" alignSelf="start" onClick={onOpenMyCats}>
          Add them in My Cats
        </Button>
        {page && <Text>{BRING_PAPERS}</Text>}
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * The stay's cats take medicine and the stay has not booked Medication Administration (issue 33):
 * said on the stay's page, with the way to add it, so the owner learns it before the desk does.
 */
export function MedicationNotice({ stay }: { stay: Stay & Pick<LocalBooking, 'extraServiceIds'> }) {
  const cats = useCats();
  if (!awaitsArrival(stay.status as BookingStatus) || stay.checkInDate < todayAtHotel() || cats === undefined) return null;
  const plan = cats.filter((cat) => stay.catIds.includes(cat.id)).flatMap((cat) => cat.carePlan);
  if (!lacksMedicationService(plan, { checkIn: stay.checkInDate, checkOut: stay.checkOutDate, extraServiceIds: stay.extraServiceIds })) return null;
  return (
    <Alert.Root status="warning" colorPalette="brass" variant="surface" borderRadius="l2" alignItems="start">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>Medicine during the stay</Alert.Title>
        <Alert.Description>
          {MEDICATION_NOT_BOOKED}{' '}
          {isEditable(stay.status as BookingStatus)
            ? 'Add it with Edit on this booking in My Reservations.'
            : 'Ask the hotel to add it with Ask for a Change, below.'}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
