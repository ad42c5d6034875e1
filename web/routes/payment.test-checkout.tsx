import { createFileRoute } from '@tanstack/react-router';
import { PageHead } from '../components/page-head.tsx';
import { PAGES } from '../content/pages.ts';
import { TestCheckoutScreen } from '../features/deposit/test-checkout-screen.tsx';

interface CheckoutSearch {
  order?: string;
}

/**
 * The test provider's hosted checkout (PAYMENTS=test), at the address its orders name. Outside the
 * owner area: a provider's page knows nothing of the owner, and this one stands in for one.
 */
export const Route = createFileRoute('/payment/test-checkout')({
  validateSearch: (search: Record<string, unknown>): CheckoutSearch =>
    typeof search.order === 'string' && search.order !== '' ? { order: search.order } : {},
  component: TestCheckoutPage,
});

function TestCheckoutPage() {
  const { order } = Route.useSearch();
  return (
    <>
      <PageHead page={{ ...PAGES.payment, title: 'Test Checkout | Sunningdale Cat Hotel' }} />
      <TestCheckoutScreen order={order} />
    </>
  );
}
