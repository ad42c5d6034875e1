import { createFileRoute } from '@tanstack/react-router';
import { PageHead } from '../components/page-head.tsx';
import { PAGES } from '../content/pages.ts';
import { ReservationScreen } from '../features/reservation/reservation-screen.tsx';

// Public (spec point 2): anyone can fill in the form; only a signed-in owner can send it.
export const Route = createFileRoute('/booking')({ component: BookingPage });

function BookingPage() {
  return (
    <>
      <PageHead page={PAGES.booking} />
      <ReservationScreen />
    </>
  );
}
