import { createFileRoute } from '@tanstack/react-router';
import { PageHead } from '../../../components/page-head.tsx';
import { PAGES } from '../../../content/pages.ts';
import { DeskViewStates } from '../../../features/staff/desk-view.tsx';
import { useBooking } from '../../../features/staff/records/booking-detail.ts';
import { BookingScreen } from '../../../features/staff/records/booking-screen.tsx';

// No loader: the page reads the booking itself (useDeskView), so with no signal it shows this
// phone's copy inside the desk's frame instead of failing the route (issue 31).
export const Route = createFileRoute('/staff/_desk/bookings/$bookingId')({ component: BookingPage });

function BookingPage() {
  const { bookingId } = Route.useParams();
  const state = useBooking(bookingId);
  return (
    <>
      <PageHead page={PAGES.staffBookings} />
      <DeskViewStates state={state}>{(booking) => <BookingScreen key={booking.id} loaded={booking} onChanged={state.reload} />}</DeskViewStates>
    </>
  );
}
