import { type Browser, expect, type Page, test as base } from '@playwright/test';
import { addDays, todayAtHotel } from '../domain/dates.ts';
import { shortNight } from '../domain/night-availability.ts';
import { type RunningHotel, startHotel } from '../scripts/hotel-server.ts';
import { setUpCodeAppOnPage } from './code-app.ts';
import { setupAddress } from './setup-address.ts';
import { allSaved, backToReservations, closeInstallBannerWhenShown, createReservation, newEmail, register, tab, untilWorkerControls } from './owner-steps.ts';
import { openEstimator, pickStay } from './estimator-steps.ts';
import { watchPage } from './page-watch.ts';
import { shootBothWidths } from './screenshots.ts';

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
  await owner.getByRole('button', { name: 'Set Up Payment' }).click();
  await owner.getByRole('button', { name: 'Simulate Completed Order' }).click();
  await expect.poll(() => new URL(owner.url()).pathname, { timeout: 15_000 }).toBe('/thank-you');
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

test('Today shows the cat with its medical note; check in, then check out with the balance in cash', async () => {
  await manager.goto('/staff');
  const arriving = manager.getByRole('region', { name: 'Arriving today' });
  await expect(arriving.getByText('Mochi').first()).toBeVisible();
  await expect(arriving.getByText(MEDICAL_NOTE)).toBeVisible();
  await shootBothWidths(manager, SHOTS, 'today');

  await arriving.getByRole('button', { name: 'Check in' }).click();
  await manager.getByRole('dialog').getByRole('button', { name: 'Check in' }).click();
  await expect(manager.getByRole('dialog')).toBeHidden();
  // Checked in: the stay now offers Check out.
  await manager.getByRole('button', { name: 'Check out' }).first().click();
  const checkOut = manager.getByRole('dialog');
  // 4 nights x R220, less the R100 deposit.
  await expect(checkOut.getByText(/R780/).first()).toBeVisible();
  await checkOut.getByRole('button', { name: 'Paid in cash' }).click();
  await expect(checkOut).toBeHidden();

  // The booking's page: its price, both payments and its history.
  await manager.goto('/staff/bookings');
  await manager.getByLabel('Owner or cat').fill('Mochi');
  await manager.getByRole('button', { name: 'Search' }).click();
  await manager.getByRole('listitem').filter({ hasText: 'Mochi' }).getByRole('link').first().click();
  await expect(manager.getByText('Completed').first()).toBeVisible();
  await expect(manager.getByText(/cash/i).first()).toBeVisible();
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

test('every staff screen at 390 and 1280 px', async () => {
  // Mochi is home again; she comes back tomorrow, so the calendar and that night have a guest.
  const tomorrow = addDays(todayAtHotel(), 1);
  const cats = (await (await owner.request.get('/api/cats')).json()) as { id: string }[];
  const again = await owner.request.post('/api/bookings', {
    data: { booking: { checkInDate: tomorrow, checkOutDate: addDays(tomorrow, 5), specialRequests: 'The sunny shelf again, please' }, catIds: [cats[0]!.id] },
  });
  expect(again.status()).toBe(201);

  await manager.goto('/staff/calendar');
  await expect(manager.getByText('Closed for the deep clean').first()).toBeVisible();
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
  await manager.goto('/staff/calendar');
  await expect(manager.getByText('Closed for the deep clean').first()).toBeVisible();
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
    await nav.getByRole('link', { name: 'Calendar' }).click();
    await expect(manager.getByText('Closed for the deep clean').first()).toBeVisible();
    await expect(manager.getByText(/^Offline: as of \d\d:\d\d$/)).toBeVisible();
    await manager.goto(`/staff/nights/${tomorrow}`).catch(() => undefined);
    await expect(manager.getByText('The sunny shelf again, please')).toBeVisible();
    // The desk's actions say they need a connection instead of queuing.
    await expect(manager.getByText('You are offline: the desk’s actions need a connection.')).toBeVisible();
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
  expect(late.url()).not.toContain(token);
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
