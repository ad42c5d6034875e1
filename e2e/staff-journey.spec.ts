import { type Browser, expect, type Page, test as base } from '@playwright/test';
import { firstNightOf, monthOf, monthsAfter, monthWords, nightsInMonth } from '../domain/calendar-month.ts';
import { addDays, dayWords, todayAtHotel } from '../domain/dates.ts';
import { shortNight } from '../domain/night-availability.ts';
import { type RunningHotel, startHotel } from '../scripts/hotel-server.ts';
import { setUpCodeAppOnPage } from './code-app.ts';
import { setupAddress } from './setup-address.ts';
import {
  acknowledgeRequirements,
  allSaved,
  backToReservations,
  closeInstallBannerWhenShown,
  createReservation,
  newEmail,
  payAtTestCheckout,
  register,
  tab,
  untilWorkerControls,
} from './owner-steps.ts';
import { openEstimator, pickStay } from './estimator-steps.ts';
import { watchPage } from './page-watch.ts';
import { newestLinkFor } from './receipts.ts';
import { PHONE, shootBothWidths, WIDE } from './screenshots.ts';

// The hotel's side in Chromium against the real server (issue 14): an owner books a stay starting
// today and pays; the first manager is made from the setup address in the server's log; Today shows
// the cat with its medical note; check-in, then check-out with the balance in cash; the owner's
// My Reservations shows Completed and Paid; a closed night refuses a booking in the estimator and
// on the API; an owner opening /staff sees nothing of anyone. Every staff screen is photographed
// at 390 and 1280 px in e2e/artifacts/staff/.
//
// These tests start a server of their own (an empty PGlite), since the setup address is only
// logged while the hotel has no manager, and read its log for it.

const SHOTS = 'e2e/artifacts/staff';
const MEDICAL_NOTE = 'Half a tablet of Vetmedin at 8:00 with food';

// A server of this file's own. Written out here, not shared: Playwright keeps one worker fixture
// per fixture function, and two files sharing one would share the server, the second finding its
// setup address already spent.
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

