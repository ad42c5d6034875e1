import { Button, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { CatStay } from '../../../domain/cat-stays.ts';
import { clearNewBookingDraft, keepNewBookingDraft, readNewBookingDraft } from '../../components/new-booking-draft.ts';
import { notify } from '../../components/toaster.tsx';
import { HotelRefused, requestBooking, useBookings, useCats, useExtraServices } from '../../db.ts';
import { EmptyState } from './empty-state.tsx';
import { TabHeading } from './tab-heading.tsx';
import { NO_STAY, type StayChoice, StayForm } from './stay-form.tsx';

/** What the owner reads when the booking could not reach the hotel yet (issue 31): it is not booked. */
export const BOOKING_WAITS = {
  title: 'Booking Waiting to Be Sent',
  description:
    'Your booking is kept on this phone and will be sent to the hotel when you are back online. Places are only checked then, so it is not booked yet.',
};

/** The draft kept from before a reload, read once: undefined while it loads. */
function useKeptChoice(): StayChoice | undefined {
  const [kept, setKept] = useState<StayChoice>();
  useEffect(() => {
    let current = true;
    void readNewBookingDraft()
      .catch(() => null)
      .then((draft) => {
        if (current) setKept(draft ?? NO_STAY);
      });
    return () => {
      current = false;
    };
  }, []);
  return kept;
}

/**
 * New Booking (spec point 2): dates, cats and extra services. Without a cat there is nothing to
 * book, so the tab asks for one first. Online, the owner waits for the hotel's answer before
 * anything says the booking was created; a refusal is shown in the form, which keeps its input.
 * Offline (or no answer in time) the booking waits to be sent, and the owner is told so.
 */
export function NewBookingTab({
  onCreated,
  onWaiting,
  onAddCat,
}: {
  onCreated: (bookingId: string) => void;
  onWaiting: () => void;
  onAddCat: () => void;
}) {
  const cats = useCats();
  const services = useExtraServices();
  const bookings = useBookings();
  const kept = useKeptChoice();
  if (cats === undefined || kept === undefined) return null;
  const otherStays: CatStay[] = (bookings ?? []).map((booking) => ({ ...booking, bookingId: booking.id }));
  return (
    <Stack gap="6">
      <TabHeading title="New Booking" lead="Stays are 3 to 90 nights. Check-in is from 11:00 AM and check-out by 4:00 PM." />
      {cats.length === 0 ? (
        <EmptyState
          title="Add a cat first"
          action={
            <Button colorPalette="brand" onClick={onAddCat}>
              Add a Cat
            </Button>
          }
        >
          Tell us about your cat before you book, so we know who is coming to stay.
        </EmptyState>
      ) : (
        <StayForm
          initial={kept}
          cats={cats}
          services={services ?? []}
          otherStays={otherStays}
          submitLabel="Create Reservation"
          busyLabel="Asking the hotel…"
          onChange={(choice) => void keepNewBookingDraft(choice).catch(() => undefined)}
          onSubmit={async (stay) => {
            const answer = await requestBooking(stay);
            if (answer.kind === 'refused') throw new HotelRefused(answer.message, answer.field);
            await clearNewBookingDraft();
            if (answer.kind === 'created') {
              notify('Reservation Created!', 'Your booking is pending until the R100 deposit is paid.');
              onCreated(answer.bookingId);
            } else {
              notify(BOOKING_WAITS.title, BOOKING_WAITS.description, 'info');
              onWaiting();
            }
          }}
        />
      )}
    </Stack>
  );
}
