import { createFileRoute } from '@tanstack/react-router';
import { PageHead } from '../../components/page-head.tsx';
import { PAGES } from '../../content/pages.ts';
import { ConfirmScreen } from '../../features/deposit/confirm-screen.tsx';

export const Route = createFileRoute('/_owner/reservation-confirm')({ component: ReservationConfirmPage });

function ReservationConfirmPage() {
  return (
    <>
      <PageHead page={PAGES.reservationConfirm} />
      <ConfirmScreen />
    </>
  );
}
