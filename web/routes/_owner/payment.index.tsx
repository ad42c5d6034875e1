import { createFileRoute } from '@tanstack/react-router';
import { PageHead } from '../../components/page-head.tsx';
import { PAGES } from '../../content/pages.ts';
import { ConfirmScreen } from '../../features/deposit/confirm-screen.tsx';
import { PaymentScreen } from '../../features/deposit/payment-screen.tsx';

interface PaymentSearch {
  /** The order a provider's checkout sends the owner back with (domain/deposit-checkout.ts). */
  token?: string;
}

// /payment: the provider's return address, where the deposit is completed; with no order, the
// pending booking's deposit flow (spec point 2: the booking id is optional).
export const Route = createFileRoute('/_owner/payment/')({
  validateSearch: (search: Record<string, unknown>): PaymentSearch =>
    typeof search.token === 'string' && search.token !== '' ? { token: search.token } : {},
  component: PendingPaymentPage,
});

function PendingPaymentPage() {
  const { token } = Route.useSearch();
  return (
    <>
      <PageHead page={PAGES.payment} />
      {token === undefined ? <ConfirmScreen /> : <PaymentScreen returnedOrder={token} />}
    </>
  );
}
