import { createFileRoute } from '@tanstack/react-router';
import { PageHead } from '../../components/page-head.tsx';
import { PAGES } from '../../content/pages.ts';
import { ConfirmScreen } from '../../features/deposit/confirm-screen.tsx';

// A card's Pay R100 Deposit link (spec point 2): the one deposit flow, for this booking, with the
// three acknowledgements like every other way in.
export const Route = createFileRoute('/_owner/payment/$bookingId')({ component: BookingPaymentPage });

function BookingPaymentPage() {
  const { bookingId } = Route.useParams();
  return (
    <>
      <PageHead page={PAGES.payment} />
      <ConfirmScreen key={bookingId} bookingId={bookingId} />
    </>
  );
}
