import { createFileRoute } from '@tanstack/react-router';
import { PageHead } from '../../components/page-head.tsx';
import { PAGES } from '../../content/pages.ts';
import { PaymentScreen } from '../../features/deposit/payment-screen.tsx';

export const Route = createFileRoute('/_owner/payment/$bookingId')({ component: BookingPaymentPage });

function BookingPaymentPage() {
  const { bookingId } = Route.useParams();
  return (
    <>
      <PageHead page={PAGES.payment} />
      <PaymentScreen key={bookingId} bookingId={bookingId} />
    </>
  );
}
