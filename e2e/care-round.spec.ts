import { type APIRequestContext, expect, test as base } from '@playwright/test';
import sharp from 'sharp';
import { addDays, longDay, todayAtHotel } from '../domain/dates.ts';
import { type RunningHotel, startHotel } from '../scripts/hotel-server.ts';
import { setUpCodeAppOnPage } from './code-app.ts';
import { closeInstallBannerWhenShown, newEmail, register } from './owner-steps.ts';
import { watchPage } from './page-watch.ts';
import { PHONE, shootBothWidths } from './screenshots.ts';
import { mailFor } from './receipts.ts';
import { setupAddress } from './setup-address.ts';

// The round on a staff phone (issue 33), in Chromium against the real server: Marmalade is checked
// in with her owner's care plan (a thyroid tablet and dinner), the cattery's signal drops, and the
// member on shift logs the tablet, her mood and a note. Each shows at once, says it waits for the
// signal, and the desk counts what waits; when the signal returns each tap reaches the server once.
// The owner's side of it (issue 34): a photo posted with no signal arrives once, and her owner reads
// the diary with it, and the report card at check-out, on the page and in the mail.

const SHOTS = 'e2e/artifacts/care-round';
const PHOTO = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]).toString('base64');

const test = base.extend<object, { hotel: RunningHotel }>({
  hotel: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
    async ({}, use) => {
      const hotel = await startHotel();
      await use(hotel);
      await hotel.stop();
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ hotel }, use) => use(hotel.origin),
});

test.use({ viewport: PHONE });

/** A request as the app's own page sends it, with the session's cookie; refused answers fail the test with their message. */
async function call(request: APIRequestContext, origin: string, method: 'POST' | 'PUT', path: string, data: unknown) {
  const answer = await request.fetch(path, { method, data, headers: { origin } });
  expect(answer.status(), `${method} ${path}: ${await answer.text()}`).toBeLessThan(300);
  return (await answer.json()) as Record<string, unknown>;
}

