import { Button, Stack } from '@chakra-ui/react';
import { notifyChange } from '../../components/toaster.tsx';
import { createBooking, useCats, useExtraServices } from '../../db.ts';
import { EmptyState } from './empty-state.tsx';
import { TabHeading } from './tab-heading.tsx';
import { NO_STAY, StayForm } from './stay-form.tsx';

/**
 * New Booking (spec point 2): dates, cats and extra services. Without a cat there is nothing to
 * book, so the tab asks for one first. The booking is written locally and sent when online.
 */
export function NewBookingTab({ onCreated, onAddCat }: { onCreated: (bookingId: string) => void; onAddCat: () => void }) {
  const cats = useCats();
  const services = useExtraServices();
  if (cats === undefined) return null;
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
          initial={NO_STAY}
          cats={cats}
          services={services ?? []}
          submitLabel="Create Reservation"
          onSubmit={async (stay) => {
            const booking = await createBooking(stay);
            notifyChange('Reservation Created!', 'Your booking is pending until the R100 deposit is paid.');
            onCreated(booking.id);
          }}
        />
      )}
    </Stack>
  );
}
