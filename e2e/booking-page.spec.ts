import { expect, test } from '@playwright/test';
import { addDays, todayAtHotel } from '../domain/dates.ts';
import { closeInstallBannerWhenShown, newEmail, register } from './owner-steps.ts';
import { receiptsFor } from './receipts.ts';
import { shootBothWidths, WIDE } from './screenshots.ts';
import { watchPage } from './page-watch.ts';

// The reservation page (/booking) against the real server (PAYMENTS=test): refused signed out,
// then all three steps signed in, and the deposit receipt the server wrote to DATA_DIR/mail.
// Screenshots of each step at phone and laptop widths for a person to look at (e2e/artifacts/booking/).

const SHOTS = 'e2e/artifacts/booking';

test.use({ viewport: WIDE });

test('signed out, the reservation is refused with the toast and the button is disabled', async ({ page, baseURL }) => {
  const watch = watchPage(page, new URL(baseURL!).origin);
  await closeInstallBannerWhenShown(page);
  await page.goto('/booking');
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Cat’s Stay' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Reservation details' });
  const submit = form.getByRole('button', { name: 'Continue to Payment' });
  await expect(submit).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: 'create an account' })).toHaveAttribute('href', '/register');

  await form.getByLabel('First name').fill('Thandi');
  await form.getByLabel('Check-in date').fill(addDays(todayAtHotel(), 30));
  await form.getByLabel('Check-out date').fill(addDays(todayAtHotel(), 34));
  await shootBothWidths(page, SHOTS, '1-details-signed-out');

  // A tap on the disabled button (Playwright waits for enabled buttons, so it is forced), and Enter
  // in a field, are both refused with the spec's toast.
  await submit.click({ force: true });
  await expect(page.getByText('Please log in')).toBeVisible();
  await expect(page.getByText('You need to create an account to make a reservation.')).toBeVisible();
  await shootBothWidths(page, SHOTS, '2-refused-signed-out', { toasts: true });
  await form.getByLabel('First name').press('Enter');
  await expect(page.getByText('Please log in')).toBeVisible();
  expect(watch.badRequests).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test('signed in, an owner reserves, pays R100 and gets the receipt by e-mail', async ({ page }) => {
  await closeInstallBannerWhenShown(page);
  const email = newEmail('booking');
  await register(page, email);

  await page.goto('/booking');
  const form = page.getByRole('form', { name: 'Reservation details' });
  await expect(form.getByLabel('First name')).toHaveValue('Thandi');
  await expect(form.getByLabel('Email')).toHaveValue(email);
  const submit = form.getByRole('button', { name: 'Continue to Payment' });
  await expect(submit).toBeEnabled();

  // The schema's messages first, and nothing lost.
  await submit.click();
  await expect(form.getByText('Please enter a valid phone number')).toBeVisible();
  await expect(form.getByText('Check-in date is required')).toBeVisible();
  await form.getByLabel('Phone').fill('082 555 0123');
  const checkIn = addDays(todayAtHotel(), 45);
  await form.getByLabel('Check-in date').fill(checkIn);
  await form.getByLabel('Check-out date').fill(addDays(checkIn, 4));
  await form.getByLabel('Number of cats').selectOption('2');
  await expect(form.getByLabel('Stay type')).toHaveValue('short');
  await form.getByLabel('Special requirements').fill('Luna hides under blankets for the first day.');
  const summary = page.getByRole('region', { name: 'Booking summary' });
  await expect(summary.getByText('R1 760')).toBeVisible();
  await shootBothWidths(page, SHOTS, '3-details-signed-in');

  await submit.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay the Deposit' })).toBeVisible();
  await expect(page.getByText('Reservation Created!')).toBeVisible();
  await expect(page.getByText('Deposit due now')).toBeVisible();
  await expect(page.getByText('R1 660')).toBeVisible();
  await expect(page.getByText('11:00 AM')).toBeVisible();
  await shootBothWidths(page, SHOTS, '4-payment');

  await page.getByRole('button', { name: 'Pay R100 Deposit' }).click();
  await expect(page.getByRole('heading', { name: 'Reservation Confirmed' })).toBeVisible();
  await expect(page.getByText('Payment Successful!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View My Bookings' })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  await shootBothWidths(page, SHOTS, '5-confirmed');

  // One receipt, written by the server under DATA_DIR/mail.
  await expect.poll(async () => (await receiptsFor(email)).length, { timeout: 10_000 }).toBe(1);
  const [receipt] = await receiptsFor(email);
  expect(receipt).toContain('Subject: Deposit receipt: 2 cats at Sunningdale Cat Hotel');
  expect(receipt).toContain('R100');
  expect(receipt).toContain('11:00 AM');
});