/** A page of its own (cookies, storage) for each person, as on their own phones. */
async function phoneOf(browser: Browser, hotel: RunningHotel): Promise<Page> {
  const context = await browser.newContext({ baseURL: hotel.origin, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await closeInstallBannerWhenShown(page);
  return page;
}

let owner: Page;
let manager: Page;
let ownerEmail: string;

test('an owner books a stay starting today and pays the deposit', async ({ browser, hotel }) => {
  owner = await phoneOf(browser, hotel);
  ownerEmail = newEmail('staff-journey');
  await register(owner, ownerEmail, { mailDir: hotel.mailDir });
  await tab(owner, 'My Cats').click();
  await owner.getByRole('button', { name: 'Add a Cat' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Add a Cat' });
  await dialog.getByLabel('Name').fill('Mochi');
  await dialog.getByLabel('Medical information').fill(MEDICAL_NOTE);
  await dialog.getByLabel('Dietary requirements').fill('Renal diet only, no treats');
  await dialog.getByRole('button', { name: 'Add Cat' }).click();
  await expect(owner.getByText('Cat Added')).toBeVisible();
  await expect(dialog).toBeHidden();

  const today = todayAtHotel();
  await tab(owner, 'New Booking').click();
  await owner.getByLabel('Check-in date').fill(today);
  await owner.getByLabel('Check-out date').fill(addDays(today, 4));
  await owner.getByRole('checkbox', { name: /Mochi/ }).check({ force: true });
  await createReservation(owner);
  await backToReservations(owner);
  await allSaved(owner);

  await owner.getByRole('link', { name: 'Pay R100 Deposit' }).click();
  await acknowledgeRequirements(owner);
  await payAtTestCheckout(owner);
});

test('the first manager is set up from the address in the server’s log, once', async ({ browser, hotel }) => {
  manager = await phoneOf(browser, hotel);
  const watch = watchPage(manager, hotel.origin);
  const address = setupAddress(hotel);
  await manager.goto(address);
  const form = manager.getByRole('form', { name: 'Create your staff account' });
  await expect(form).toBeVisible();
  await shootBothWidths(manager, SHOTS, 'setup');
  await form.getByLabel('First name').fill('Lindiwe');
  await form.getByLabel('Last name').fill('Khumalo');
  await form.getByLabel('Email').fill('lindiwe@sunningdale.test');
  await form.getByLabel('Password').fill('tabby-and-tortie');
  await form.getByRole('button', { name: 'Create Staff Account' }).click();
  // A manager's desk opens once a code app is set up (issue 30): the desk sends them to its setup.
  await expect.poll(() => new URL(manager.url()).pathname, { timeout: 10_000 }).toBe('/staff/code-app');
  const { recoveryCodes } = await setUpCodeAppOnPage(manager, (name) => shootBothWidths(manager, SHOTS, name));

  // Signing in again asks for the app's code after the password; a recovery code stands in for it once.
  const elsewhere = await phoneOf(browser, hotel);
  await elsewhere.goto('/login');
  const signIn = elsewhere.getByRole('form', { name: 'Sign In' });
  await signIn.getByLabel('Email').fill('lindiwe@sunningdale.test');
  await signIn.getByLabel('Password').fill('tabby-and-tortie');
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  const codeStep = elsewhere.getByRole('form', { name: 'Code from your app' });
  await expect(codeStep).toBeVisible();
  await shootBothWidths(elsewhere, SHOTS, 'sign-in-code');
  await codeStep.getByLabel('Code from your app').fill(recoveryCodes[0]!);
  await codeStep.getByRole('button', { name: 'Verify Code' }).click();
  await expect.poll(() => new URL(elsewhere.url()).pathname, { timeout: 10_000 }).toBe('/staff');
  await elsewhere.context().close();

  // The address is dead now, and says so.
  const again = await manager.context().newPage();
  await again.goto(address);
  await expect(again.getByText('This setup address has already been used')).toBeVisible();
  await again.close();
  expect(watch.errors).toEqual([]);
});

test('Today shows the cat with its medical note; check in with the balance in cash (spec §9), then check out with nothing left to pay', async () => {
  await manager.goto('/staff');
  const arriving = manager.getByRole('region', { name: 'Arriving today' });
  await expect(arriving.getByText('Mochi').first()).toBeVisible();
  await expect(arriving.getByText(MEDICAL_NOTE)).toBeVisible();
  await shootBothWidths(manager, SHOTS, 'today');

  await arriving.getByRole('button', { name: 'Check in' }).click();
  const checkIn = manager.getByRole('dialog');
  // 4 nights x R220, less the R100 deposit, taken now.
  await expect(checkIn.getByText('Balance R780')).toBeVisible();
  // Mochi on the desk's scale as she arrives (issue 33).
  await checkIn.getByLabel('Mochi’s weight (kg)').fill('4.2');
  await shootBothWidths(manager, SHOTS, 'check-in-dialog');
  await checkIn.getByRole('button', { name: 'Paid in cash' }).click();
  await expect(checkIn).toBeHidden();
  // Mochi came with no vaccination records (issue 33): check-in is refused, naming what is missing;
  // the manager checks her in anyway, with a reason the stay's history keeps.
  const refusal = arriving.getByRole('alert');
  await expect(refusal.getByText(/Mochi has no rabies vaccination on record/)).toBeVisible();
  await expect(arriving.getByRole('note', { name: 'Vaccination records' })).toBeVisible();
  await shootBothWidths(manager, SHOTS, 'check-in-refused-records');
  await refusal.getByRole('button', { name: 'Check In Anyway' }).click();
  await expect(refusal.getByText('Please say why the cat may stay without its records, in at least 3 characters')).toBeVisible();
  await refusal.getByLabel('Why may the cat stay without them?').fill('The vet confirmed her boosters by phone; the book comes on Monday');
  await refusal.getByRole('button', { name: 'Check In Anyway' }).click();
  // Checked in: the stay now offers Check out, with nothing left to take.
  await manager.getByRole('button', { name: 'Check out' }).first().click();
  const checkOut = manager.getByRole('dialog');
  await expect(checkOut.getByText('Nothing is left to pay: the balance was taken at check-in.')).toBeVisible();
  await expect(checkOut.getByRole('button', { name: 'Paid in cash' })).toHaveCount(0);
  await checkOut.getByLabel('Mochi’s weight (kg)').fill('4.1');
  await shootBothWidths(manager, SHOTS, 'check-out-dialog');
  await checkOut.getByRole('button', { name: 'Check out' }).click();
  await expect(checkOut).toBeHidden();

  // The booking's page: its price, both payments and its history.
  await manager.goto('/staff/bookings');
  await manager.getByLabel('Owner or cat').fill('Mochi');
  await manager.getByRole('button', { name: 'Search' }).click();
  await manager.getByRole('listitem').filter({ hasText: 'Mochi' }).getByRole('link').first().click();
  await expect(manager.getByText('Completed').first()).toBeVisible();
  await expect(manager.getByText(/cash/i).first()).toBeVisible();
  const history = manager.getByRole('region', { name: 'History' });
  await expect(history.getByText('The vet confirmed her boosters by phone; the book comes on Monday')).toBeVisible();
  await expect(manager.getByText('Mochi: 4.2 kg in, 4.1 kg out (0.1 kg less)')).toBeVisible();
  await expect(history.getByText(/Records overridden: Mochi has no FVRCP \(tricat\) vaccination on record/)).toBeVisible();
  await shootBothWidths(manager, SHOTS, 'booking');
});

test('the owner’s My Reservations shows Completed and Paid after the next pull', async () => {
  await owner.goto('/dashboard');
  await expect(tab(owner, 'My Reservations')).toHaveAttribute('aria-selected', 'true');
  await expect(owner.getByText('Completed')).toBeVisible();
  await expect(owner.getByText('Paid', { exact: true })).toBeVisible();
});

test('a closed night refuses a booking in the estimator and on the API', async () => {
  const closed = addDays(todayAtHotel(), 21);
  await manager.goto('/staff/settings');
  const form = manager.getByRole('form', { name: 'Close nights' });
  await form.getByLabel('First night').fill(closed);
  await form.getByLabel('Last night').fill(closed);
  await form.getByLabel('Reason').fill('Closed for the deep clean');
  await form.getByRole('button', { name: 'Close these nights' }).click();
  await expect(manager.getByRole('list', { name: 'Closed nights' }).getByText('Closed for the deep clean')).toBeVisible();
  await shootBothWidths(manager, SHOTS, 'settings');

  const box = await openEstimator(owner);
  await pickStay(box, 4, 1, addDays(closed, -1));
  // The calendar marks the night before it is picked, and the stay names it with the reason (issue 31).
  await expect(box.getByRole('button', { name: /, closed: Closed for the deep clean$/ })).toHaveAttribute('data-date', closed);
  await expect(box.getByRole('status')).toHaveText(`${shortNight(closed)} is closed: Closed for the deep clean.`);
  await expect(box.getByRole('button', { name: 'These Dates Are Perfect' })).toHaveCount(0);

  const cats = (await (await owner.request.get('/api/cats')).json()) as { id: string }[];
  const refused = await owner.request.post('/api/bookings', {
    data: { booking: { checkInDate: addDays(closed, -1), checkOutDate: addDays(closed, 3) }, catIds: [cats[0]!.id] },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toContain('Closed for the deep clean');
});

test('an owner’s edit of dates shows in the desk’s history with the old and new dates and price', async () => {
  const cats = (await (await owner.request.get('/api/cats')).json()) as { id: string }[];
  const checkIn = addDays(todayAtHotel(), 40);
  const booked = await owner.request.post('/api/bookings', {
    data: { booking: { checkInDate: checkIn, checkOutDate: addDays(checkIn, 3) }, catIds: [cats[0]!.id] },
  });
  expect(booked.status()).toBe(201);
  const stay = (await booked.json()) as { id: string; version: number };
  const edited = await owner.request.patch(`/api/bookings/${stay.id}`, { data: { checkOutDate: addDays(checkIn, 5), version: stay.version } });
  expect(edited.status()).toBe(200);

  await manager.goto(`/staff/bookings/${stay.id}`);
  const history = manager.getByRole('region', { name: 'History' });
  await expect(history.getByText(/Dates, cats or services changed/)).toBeVisible();
  await expect(history.getByText(/Check out: .* → .* · Total amount: R\S+ → R\S+/)).toBeVisible();
  await shootBothWidths(manager, SHOTS, 'booking-edited');
  await manager.goto('/staff/settings');
  await expect(manager.getByRole('region', { name: 'Changes' }).getByText(/Nights closed/)).toBeVisible();
  await shootBothWidths(manager, SHOTS, 'settings-changes');
});

/** The calendar's month with the deep clean's closed night, paged to from this month (issue 31). */
async function openClosedNightsMonth() {
  const thisMonth = monthOf(todayAtHotel());
  const closedMonth = monthOf(addDays(todayAtHotel(), 21));
  await manager.goto('/staff/calendar');
  await expect(manager.getByRole('heading', { level: 2, name: monthWords(thisMonth) })).toBeVisible();
  if (closedMonth !== thisMonth) await manager.getByRole('link', { name: `${monthWords(closedMonth)} →` }).click();
  await expect(manager.getByRole('heading', { level: 2, name: monthWords(closedMonth) })).toBeVisible();
  await expect(manager.getByText('Closed for the deep clean').first()).toBeVisible();
}

test('Today uses a desktop’s width: arrivals, departures and the house tonight side by side at 1280 px (issue 31)', async () => {
  await manager.setViewportSize(WIDE);
  await manager.goto('/staff');
  const boxes = await Promise.all(
    ['Arriving today', 'Leaving today', 'Staying on tonight'].map((name) => manager.getByRole('region', { name }).boundingBox()),
  );
  const [arriving, leaving, staying] = boxes.map((box) => box!);
  expect(leaving!.y).toBeCloseTo(arriving!.y, 0);
  expect(staying!.y).toBeCloseTo(arriving!.y, 0);
  expect(leaving!.x).toBeGreaterThan(arriving!.x + arriving!.width - 1);
  expect(staying!.x).toBeGreaterThan(leaving!.x + leaving!.width - 1);
  await manager.setViewportSize(PHONE);
});

test('the calendar pages a month at a time, forward and back past a year, each night opening its night (issue 31)', async () => {
  const thisMonth = monthOf(todayAtHotel());
  await manager.goto('/staff/calendar');
  await expect(manager.getByRole('heading', { level: 2, name: monthWords(thisMonth) })).toBeVisible();
  for (let back = 1; back <= 13; back += 1) {
    await manager.getByRole('link', { name: `← ${monthWords(monthsAfter(thisMonth, -back))}` }).click();
    await expect(manager.getByRole('heading', { level: 2, name: monthWords(monthsAfter(thisMonth, -back)) })).toBeVisible();
  }
  expect(new URL(manager.url()).searchParams.get('month')).toBe(monthsAfter(thisMonth, -13));
  await expect(manager.getByRole('list', { name: 'Nights' }).getByRole('link')).toHaveCount(nightsInMonth(monthsAfter(thisMonth, -13)));
  await manager.getByRole('link', { name: 'This month' }).click();
  await expect(manager.getByRole('heading', { level: 2, name: monthWords(thisMonth) })).toBeVisible();
  for (let ahead = 1; ahead <= 5; ahead += 1) {
    await manager.getByRole('link', { name: `${monthWords(monthsAfter(thisMonth, ahead))} →` }).click();
    await expect(manager.getByRole('heading', { level: 2, name: monthWords(monthsAfter(thisMonth, ahead)) })).toBeVisible();
  }
  const first = firstNightOf(monthsAfter(thisMonth, 5));
  await manager.getByRole('link', { name: new RegExp(`^${shortNightWords(first)}: `) }).click();
  await expect.poll(() => new URL(manager.url()).pathname).toBe(`/staff/nights/${first}`);
  await manager.getByRole('link', { name: '← Calendar' }).click();
  await expect(manager.getByRole('heading', { level: 2, name: monthWords(monthsAfter(thisMonth, 5)) })).toBeVisible();
});

/** "Tue 1 Dec", as the calendar's squares begin their names. */
function shortNightWords(date: string): string {
  const words = dayWords(date);
  return `${words.weekdayShort} ${words.day} ${words.monthShort}`;
}

test('the desk books a stay by phone for a new owner and moves its dates; the owner claims the account and sees them', async ({ browser, hotel }) => {
  const email = newEmail('phoned');
  const checkIn = addDays(todayAtHotel(), 30);
  await manager.goto('/staff/owners');
  await manager.getByRole('button', { name: 'New Owner' }).click();
  const newOwner = manager.getByRole('form', { name: 'New owner' });
  await newOwner.getByLabel('First name').fill('Lerato');
  await newOwner.getByLabel('Last name').fill('Khumalo');
  await newOwner.getByLabel('E-mail').fill(email);
  await newOwner.getByLabel('Phone').fill('082 555 0199');
  await shootBothWidths(manager, SHOTS, 'new-owner');
  await newOwner.getByRole('button', { name: 'Make the Record' }).click();
  await expect(manager.getByRole('heading', { level: 1, name: 'Lerato Khumalo' })).toBeVisible();

  await manager.getByRole('button', { name: 'Add a Cat' }).click();
  const addCat = manager.getByRole('form', { name: 'Add a cat' });
  await addCat.getByLabel('Cat’s name').fill('Pepper');
  await addCat.getByLabel('Medical').fill('Thyroid tablet at night');
  await addCat.getByRole('button', { name: 'Add the Cat' }).click();
  await expect(manager.getByRole('region', { name: 'Pepper’s care' }).getByText('Thyroid tablet at night')).toBeVisible();

  const book = manager.getByRole('form', { name: 'Book a stay' });
  await book.getByLabel('Check-in', { exact: true }).fill(checkIn);
  await book.getByLabel('Check-out', { exact: true }).fill(addDays(checkIn, 3));
  await expect(book.getByRole('checkbox', { name: 'Pepper' })).toBeChecked();
  // Transport asks where to collect Pepper and bring her home (issue 31).
  await book.getByRole('checkbox', { name: /^Transport/ }).check({ force: true });
  await book.getByLabel('Pick-up and delivery address').fill('12 Marine Drive, Bloubergstrand');
  await expect(book.getByText(/^About R[\d ]+ for 3 nights/)).toBeVisible();
  await shootBothWidths(manager, SHOTS, 'owner-book-stay');
  await book.getByRole('button', { name: 'Book the Stay' }).click();
  await expect.poll(() => new URL(manager.url()).pathname, { timeout: 10_000 }).toMatch(/^\/staff\/bookings\//);
  await expect(manager.getByText('Pending').first()).toBeVisible();
  await expect(manager.getByText('12 Marine Drive, Bloubergstrand').first()).toBeVisible();

  await manager.getByRole('button', { name: 'Change Dates, Cats or Services' }).click();
  const change = manager.getByRole('form', { name: 'Change the stay' });
  await change.getByLabel('Check-out', { exact: true }).fill(addDays(checkIn, 5));
  await change.getByLabel('Reason').fill('Lerato phoned: two nights longer');
  await shootBothWidths(manager, SHOTS, 'change-stay');
  await change.getByRole('button', { name: 'Save the Change' }).click();
  await expect(change).toBeHidden();
  const history = manager.getByRole('region', { name: 'History' });
  await expect(history.getByText(/Lerato phoned: two nights longer/)).toBeVisible();
  await expect(history.getByText(/Check out: .* → .* · Total amount: R\S+ → R\S+/)).toBeVisible();
  await shootBothWidths(manager, SHOTS, 'booking-changed-at-desk');

  // The invitation's link sets her password and signs her in; her stay shows the desk's new dates.
  const invitation = await newestLinkFor(email, '/claim-account', hotel.mailDir);
  expect(invitation).toBeDefined();
  const lerato = await phoneOf(browser, hotel);
  await lerato.goto(invitation!);
  const claim = lerato.getByRole('form', { name: 'Choose a new password' });
  await claim.getByLabel(/^New password(?! again)/).fill('pepper-the-cat-9');
  await claim.getByLabel('New password again').fill('pepper-the-cat-9');
  await shootBothWidths(lerato, SHOTS, 'claim-account');
  await claim.getByRole('button', { name: 'Set My Password' }).click();
  await expect.poll(async () => (await lerato.request.get('/api/bookings')).status(), { timeout: 10_000 }).toBe(200);
  const [stay] = (await (await lerato.request.get('/api/bookings')).json()) as { checkOutDate: string; nights: number }[];
  expect(stay).toMatchObject({ checkOutDate: addDays(checkIn, 5), nights: 5 });
  await lerato.context().close();
});

test('every staff screen at 390 and 1280 px', async () => {
  // Mochi is home again; she comes back tomorrow, so the calendar and that night have a guest.
  const tomorrow = addDays(todayAtHotel(), 1);
  const cats = (await (await owner.request.get('/api/cats')).json()) as { id: string }[];
  const again = await owner.request.post('/api/bookings', {
    data: {
      booking: { checkInDate: tomorrow, checkOutDate: addDays(tomorrow, 5), specialRequests: 'The sunny shelf again, please' },
      catIds: [cats[0]!.id],
    },
  });
  expect(again.status()).toBe(201);

  await openClosedNightsMonth();
  await shootBothWidths(manager, SHOTS, 'calendar');
  await manager.goto(`/staff/nights/${tomorrow}`);
  await expect(manager.getByText('Mochi').first()).toBeVisible();
  await shootBothWidths(manager, SHOTS, 'night');
  await manager.goto('/staff/bookings');
  await expect(manager.getByRole('listitem').filter({ hasText: 'Mochi' }).getByRole('link').first()).toBeVisible();
  await shootBothWidths(manager, SHOTS, 'bookings');
  await manager.goto('/staff/owners');
  await manager.getByRole('listitem').filter({ hasText: 'Thandi Mokoena' }).getByRole('link').first().click();
  await expect(manager.getByText(ownerEmail).first()).toBeVisible();
  await shootBothWidths(manager, SHOTS, 'owner');
  await manager.goto('/staff/owners');
  await shootBothWidths(manager, SHOTS, 'owners');
});

test('with no signal the desk shows Today and the calendar from the last pull, and actions wait for a connection', async () => {
  const tomorrow = addDays(todayAtHotel(), 1);
  // Each screen as last pulled: the night of tomorrow, the calendar, then Today.
  await manager.goto(`/staff/nights/${tomorrow}`);
  await expect(manager.getByText('The sunny shelf again, please')).toBeVisible();
  await openClosedNightsMonth();
  // The records too (issue 31): the bookings search, Mochi's booking, the owners and Thandi's record.
  await manager.goto('/staff/bookings');
  const bookingLink = manager.getByRole('listitem').filter({ hasText: 'Mochi' }).getByRole('link').first();
  await expect(bookingLink).toBeVisible();
  const bookingPath = (await bookingLink.getAttribute('href'))!;
  await manager.goto(bookingPath);
  await expect(manager.getByRole('region', { name: 'History' })).toBeVisible();
  await manager.goto('/staff/owners');
  const ownerLink = manager.getByRole('listitem').filter({ hasText: 'Thandi Mokoena' }).getByRole('link').first();
  const ownerPath = (await ownerLink.getAttribute('href'))!;
  await manager.goto(ownerPath);
  await expect(manager.getByText(ownerEmail).first()).toBeVisible();
  await manager.goto('/staff');
  await expect(manager.getByText('Mochi').first()).toBeVisible();
  await untilWorkerControls(manager);
  await manager.context().setOffline(true);
  try {
    await manager.reload();
    await expect(manager.getByText(/^Offline: as of \d\d:\d\d$/)).toBeVisible();
    await expect(manager.getByRole('region', { name: 'Leaving today' }).getByText('Mochi').first()).toBeVisible();
    await shootBothWidths(manager, SHOTS, 'today-offline');
    const nav = manager.getByRole('navigation', { name: 'Staff' });
    // No screen of the desk gives way to a crash screen with no signal; each shows its copy, marked.
    await nav.getByRole('link', { name: 'Bookings' }).click();
    await expect(manager.getByText(/^Offline: as of \d\d:\d\d$/)).toBeVisible();
    await expect(manager.getByRole('listitem').filter({ hasText: 'Mochi' }).first()).toBeVisible();
    await expect(manager.getByText('Something went wrong')).toHaveCount(0);
    await shootBothWidths(manager, SHOTS, 'bookings-offline');
    await manager.getByRole('listitem').filter({ hasText: 'Mochi' }).getByRole('link').first().click();
    await expect(manager.getByText(/^Offline: as of \d\d:\d\d$/)).toBeVisible();
    await expect(manager.getByRole('region', { name: 'History' })).toBeVisible();
    await nav.getByRole('link', { name: 'Owners' }).click();
    await expect(manager.getByText(/^Offline: as of \d\d:\d\d$/)).toBeVisible();
    await expect(manager.getByRole('listitem').filter({ hasText: 'Thandi Mokoena' }).first()).toBeVisible();
    await shootBothWidths(manager, SHOTS, 'owners-offline');
    // Opened afresh with no signal (the worker's saved page), an owner's record still opens.
    await manager.goto(ownerPath).catch(() => undefined);
    await expect(manager.getByText(/^Offline: as of \d\d:\d\d$/)).toBeVisible();
    await expect(manager.getByText(ownerEmail).first()).toBeVisible();
    await manager.goto(bookingPath).catch(() => undefined);
    await expect(manager.getByRole('region', { name: 'History' })).toBeVisible();
    await expect(manager.getByText('Something went wrong')).toHaveCount(0);
    await nav.getByRole('link', { name: 'Calendar' }).click();
    await expect(manager.getByText(/^Offline: as of \d\d:\d\d$/)).toBeVisible();
    const closedMonth = monthOf(addDays(todayAtHotel(), 21));
    if (closedMonth !== monthOf(todayAtHotel())) await manager.getByRole('link', { name: `${monthWords(closedMonth)} →` }).click();
    await expect(manager.getByText('Closed for the deep clean').first()).toBeVisible();
    await shootBothWidths(manager, SHOTS, 'calendar-offline');
    // The settings change only online: opened with no signal, they say so in the desk's frame.
    await nav.getByRole('link', { name: 'Settings' }).click();
    await expect(manager.getByText(/needs a connection to the hotel’s server/)).toBeVisible();
    await expect(nav).toBeVisible();
    await expect(manager.getByText('Something went wrong')).toHaveCount(0);
    await manager.goto(`/staff/nights/${tomorrow}`).catch(() => undefined);
    await expect(manager.getByText('The sunny shelf again, please')).toBeVisible();
    // A check-in or check-out would wait on the phone (issue 33, e2e/care-round.spec.ts); the other
    // actions say they need a connection instead of queuing.
    await expect(
      manager
        .getByText(
          'You are offline: a check-in or check-out is kept on this phone and sent when the signal returns; the other actions need a connection.',
        )
        .first(),
    ).toBeVisible();
  } finally {
    await manager.context().setOffline(false);
  }
});

test('a manager invites a member of staff, who joins from the address', async ({ browser, hotel }) => {
  await manager.goto('/staff/settings');
  const invite = manager.getByRole('form', { name: 'Invite someone' });
  await invite.getByLabel('E-mail').fill('sipho@sunningdale.test');
  await invite.getByRole('button', { name: 'Invite' }).click();
  const address = await manager.getByLabel('Invitation address').inputValue();
  // The token rides in the fragment (issue 30): never sent to a server, never in a proxy's log.
  expect(address).toMatch(/\/staff\/join#token=[a-z2-7]{32}$/);

  const newcomer = await phoneOf(browser, hotel);
  await newcomer.goto(address);
  const form = newcomer.getByRole('form', { name: 'Create your staff account' });
  // The account takes the invited address: shown, not typed (issue 30).
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveCount(0);
  await expect(newcomer.getByText('sipho@sunningdale.test')).toBeVisible();
  await shootBothWidths(newcomer, SHOTS, 'join');
  await form.getByLabel('First name').fill('Sipho');
  await form.getByLabel('Last name').fill('Dlamini');
  await form.getByLabel('Password').fill('ginger-and-socks');
  await form.getByRole('button', { name: 'Create Staff Account' }).click();
  await expect.poll(() => new URL(newcomer.url()).pathname, { timeout: 10_000 }).toBe('/staff');
  // Staff, not a manager: no Settings tab.
  await expect(newcomer.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Today' })).toBeVisible();
  await expect(newcomer.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await newcomer.context().close();

  // The old form of the address, its token in the query, is refused without the token going anywhere.
  const token = new URLSearchParams(new URL(address).hash.slice(1)).get('token')!;
  const late = await phoneOf(browser, hotel);
  const sent: string[] = [];
  late.on('request', (request) => {
    if (!request.url().includes('/staff/join?')) sent.push(`${request.url()} ${request.postData() ?? ''}`);
  });
  await late.goto(`/staff/join?token=${token}`);
  await expect(late.getByText(/This invitation address is of an older form/)).toBeVisible();
  // The screen says so first and takes the token out of the address bar just after: under load the
  // clean clone's run looked in between.
  await expect.poll(() => late.url()).not.toContain(token);
  expect(sent.filter((request) => request.includes(token))).toEqual([]);
  await shootBothWidths(late, SHOTS, 'join-old-form');
  await late.context().close();
});

test('an owner opening /staff sees nothing of anyone, and no staff data is sent', async () => {
  const staffAnswers: number[] = [];
  owner.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/staff')) staffAnswers.push(response.status());
  });
  for (const path of ['/staff', '/staff/bookings', '/staff/owners', '/staff/settings', '/staff/calendar']) {
    await owner.goto(path);
    await expect(owner.getByText('This part of the app is for the hotel’s staff')).toBeVisible();
    await expect(owner.getByText('Mochi')).toHaveCount(0);
    await expect(owner.getByText(MEDICAL_NOTE)).toHaveCount(0);
  }
  await shootBothWidths(owner, SHOTS, 'owner-refused');
  expect(staffAnswers.every((status) => status === 403)).toBe(true);
});

test('signed out, /staff shows the staff’s sign-in: no Register, and on to the desk (issue 31)', async ({ browser, hotel }) => {
  const visitor = await phoneOf(browser, hotel);
  await visitor.goto('/staff');
  const form = visitor.getByRole('form', { name: 'Staff Sign In' });
  await expect(form).toBeVisible();
  expect(new URL(visitor.url()).pathname).toBe('/staff/sign-in');
  await expect(visitor.getByText('Create an account')).toHaveCount(0);
  await shootBothWidths(visitor, SHOTS, 'staff-sign-in');
  await visitor.context().close();
});
