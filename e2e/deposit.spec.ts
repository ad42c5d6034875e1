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

// The road from a booking to a paid deposit against the real server (PAYMENTS=test): confirm,
// the test checkout in a new tab, the thank-you page, and no second payment. Screenshots of each
// screen at phone and laptop widths for a person to look at (e2e/artifacts/deposit/).

const SHOTS = 'e2e/artifacts/deposit';

test.use({ viewport: WIDE });

test('an owner confirms a booking, pays the deposit at the test checkout and is never asked to pay again', async ({ page, baseURL }) => {
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

  // The payment page straight from My Reservations: the R100.00 summary, then a checkout set up.
  await page.getByRole('link', { name: 'Pay R100 Deposit' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(`/payment/${booking!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay your R100.00 deposit' })).toBeVisible();
  await shootBothWidths(page, SHOTS, 'payment');
  await page.getByRole('button', { name: 'Set Up Payment' }).click();
  await expect(page.getByRole('button', { name: 'Simulate Completed Order' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay R100.00 at Checkout' })).toHaveAttribute('href', /\/payment\/test-checkout\?order=TEST-/);
  await shootBothWidths(page, SHOTS, 'payment-ready');

  // Back to the confirm page: the three acknowledgements hold the button.
  await page.getByRole('link', { name: '← Back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Almost there' })).toBeVisible();
  const pay = page.getByRole('button', { name: 'Pay R100.00 Deposit' });
  await expect(pay).toBeDisabled();
  await page.getByRole('checkbox', { name: /vaccination book/ }).check({ force: true });
  await page.getByRole('checkbox', { name: /spayed or neutered/ }).check({ force: true });
  await expect(pay).toBeDisabled();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check({ force: true });
  await expect(pay).toBeEnabled();
  await shootBothWidths(page, SHOTS, 'confirm');

  // The checkout opens in a new tab; paying there returns to the hotel and completes the deposit.
  const checkout = await payAtTestCheckout(page, { whenOpen: (opened) => shootBothWidths(opened, SHOTS, 'test-checkout') });

  // The first tab saw the local record turn paid and moved on by itself.
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/thank-you');
  await expect(page.getByText('See Invoice')).toBeVisible();
  await shootBothWidths(page, SHOTS, 'thank-you');
  await checkout.close();

  // Paid once on the server; My Reservations shows it and offers no payment.
  const paid = (await (await page.request.get(`/api/bookings/${booking!.id}`)).json()) as { paymentStatus: string; status: string };
  expect(paid).toMatchObject({ paymentStatus: 'deposit_paid', status: 'confirmed' });
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(tab(page, 'My Reservations')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Deposit Paid')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay R100 Deposit' })).toHaveCount(0);
  await expect(page.getByText('Reservation Ready')).toHaveCount(0);

  // A second attempt: the payment page offers nothing to pay, and the server refuses a new checkout.
  await page.goto(`/payment/${booking!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your deposit is paid' })).toBeVisible();
  await expect(page.getByText('Deposit Paid')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set Up Payment' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Simulate Completed Order' })).toHaveCount(0);
  await shootBothWidths(page, SHOTS, 'payment-paid');
  const again = await page.request.post('/api/create-paypal-deposit', { data: { bookingId: booking!.id } });
  expect(again.status()).toBe(409);
  const payments = (await (await page.request.get(`/api/bookings/${booking!.id}`)).json()) as { paymentStatus: string };
  expect(payments.paymentStatus).toBe('deposit_paid');
  expect(watch.errors).toEqual([]);
});
