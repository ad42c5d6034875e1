import { createFileRoute } from '@tanstack/react-router';
import { PageHead } from '../../components/page-head.tsx';
import { PAGES } from '../../content/pages.ts';
import { PaymentScreen } from '../../features/deposit/payment-screen.tsx';

interface PaymentSearch {
  /** The order a provider's checkout sends the owner back with (PayPal's return, the test checkout's). */
  token?: string;
}

// /payment with no booking id: the pending booking's deposit (spec point 2).
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
      <PaymentScreen returnedOrder={token} />
    </>
  );
}
