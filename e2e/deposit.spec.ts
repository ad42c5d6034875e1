import { expect, test } from '@playwright/test';
import {
  addCat,
  allSaved,
  backToReservations,
  closeInstallBannerWhenShown,
  createReservation,
  fillNewBooking,
  newEmail,
  payAtTestCheckout,
  register,
  tab,
} from './owner-steps.ts';
import { shootBothWidths, WIDE } from './screenshots.ts';
import { watchPage } from './page-watch.ts';

// The one deposit flow against the real server (PAYMENTS=test): from a card's Pay R100 Deposit
// link, the three acknowledgements, the test checkout in the same tab (cancelled once, then paid),
// the thank-you page, and no second payment. Screenshots of each screen at phone and laptop widths
// for a person to look at (e2e/artifacts/deposit/).

const SHOTS = 'e2e/artifacts/deposit';

test.use({ viewport: WIDE });

test('paying from My Reservations asks for the three ticks, stays in one tab, survives a cancel, and is never asked again', async ({
  page,
  baseURL,
}) => {
  const watch = watchPage(page, new URL(baseURL!).origin);
  await closeInstallBannerWhenShown(page);
  await register(page, newEmail('deposit'));
  await addCat(page, 'Mochi');
  await allSaved(page);

  // A booking in the dashboard, two months out, for 7 nights.
  await fillNewBooking(page, { cat: 'Mochi', daysAhead: 60, nights: 7 });
  await createReservation(page);
  await backToReservations(page);
  await allSaved(page);
  const [booking] = (await (await page.request.get('/api/bookings')).json()) as { id: string }[];

  // From the card: the same flow as after New Booking, the three acknowledgements holding the button.
  await page.getByRole('link', { name: 'Pay R100 Deposit' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(`/payment/${booking!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Almost there' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set Up Payment' })).toHaveCount(0);
  const pay = page.getByRole('button', { name: 'Pay R100.00 Deposit' });
  await expect(pay).toBeDisabled();
  await shootBothWidths(page, SHOTS, 'flow-from-card');
  await page.getByRole('checkbox', { name: /vaccination book/ }).check({ force: true });
  await page.getByRole('checkbox', { name: /spayed or neutered/ }).check({ force: true });
  await expect(pay).toBeDisabled();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check({ force: true });
  await expect(pay).toBeEnabled();
  await shootBothWidths(page, SHOTS, 'flow-ticked');

  // The checkout opens in this tab; cancelling it comes back to the booking, still payable.
  await pay.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Test checkout: no money is taken' })).toBeVisible();
  expect(page.context().pages()).toHaveLength(1);
  await shootBothWidths(page, SHOTS, 'test-checkout');
  await page.getByRole('link', { name: 'Cancel and return to the hotel' }).click();
  await expect(page.getByText('Your payment was not made')).toBeVisible();
  await expect(page.getByText(/You left the checkout before paying, so nothing was charged\./)).toBeVisible();
  await expect(pay).toBeEnabled();
  expect(page.context().pages()).toHaveLength(1);
  await shootBothWidths(page, SHOTS, 'flow-cancelled');
  const unpaid = (await (await page.request.get(`/api/bookings/${booking!.id}`)).json()) as { paymentStatus: string };
  expect(unpaid.paymentStatus).not.toBe('deposit_paid');

  // Paying this time: back from the checkout in the same tab, completed, on to the thank-you page.
  await payAtTestCheckout(page);
  await expect(page.getByText('See Invoice')).toBeVisible();
  await shootBothWidths(page, SHOTS, 'thank-you');

  // Paid once on the server; My Reservations shows it and offers no payment.
  const paid = (await (await page.request.get(`/api/bookings/${booking!.id}`)).json()) as { paymentStatus: string; status: string };
  expect(paid).toMatchObject({ paymentStatus: 'deposit_paid', status: 'confirmed' });
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(tab(page, 'My Reservations')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Deposit Paid')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay R100 Deposit' })).toHaveCount(0);
  await expect(page.getByText('Reservation Ready')).toHaveCount(0);

  // A second attempt: the flow offers nothing to pay, and the server refuses a new checkout.
  await page.goto(`/payment/${booking!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your deposit is paid' })).toBeVisible();
  await expect(page.getByText('Deposit Paid')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay R100.00 Deposit' })).toHaveCount(0);
  await shootBothWidths(page, SHOTS, 'payment-paid');
  const again = await page.request.post('/api/create-paypal-deposit', { data: { bookingId: booking!.id } });
  expect(again.status()).toBe(409);
  const payments = (await (await page.request.get(`/api/bookings/${booking!.id}`)).json()) as { paymentStatus: string };
  expect(payments.paymentStatus).toBe('deposit_paid');
  expect(watch.errors).toEqual([]);
});
