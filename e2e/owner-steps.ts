import { expect, type Page } from '@playwright/test';
import { addDays, todayAtHotel } from '../domain/dates.ts';
import { MAIL_DIR, newestLinkFor } from './receipts.ts';
import { ownNetwork } from '../api/test/own-network.ts';

// What an owner does in the owner area, step by step, for the browser tests that follow them.

let owners = 0;
/** A fresh e-mail per test: the server's database lives for the whole run. */
export const newEmail = (label: string) => `owner-${label}-${Date.now()}-${(owners += 1)}@example.com`;

export const tab = (page: Page, name: string) => page.getByRole('tab', { name });

/**
 * Creates an account as Thandi Mokoena, first meeting the password rule, and lands on the
 * dashboard; on the test run's server unless `origin` names another. The address is then
 * confirmed by opening the link the server e-mailed, as the owner would, so the deposit can be
 * paid; `confirmEmail: false` leaves it unconfirmed (the deposit's confirm-first test), as does
 * another server's `origin`, whose mail this run does not read. A spec with a server of its own
 * names that server's `mailDir` (scripts/hotel-server.ts).
 */
export async function register(
  page: Page,
  email: string,
  {
    beforeFilling,
    origin = '',
    confirmEmail = origin === '',
    mailDir = MAIL_DIR,
  }: { beforeFilling?: () => Promise<void>; origin?: string; confirmEmail?: boolean; mailDir?: string } = {},
): Promise<void> {
  // The run's server trusts one proxy (playwright.config.ts): each owner signs up from a network of its own.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ownNetwork() });
  await page.goto(`${origin}/register`);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
  await beforeFilling?.();
  const form = page.getByRole('form', { name: 'Create Your Account' });
  // The schema's message first, and nothing sent.
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill('purr');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(form.getByText('Password must be at least 8 characters')).toBeVisible();
  await form.getByLabel('Password').fill('Password1');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(form.getByText('This password is too common: it is among the first a stranger would try. Please choose another.')).toBeVisible();
  await form.getByLabel('First name').fill('Thandi');
  await form.getByLabel('Last name').fill('Mokoena');
  await form.getByLabel('Password').fill('whiskers-and-purrs');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created successfully!')).toBeVisible();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 5000 }).toBe('/dashboard');
  // By its text, not its role: a dialog the dashboard opens at once (an estimate's cats) hides the
  // rest of the page from assistive technology.
  await expect(page.locator('h1', { hasText: 'Welcome, Thandi' })).toBeVisible();
  if (confirmEmail) await confirmEmailAddress(page, email, mailDir);
}

/** The confirmation link the server e-mailed to `email`, once it has been written. */
export async function confirmationLinkFor(email: string, mailDir = MAIL_DIR): Promise<string> {
  await expect.poll(() => newestLinkFor(email, '/confirm-email', mailDir), { timeout: 10_000 }).toBeDefined();
  return (await newestLinkFor(email, '/confirm-email', mailDir))!;
}

/**
 * Opens the confirmation link e-mailed to `email` in a tab of its own, as from a mail program,
 * and comes back to the dashboard: the page the owner was on stays as it was.
 */
export async function confirmEmailAddress(page: Page, email: string, mailDir = MAIL_DIR): Promise<void> {
  const link = await confirmationLinkFor(email, mailDir);
  const mail = await page.context().newPage();
  await mail.goto(link);
  await expect(mail.getByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' })).toBeVisible();
  await mail.close();
}

/** The New Booking tab filled in for `cat`: a stay `daysAhead` from today for `nights` nights. */
/** Fills in New Booking `daysAhead` days from today at the hotel; answers the dates it chose. */
export async function fillNewBooking(
  page: Page,
  { cat, daysAhead, nights }: { cat: string; daysAhead: number; nights: number },
): Promise<{ checkIn: string; checkOut: string }> {
  await tab(page, 'New Booking').click();
  // The hotel's calendar, not the test machine's: from 22:00 UTC Cape Town is already on the next day.
  const checkIn = addDays(todayAtHotel(), daysAhead);
  const checkOut = addDays(checkIn, nights);
  await page.getByLabel('Check-in date').fill(checkIn);
  await page.getByLabel('Check-out date').fill(checkOut);
  await page.getByRole('checkbox', { name: new RegExp(cat) }).check({ force: true });
  return { checkIn, checkOut };
}

/**
 * Creates the booking filled in on New Booking: the app goes straight on to confirm it and pay the
 * deposit (/reservation-confirm), as the spec's dashboard new booking does.
 */
export async function createReservation(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Create Reservation' }).click();
  await expect(page.getByText('Reservation Created!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Almost there' })).toBeVisible();
}

