import { expect, test } from '@playwright/test';
import {
  acknowledgeRequirements,
  addCat,
  allSaved,
  closeInstallBannerWhenShown,
  confirmationLinkFor,
  createReservation,
  fillNewBooking,
  newEmail,
  payAtTestCheckout,
  register,
} from './owner-steps.ts';
import { receiptsFor } from './receipts.ts';
import { shootBothWidths, WIDE } from './screenshots.ts';

// Issue 16: a new owner's address must be confirmed before a deposit is paid online. The owner
// books, is stopped at the deposit with the server's words, opens the link the server e-mailed
// (read from the .eml under DATA_DIR/mail), and pays. Screenshots in e2e/artifacts/issue-16/.

const SHOTS = 'e2e/artifacts/issue-16';

test.use({ viewport: WIDE });

test('a new owner is asked to confirm the e-mail address at the deposit, opens the e-mailed link, and pays', async ({ page }) => {
  await closeInstallBannerWhenShown(page);
  const email = newEmail('confirm');
  await register(page, email, { confirmEmail: false });

  // The dashboard says so first.
  await expect(page.getByText('Confirm your e-mail address')).toBeVisible();
  await expect(page.getByText(`the confirmation link we e-mail to ${email};`, { exact: false })).toBeVisible();
  await shootBothWidths(page, SHOTS, 'dashboard-unconfirmed');

  await addCat(page, 'Mochi');
  await allSaved(page);
  await fillNewBooking(page, { cat: 'Mochi', daysAhead: 50, nights: 4 });
  // Straight on to confirm it and pay the deposit (issue 18).
  await createReservation(page);

  // Stopped at the deposit: the server's words, naming the address, and the link offered again.
  await acknowledgeRequirements(page);
  await page.getByRole('button', { name: 'Pay R100.00 Deposit' }).click();
  const gate = page.getByText(`Please confirm your e-mail address before paying the deposit: open the link we sent to ${email}.`);
  await expect(gate).toBeVisible();
  await expect(page.getByText('Payment Setup Failed')).toHaveCount(0);
  // Still on the booking, in the one tab.
  expect(page.context().pages()).toHaveLength(1);
  expect(new URL(page.url()).pathname).toBe('/reservation-confirm');
  const firstLink = await confirmationLinkFor(email);
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByText('Sent: check your inbox')).toBeVisible();
  await shootBothWidths(page, SHOTS, 'deposit-gate');

  // The newest link, opened as from a mail program.
  await expect.poll(() => confirmationLinkFor(email)).not.toBe(firstLink);
  const mail = await page.context().newPage();
  await mail.goto(await confirmationLinkFor(email));
  await expect(mail.getByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' })).toBeVisible();
  await expect(mail.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute('href', '/dashboard');
  await shootBothWidths(mail, SHOTS, 'confirm-email-confirmed');
  // The first link died with the confirmation; a used link says so.
  await mail.goto(firstLink);
  await expect(mail.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
  await expect(mail.getByText('This confirmation link has already been used.')).toBeVisible();
  await shootBothWidths(mail, SHOTS, 'confirm-email-dead-link');
  await mail.close();

  // Now the deposit is paid, and the receipt goes to the confirmed address.
  await page.setViewportSize(WIDE);
  await payAtTestCheckout(page);
  await expect.poll(async () => (await receiptsFor(email)).length, { timeout: 10_000 }).toBe(1);
  await page.goto('/dashboard');
  await expect(page.getByRole('tab', { name: 'My Reservations' })).toBeVisible();
  await expect(page.getByText('Confirm your e-mail address')).toHaveCount(0);
});
