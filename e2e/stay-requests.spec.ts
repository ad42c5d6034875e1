import { type Browser, expect, type Page, test as base } from '@playwright/test';
import { type RunningHotel, startHotel } from '../scripts/hotel-server.ts';
import { setUpCodeAppOnPage } from './code-app.ts';
import {
  acknowledgeRequirements,
  addCat,
  allSaved,
  backToReservations,
  closeInstallBannerWhenShown,
  createReservation,
  fillNewBooking,
  newEmail,
  payAtTestCheckout,
  register,
} from './owner-steps.ts';
import { watchPage } from './page-watch.ts';
import { shootBothWidths } from './screenshots.ts';
import { setupAddress } from './setup-address.ts';

// Every stay has a page (issue 31): an owner opens a stay from My Reservations, unpaid and then
// paid, and asks the hotel to cancel the paid one under the terms shown; the desk sees the request
// on the booking's screen and declines it with a reason; the owner's stay page shows the answer.
// A server of this file's own, since the first manager is made from the setup address it logs.

const SHOTS = process.env.STAY_SHOTS ?? 'e2e/artifacts/stay';
const REASON = 'Check-in is close and Mochi’s place is prepared; please call us to talk it over';

const test = base.extend<object, { hotel: RunningHotel }>({
  hotel: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
    async ({}, use) => {
      const hotel = await startHotel();
      await use(hotel);
      await hotel.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ hotel }, use) => use(hotel.origin),
});

test.describe.configure({ mode: 'serial' });

