import { createFileRoute, useRouter } from '@tanstack/react-router';
import { Reading, ReadProblem } from '../../../components/desk-screen.tsx';
import { PageHead } from '../../../components/page-head.tsx';
import { PAGES } from '../../../content/pages.ts';
import { readBooking } from '../../../features/staff/records/booking-detail.ts';
import { BookingScreen } from '../../../features/staff/records/booking-screen.tsx';

export const Route = createFileRoute('/staff/_desk/bookings/$bookingId')({
  loader: ({ params }) => readBooking(params.bookingId),
  pendingComponent: Reading,
  errorComponent: ReadProblem,
  component: BookingPage,
});

function BookingPage() {
  const router = useRouter();
  const booking = Route.useLoaderData();
  return (
    <>
      <PageHead page={PAGES.staffBookings} />
      <BookingScreen key={booking.id} loaded={booking} onChanged={() => void router.invalidate()} />
    </>
  );
}
