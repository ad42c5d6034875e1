import { expect, type Page, test } from '@playwright/test';
import { addDays, todayAtHotel } from '../domain/dates.ts';
import { SIGN_IN_NEEDS_CONNECTION } from '../web/features/account/account-request.ts';
import { openEstimator, pickStay, toServices } from './estimator-steps.ts';
import { allSaved, confirmAndPayDeposit, newEmail, register, tab, untilWorkerControls } from './owner-steps.ts';
import { watchPage } from './page-watch.ts';
import { receiptsFor } from './receipts.ts';

// A visitor prices a stay on the home page and reaches a paid deposit without retyping anything
// (issue 5): estimator, registration, the reservation made from the draft, confirm, the test
// checkout, thank-you, Deposit Paid on My Reservations and the receipt in the mail.

interface ServerBooking {
  id: string;
  checkInDate: string;
  checkOutDate: string;
  catIds: string[];
  extraServiceIds: number[];
  totalAmount: string;
  paymentStatus: string;
}

/** 10 nights for 2 cats with Medication Administration, continued to registration. */
async function priceTheStay(page: Page, checkIn: string, confirmHeading?: string): Promise<void> {
  const box = await openEstimator(page);
  await pickStay(box, 10, 2, checkIn);
  await toServices(box, confirmHeading);
  await box.getByRole('button', { name: /Medication Administration/ }).click();
  await box.getByRole('button', { name: 'Continue to Registration' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/register');
  await expect(page.getByText('Complete your account to finish your reservation')).toBeVisible();
}

/** Registered with the draft waiting: the dashboard asks who the two cats are, and books them. */
async function registerAndBook(page: Page, email: string): Promise<ServerBooking> {
  await register(page, email);
  const who = page.getByRole('form', { name: 'Who is coming to stay?' });
  await who.getByLabel('Name of cat 1').fill('Mochi');
  await who.getByLabel('Name of cat 2').fill('Pepper');
  await who.getByRole('button', { name: 'Create Reservation' }).click();
  await expect(page.getByText('Reservation Ready').first()).toBeVisible();
  await allSaved(page);
  const bookings = (await (await page.request.get('/api/bookings')).json()) as ServerBooking[];
  expect(bookings).toHaveLength(1);
  return bookings[0]!;
}

/** From the Reservation Ready banner to a paid deposit, and what the owner sees afterwards. */
async function payTheDeposit(page: Page, booking: ServerBooking, email: string): Promise<void> {
  await confirmAndPayDeposit(page);

  const paid = (await (await page.request.get(`/api/bookings/${booking.id}`)).json()) as ServerBooking;
  expect(paid.paymentStatus).toBe('deposit_paid');
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(tab(page, 'My Reservations')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Deposit Paid')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay R100 Deposit' })).toHaveCount(0);

  await expect.poll(async () => (await receiptsFor(email)).length, { timeout: 10_000 }).toBe(1);
  const [receipt] = await receiptsFor(email);
  expect(receipt).toContain('R100');
}

/** The reservation the server made from the draft: the estimate's dates, cats and service, priced by the server. */
function expectTheEstimatedStay(booking: ServerBooking, checkIn: string): void {
  expect(booking.checkInDate).toBe(checkIn);
  expect(booking.checkOutDate).toBe(addDays(checkIn, 10));
  expect(booking.catIds).toHaveLength(2);
  expect(booking.extraServiceIds).toEqual([1]);
  // 10 nights x R200 (Extended Stay) x 2 cats, and R20 a day once for the medication.
  expect(booking.totalAmount).toBe('4200.00');
}

test.use({ viewport: { width: 390, height: 844 } });

test('a visitor prices a stay, registers, and pays the deposit without retyping anything', async ({ page, baseURL }) => {
  const watch = watchPage(page, new URL(baseURL!).origin);
  const email = newEmail('journey');
  const checkIn = addDays(todayAtHotel(), 100);
  await priceTheStay(page, checkIn);
  const booking = await registerAndBook(page, email);
  expectTheEstimatedStay(booking, checkIn);
  await payTheDeposit(page, booking, email);
  expect(watch.errors).toEqual([]);
});

test('the same stay priced with no signal is booked and paid once the signal returns', async ({ page, context }) => {
  const email = newEmail('journey-offline');
  const checkIn = addDays(todayAtHotel(), 115);
  await page.goto('/');
  await untilWorkerControls(page);

  await context.setOffline(true);
  await priceTheStay(page, checkIn, 'Your Stay at a Glance');
  await expect(page.getByText(SIGN_IN_NEEDS_CONNECTION)).toBeVisible();

  await context.setOffline(false);
  const booking = await registerAndBook(page, email);
  expectTheEstimatedStay(booking, checkIn);
  await payTheDeposit(page, booking, email);
});
