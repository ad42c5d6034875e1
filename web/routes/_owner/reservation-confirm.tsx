import { createFileRoute } from '@tanstack/react-router';
import { CHECKOUT_CANCELLED } from '../../../domain/deposit-checkout.ts';
import { PageHead } from '../../components/page-head.tsx';
import { PAGES } from '../../content/pages.ts';
import { ConfirmScreen } from '../../features/deposit/confirm-screen.tsx';

interface ConfirmSearch {
  /** Set by the provider's cancel address: the owner left the checkout without paying. */
  payment?: typeof CHECKOUT_CANCELLED.value;
}

export const Route = createFileRoute('/_owner/reservation-confirm')({
  validateSearch: (search: Record<string, unknown>): ConfirmSearch =>
    search[CHECKOUT_CANCELLED.name] === CHECKOUT_CANCELLED.value ? { payment: CHECKOUT_CANCELLED.value } : {},
  component: ReservationConfirmPage,
});

function ReservationConfirmPage() {
  const { payment } = Route.useSearch();
  return (
    <>
      <PageHead page={PAGES.reservationConfirm} />
      <ConfirmScreen cancelled={payment === CHECKOUT_CANCELLED.value} />
    </>
  );
}
