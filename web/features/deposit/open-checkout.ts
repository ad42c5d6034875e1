import { setUpDeposit, type Checkout } from './deposit-api.ts';

/**
 * Opens the provider's checkout in a new tab (spec point 2). The tab is opened inside the click,
 * before the server answers, or the browser would block it as a pop-up; it then goes to the
 * checkout, with no way back to this page's window (the provider's page has no business with it).
 * A blocked pop-up is not a failure: the page offers the checkout as a link instead.
 * If setting up fails, the empty tab is closed again and the error goes to the caller.
 */
export async function openCheckout(bookingId: string): Promise<{ checkout: Checkout; opened: boolean }> {
  const tab = window.open('', '_blank');
  try {
    const checkout = await setUpDeposit(bookingId);
    if (tab === null) return { checkout, opened: false };
    tab.opener = null;
    tab.location.href = checkout.approveUrl;
    return { checkout, opened: true };
  } catch (error) {
    tab?.close();
    throw error;
  }
}