async function phoneOf(browser: Browser, hotel: RunningHotel): Promise<Page> {
  const context = await browser.newContext({ baseURL: hotel.origin, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await closeInstallBannerWhenShown(page);
  return page;
}

let owner: Page;
let stayPath: string;

test('an owner opens an unpaid stay, pays it, and asks the hotel to cancel it under the terms shown', async ({ browser, hotel }) => {
  owner = await phoneOf(browser, hotel);
  const watch = watchPage(owner, hotel.origin);
  await register(owner, newEmail('stay'), { mailDir: hotel.mailDir });
  await addCat(owner, 'Mochi');
  await fillNewBooking(owner, { cat: 'Mochi', daysAhead: 30, nights: 5 });
  await createReservation(owner);
  await backToReservations(owner);
  await allSaved(owner);
  await shootBothWidths(owner, SHOTS, 'reservations');

  await owner.getByRole('link', { name: /^View the stay of / }).click();
  await expect(owner.getByRole('heading', { level: 1 })).toContainText(' – ');
  stayPath = new URL(owner.url()).pathname;
  expect(stayPath).toMatch(/^\/stays\/[0-9a-f-]{36}$/);
  const bill = owner.getByRole('region', { name: 'Your Bill' });
  await expect(bill.getByText('R100 still to pay, to confirm the stay')).toBeVisible();
  await expect(owner.getByText(/^Held until /)).toBeVisible();
  await shootBothWidths(owner, SHOTS, 'stay-unpaid');

  await owner.getByRole('link', { name: 'Pay R100 Deposit' }).click();
  // The one deposit flow: the three acknowledgements, then the checkout in the same tab.
  await acknowledgeRequirements(owner);
  await payAtTestCheckout(owner);

  await owner.goto('/dashboard');
  await owner.getByRole('link', { name: /^View the stay of / }).click();
  await expect(owner.getByText('Confirmed: your deposit is paid and your cat’s places are kept.')).toBeVisible();
  await expect(bill.getByText('R100 paid')).toBeVisible();
  await expect(bill.getByText(/ at check-in on .*, 11:00 AM, by cash or card$/)).toBeVisible();
  await expect(owner.getByRole('region', { name: 'History' }).getByText('Deposit paid online')).toBeVisible();
  await shootBothWidths(owner, SHOTS, 'stay-paid');

  await owner.getByRole('button', { name: 'Ask to Cancel' }).click();
  const dialog = owner.getByRole('alertdialog');
  // A month ahead: more than 48 hours, so the early rule applies, marked.
  await expect(dialog.locator('[aria-current="true"]')).toContainText('More than 48 hours before check-in');
  await dialog.getByLabel('Note for the hotel (optional)').fill('We are moving to Durban');
  await shootBothWidths(owner, SHOTS, 'stay-ask-cancel');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(owner.getByText('Cancellation request sent')).toBeVisible();
  const requests = owner.getByRole('list', { name: 'Your requests' });
  await expect(requests.getByText('Waiting for the hotel')).toBeVisible();
  await expect(requests.getByText('Your note: We are moving to Durban')).toBeVisible();
  await expect(owner.getByRole('button', { name: 'Ask to Cancel' })).toBeHidden();
  expect(watch.errors).toEqual([]);
});

test('the desk sees the request on the booking’s screen and declines it with a reason', async ({ browser, hotel }) => {
  const manager = await phoneOf(browser, hotel);
  await manager.goto(setupAddress(hotel));
  const form = manager.getByRole('form', { name: 'Create your staff account' });
  await form.getByLabel('First name').fill('Lindiwe');
  await form.getByLabel('Last name').fill('Khumalo');
  await form.getByLabel('Email').fill('lindiwe@sunningdale.test');
  await form.getByLabel('Password').fill('tabby-and-tortie');
  await form.getByRole('button', { name: 'Create Staff Account' }).click();
  await expect.poll(() => new URL(manager.url()).pathname, { timeout: 10_000 }).toBe('/staff/code-app');
  await setUpCodeAppOnPage(manager);

  const bookingId = stayPath.split('/').at(-1)!;
  await manager.goto(`/staff/bookings/${bookingId}`);
  const section = manager.getByRole('region', { name: 'Owner’s Requests' });
  await expect(section.getByText('Cancellation request')).toBeVisible();
  await expect(section.getByText('We are moving to Durban')).toBeVisible();
  await shootBothWidths(manager, SHOTS, 'desk-request-open');
  // A decline needs words for the owner.
  await section.getByRole('button', { name: 'Decline' }).click();
  await expect(section.getByText('Please give the owner a reason of at least 3 characters')).toBeVisible();
  await section.getByLabel(/Your words to the owner/).fill(REASON);
  await section.getByRole('button', { name: 'Decline' }).click();
  const answered = section.getByRole('list', { name: 'Answered requests' });
  await expect(answered.getByText('Declined', { exact: true })).toBeVisible();
  await expect(answered.getByText(/by Lindiwe Khumalo$/)).toBeVisible();
  await expect(manager.getByRole('region', { name: 'History' }).getByText('Request declined')).toBeVisible();
  // The stay itself is unchanged.
  await expect(manager.getByText('Confirmed').first()).toBeVisible();
  await shootBothWidths(manager, SHOTS, 'desk-request-declined');
});

test('the owner’s stay page shows the hotel’s answer after the next pull', async () => {
  await owner.goto(stayPath);
  const requests = owner.getByRole('list', { name: 'Your requests' });
  await expect(requests.getByText('Declined', { exact: true })).toBeVisible();
  await expect(requests.getByText(REASON)).toBeVisible();
  await expect(owner.getByRole('button', { name: 'Ask to Cancel' })).toBeVisible();
  await shootBothWidths(owner, SHOTS, 'stay-declined');

  // A change: the whole stay the owner would like, priced as they choose.
  await owner.getByRole('button', { name: 'Ask for a Change' }).click();
  const change = owner.getByRole('dialog', { name: 'Ask for a Change' });
  await expect(change.getByRole('checkbox', { name: /Mochi/ })).toBeChecked();
  await change.getByLabel('Note for the hotel (optional)').fill('Could Mochi stay two nights longer?');
  await shootBothWidths(owner, SHOTS, 'stay-ask-change');
});