/** From /reservation-confirm back to the dashboard, on My Reservations. */
export async function backToReservations(page: Page): Promise<void> {
  // The booking's first sync lands about now, and its pull redraws the confirm page: a link
  // redrawn between the press and the release gets no click (CI saw it once), as a finger's tap
  // would not; the owner taps again, and so does the test.
  await expect(async () => {
    await page.getByRole('link', { name: 'Back to Dashboard' }).first().click({ timeout: 2_000 });
    await expect(tab(page, 'My Reservations')).toHaveAttribute('aria-selected', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

export async function addCat(page: Page, name: string): Promise<void> {
  await tab(page, 'My Cats').click();
  await page.getByRole('button', { name: 'Add a Cat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a Cat' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Breed').fill('Ragdoll');
  await dialog.getByLabel('Age (years)').fill('4');
  await dialog.getByLabel('Gender').selectOption('female');
  await dialog.getByRole('button', { name: 'Add Cat' }).click();
  await expect(page.getByText('Cat Added')).toBeVisible();
  await expect(dialog).toBeHidden();
}

export async function allSaved(page: Page): Promise<void> {
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 10_000 });
}

/** Waits until the service worker is active and controls this page (sw.ts claims it at once). */
export async function untilWorkerControls(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller === null) {
      await new Promise((done) => navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }));
    }
  });
}

/**
 * The install banner comes a few seconds after load, at the foot of the page, on a phone or tablet
 * once the visitor has shown interest (a signed-in owner has); the browser tests run as a laptop,
 * which is never offered it, so this matters only to a test that emulates a phone. An owner may
 * close it, and so does the test, whenever it shows up. It can also come up
 * behind an open dialog (the names of the cats after registering), where no pointer reaches it
 * and the dialog hides it from assistive technology, roles and all, at a moment the test cannot
 * know. The handler may not wait for the dialog to close, since the test's next step is what
 * closes it: it finds the banner by its attributes and sends the click to the close button itself.
 */
export async function closeInstallBannerWhenShown(page: Page): Promise<void> {
  await page.addLocatorHandler(page.locator('[role="region"][aria-label="Install the app"]'), async (banner) => {
    await banner.locator('button[aria-label="Close the install banner"]').dispatchEvent('click');
  });
}

/** Ticks the confirm page's three acknowledgements (spec point 2, Reservation confirm). */
export async function acknowledgeRequirements(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /vaccination book/ }).check({ force: true });
  await page.getByRole('checkbox', { name: /spayed or neutered/ }).check({ force: true });
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check({ force: true });
}

/**
 * Pays the deposit from the deposit flow at the test provider's checkout, which opens in the same
 * tab and returns there to /thank-you; one tab from start to end. `whenOpen` runs on the checkout first.
 */
export async function payAtTestCheckout(page: Page, { whenOpen }: { whenOpen?: () => Promise<void> } = {}): Promise<void> {
  await page.getByRole('button', { name: 'Pay R100.00 Deposit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Test checkout: no money is taken' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/payment/test-checkout');
  await whenOpen?.();
  await page.getByRole('button', { name: 'Pay R100.00' }).click();
  await expect(page.getByText('Processing payment…')).toBeVisible();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/thank-you');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you! Your stay is confirmed' })).toBeVisible();
  await expect(page.getByText('Deposit Paid')).toBeVisible();
  expect(page.context().pages()).toHaveLength(1);
}

/**
 * From the dashboard's "Confirm & Pay Deposit" through the confirm page and the test checkout, and
 * back at /thank-you, all in this one tab.
 */
export async function confirmAndPayDeposit(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Confirm & Pay Deposit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Almost there' })).toBeVisible();
  await acknowledgeRequirements(page);
  await payAtTestCheckout(page);
}