test('a round logged with no signal shows at once, waits, and arrives once when the signal returns', async ({ page, browser, hotel }) => {
  test.setTimeout(3 * 60_000);
  const today = todayAtHotel();

  // The owner's side, through the API the app uses: Marmalade, her records and her care plan, a stay from today.
  await closeInstallBannerWhenShown(page);
  const ownerEmail = newEmail('round');
  await register(page, ownerEmail, { mailDir: hotel.mailDir });
  const owner = page.request;
  const cat = await call(owner, hotel.origin, 'POST', '/api/cats', { id: crypto.randomUUID(), name: 'Marmalade', gender: 'female' });
  for (const vaccine of ['fvrcp', 'rabies']) {
    await call(owner, hotel.origin, 'POST', `/api/cats/${cat.id}/vaccinations`, {
      vaccine,
      givenOn: addDays(today, -300),
      validUntil: addDays(today, 400),
    });
  }
  await call(owner, hotel.origin, 'PUT', `/api/cats/${cat.id}/spay-neuter/proof`, {
    id: crypto.randomUUID(),
    contentType: 'image/jpeg',
    data: PHOTO,
  });
  // Times late in the day, so the cat is in the house for them whatever the hour the test runs.
  await call(owner, hotel.origin, 'POST', `/api/cats/${cat.id}/care-plan`, {
    kind: 'medication',
    name: 'Thyroid tablet',
    amount: 'Half a tablet',
    times: ['23:58'],
    withFood: true,
  });
  await call(owner, hotel.origin, 'POST', `/api/cats/${cat.id}/care-plan`, {
    kind: 'feeding',
    name: 'Renal biscuits',
    amount: '40 g',
    times: ['23:59'],
  });
  const stay = await call(owner, hotel.origin, 'POST', '/api/bookings', {
    booking: { checkInDate: today, checkOutDate: addDays(today, 3) },
    catIds: [cat.id],
    extraServiceIds: [1],
  });

  // The hotel's side: the first manager, who takes the deposit and checks Marmalade in.
  const context = await browser.newContext({ baseURL: hotel.origin, viewport: PHONE });
  const desk = await context.newPage();
  await closeInstallBannerWhenShown(desk);
  const watch = watchPage(desk, hotel.origin);
  await desk.goto(setupAddress(hotel));
  const form = desk.getByRole('form', { name: 'Create your staff account' });
  await form.getByLabel('First name').fill('Sipho');
  await form.getByLabel('Last name').fill('Dlamini');
  await form.getByLabel('Email').fill('sipho@sunningdale.test');
  await form.getByLabel('Password').fill('tabby-and-tortie');
  await form.getByRole('button', { name: 'Create Staff Account' }).click();
  await setUpCodeAppOnPage(desk);
  const paid = await call(desk.request, hotel.origin, 'POST', `/api/staff/bookings/${stay.id}/deposit`, { version: stay.version, method: 'cash' });
  await call(desk.request, hotel.origin, 'POST', `/api/staff/bookings/${stay.id}/check-in`, { version: paid.version, method: 'cash' });

  // Her owner asks for a Live Update call this evening (issue 34); the day's first is free.
  await page.goto(`/stays/${stay.id}`);
  const calls = page.getByRole('region', { name: 'Live Update calls' });
  await calls.getByLabel('Time').selectOption('18:00');
  await calls.getByLabel('Note (optional)').fill('Show me her favourite shelf');
  await calls.getByRole('button', { name: 'Ask for a Call' }).click();
  const asked = calls.getByRole('listitem', { name: `Call on ${longDay(today)} at 18:00` });
  await expect(asked.getByText('Free')).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await expect(asked.getByText('Waiting to be sent')).toHaveCount(0);
  await shootBothWidths(page, SHOTS, 'owner-live-call');

  await desk.goto('/staff');
  const round = desk.getByRole('region', { name: 'The round' });
  const marmalade = round.getByRole('article', { name: 'Marmalade’s round' });
  const tablet = marmalade.getByRole('group', { name: 'Marmalade: Thyroid tablet at 23:58' });
  await expect(tablet.getByText('Medicine: Half a tablet at 23:58, with food')).toBeVisible();

  // Check-in took the owner's plan into the stay; the desk adjusts it for this stay only.
  const stayPlan = desk.getByRole('region', { name: 'Marmalade’s care plan for this stay' }).first();
  await expect(stayPlan.getByText('Confirmed by Sipho Dlamini', { exact: false }).first()).toBeVisible();
  await stayPlan.getByRole('button', { name: 'Change Marmalade’s Thyroid tablet' }).click();
  const change = desk.getByRole('dialog', { name: 'Change Marmalade’s care plan' });
  await change.getByLabel('Dose').fill('A quarter tablet');
  await change.getByRole('button', { name: 'Save Changes' }).click();
  await expect(change).toBeHidden();
  await expect(tablet.getByText('Medicine: A quarter tablet at 23:58, with food')).toBeVisible();
  await shootBothWidths(desk, SHOTS, 'stay-plan-adjusted');

  // No signal in the cattery: every tap is kept and says it waits.
  await context.setOffline(true);
  await tablet.getByRole('button', { name: 'Given' }).click();
  await expect(tablet.getByText('Given', { exact: true })).toBeVisible();
  await expect(tablet.getByText('Waiting for signal')).toBeVisible();
  await expect(tablet.getByRole('button', { name: 'Refused' })).toHaveCount(0);
  await marmalade.getByRole('button', { name: 'Content' }).click();
  await marmalade.getByLabel('Note').fill('Played with the feather toy');
  await marmalade.getByRole('button', { name: 'Add note' }).click();
  await expect(marmalade.getByText(': Played with the feather toy')).toBeVisible();
  // A photo from the phone's camera (a JPEG as a phone writes one), with a line for her owner.
  const camera = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: { r: 222, g: 140, b: 62 } } })
    .jpeg({ quality: 90 })
    .toBuffer();
  await marmalade.getByLabel('Take a photo of Marmalade').setInputFiles({ name: 'IMG_0412.jpg', mimeType: 'image/jpeg', buffer: camera });
  await marmalade.getByLabel('One line for the owner').fill('Sunning herself in the catio');
  await marmalade.getByRole('button', { name: 'Post to the diary' }).click();
  await expect(marmalade.getByRole('img', { name: 'Photo of Marmalade, waiting to be sent' })).toBeVisible();
  await expect(desk.getByText('4 changes waiting to sync')).toBeVisible();
  await expect(marmalade.getByText('Waiting for signal')).toHaveCount(4);
  // The call is made on the phone, with no signal: it says so, and waits with the rest.
  const madeCall = desk.getByRole('group', { name: 'Live Update call for Marmalade at 18:00' });
  await expect(madeCall.getByText('“Show me her favourite shelf”')).toBeVisible();
  await madeCall.getByRole('button', { name: 'Done' }).click();
  await expect(madeCall.getByText('Waiting for signal')).toBeVisible();
  await expect(desk.getByText('5 changes waiting to sync')).toBeVisible();
  await shootBothWidths(desk, SHOTS, 'round-offline');

  // The signal returns: each tap reaches the server once, and nothing waits any more.
  await context.setOffline(false);
  await expect(desk.getByText(/changes? waiting to sync/)).toHaveCount(0, { timeout: 20_000 });
  await expect(marmalade.getByText('Waiting for signal')).toHaveCount(0);
  // The photo reached the hotel once, resized by the server, and the round shows it as posted.
  const photos = ((await (await owner.get(`/api/bookings/${stay.id}`)).json()) as { photos: { caption: string; width: number }[] }).photos;
  expect(photos.map(({ caption, width }) => [caption, width])).toEqual([['Sunning herself in the catio', 1280]]);
  const made = ((await (await owner.get(`/api/bookings/${stay.id}`)).json()) as { liveCalls: { state: string; chargedCents: number }[] }).liveCalls;
  expect(made).toMatchObject([{ state: 'done', chargedCents: 0 }]);
  await expect(madeCall.getByText('Waiting for signal')).toHaveCount(0);
  await expect(marmalade.getByRole('img', { name: 'Photo of Marmalade' })).toBeVisible();
  const detail = (await (await desk.request.get(`/api/staff/bookings/${stay.id}`)).json()) as {
    careLog: { kind: string; outcome: string | null; note: string | null; loggedBy: string }[];
  };
  expect(detail.careLog.map(({ kind, outcome, note, loggedBy }) => [kind, outcome, note, loggedBy])).toEqual([
    ['medication', 'given', null, 'Sipho Dlamini'],
    ['mood', 'content', null, 'Sipho Dlamini'],
    ['note', null, 'Played with the feather toy', 'Sipho Dlamini'],
  ]);
  await shootBothWidths(desk, SHOTS, 'round-sent');

  // Marmalade goes home with no signal: the check-out and her weight wait on the phone, then arrive.
  await context.setOffline(true);
  const card = desk.getByRole('region', { name: 'Arriving today' }).getByRole('article').first();
  await card.getByRole('button', { name: 'Check out' }).click();
  const leaving = desk.getByRole('dialog', { name: 'Check out Marmalade' });
  await leaving.getByLabel('Marmalade’s weight (kg)').fill('4.3');
  await leaving.getByLabel('Parting words for the owner').fill('Marmalade was a delight: she chose the sunniest shelf every morning.');
  await leaving.getByRole('button', { name: 'Check out' }).click();
  await expect(card.getByText('Check-out waiting to be sent: kept on this phone until there is a signal.')).toBeVisible();
  await expect(desk.getByText('1 change waiting to sync')).toBeVisible();
  await shootBothWidths(desk, SHOTS, 'check-out-waits');
  await context.setOffline(false);
  await expect(desk.getByText(/changes? waiting to sync/)).toHaveCount(0, { timeout: 20_000 });
  const home = (await (await desk.request.get(`/api/staff/bookings/${stay.id}`)).json()) as {
    status: string;
    weights: { outGrams: number | null }[];
  };
  expect([home.status, home.weights[0]?.outGrams]).toEqual(['completed', 4300]);

  // The booking's page reads the log back, day by day.
  await desk.goto(`/staff/bookings/${stay.id}`);
  const log = desk.getByRole('region', { name: 'Care log' });
  await expect(log.getByText('23:58 · Thyroid tablet')).toBeVisible();
  await expect(log.getByText('Played with the feather toy')).toBeVisible();
  await shootBothWidths(desk, SHOTS, 'booking-care-log');
  // The owner reads the stay's diary on the stay's page (issue 34): the tablet, her mood and the
  // note, by the member's first name.
  await page.goto(`/stays/${stay.id}`);
  const diary = page.getByRole('region', { name: 'Diary' });
  await expect(diary.getByText('Thyroid tablet given')).toBeVisible();
  await expect(diary.getByText('Mood: content')).toBeVisible();
  await expect(diary.getByText('Played with the feather toy')).toBeVisible();
  await expect(diary.getByText(/, by Sipho$/).first()).toBeVisible();
  await expect(diary.getByText(/Dlamini/)).toHaveCount(0);
  await expect(diary.getByRole('img', { name: 'Photo of Marmalade: Sunning herself in the catio' }).last()).toBeVisible();
  await expect(diary.getByText('Weighed out at 4.3 kg')).toBeVisible();
  const reportCard = diary.getByRole('region', { name: 'Report card' });
  await expect(reportCard.getByText('Thyroid tablet: given once')).toBeVisible();
  await expect(reportCard.getByText('Marmalade was a delight: she chose the sunniest shelf every morning.')).toBeVisible();
  await shootBothWidths(page, SHOTS, 'owner-diary');
  // The report card is in her mail too, once, linking to the diary rather than carrying the photos.
  await expect
    .poll(async () => (await mailFor(ownerEmail, hotel.mailDir)).filter((text) => text.includes('Subject: Report card: Marmalade')).length)
    .toBe(1);
  const [mailed] = (await mailFor(ownerEmail, hotel.mailDir)).filter((text) => text.includes('Subject: Report card: Marmalade'));
  expect(mailed).toContain('Thyroid tablet: given once');
  expect(mailed).toContain('From Sipho: Marmalade was a delight');
  expect(mailed).toContain(`/stays/${stay.id}`);

  // What the phone tried while it had no signal (the engine's requests, the service worker's check
  // for an update) are the only errors the browser may log.
  const offlineOnly = /net::ERR_INTERNET_DISCONNECTED|An unknown error occurred when fetching the script/;
  expect(watch.errors.filter((error) => !offlineOnly.test(error))).toEqual([]);
  await context.close();
});
