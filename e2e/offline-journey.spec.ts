import { expect, type Page, test } from '@playwright/test';
import { startHotel } from '../scripts/hotel-server.ts';
import { PHONE, shootBothWidths } from './screenshots.ts';
import { addCat, allSaved, closeInstallBannerWhenShown, newEmail, register, tab, untilWorkerControls } from './owner-steps.ts';

// An owner in a basement with no signal (issue 4): the changes made offline stay on the phone
// across a reload, show as waiting, and reach the server exactly once when the signal returns.

interface ServerCat {
  id: string;
  name: string;
  medicalInfo: string | null;
}
interface ServerBooking {
  checkInDate: string;
  checkOutDate: string;
  catIds: string[];
  totalAmount: string;
}

/** The marks on the records of the open tab whose changes the server has not taken yet. */
const waitingMarks = (page: Page) => page.getByText(/^(Waiting to sync|Waiting to be sent: places are checked then)$/).filter({ visible: true });

/** A calendar date `days` from today, as the date inputs take it. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function editMedicalInfo(page: Page, cat: string, text: string): Promise<void> {
  await tab(page, 'My Cats').click();
  await page.getByRole('button', { name: `Edit ${cat}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${cat}` });
  await dialog.getByLabel('Medical information').fill(text);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Cat Updated')).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function bookStay(page: Page, cats: string[], checkIn: string, checkOut: string): Promise<void> {
  await tab(page, 'New Booking').click();
  await page.getByLabel('Check-in date').fill(checkIn);
  await page.getByLabel('Check-out date').fill(checkOut);
  for (const cat of cats) await page.getByRole('checkbox', { name: new RegExp(cat) }).check({ force: true });
  await page.getByRole('button', { name: 'Create Reservation' }).click();
  // Offline, nothing says created: the booking waits to be sent, and places are checked then (issue 31).
  await expect(page.getByText('Booking Waiting to Be Sent')).toBeVisible();
  await expect(page.getByText('Reservation Created!')).toHaveCount(0);
  await expect(tab(page, 'My Reservations')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Waiting to be sent: places are checked then')).toBeVisible();
  await shootBothWidths(page, 'e2e/artifacts/offline-journey', 'booking-waits-offline', { toasts: true });
  await page.setViewportSize(PHONE);
}

test.describe('offline', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(({ page }) => closeInstallBannerWhenShown(page));

  test('changes made with no signal survive a reload and reach the server exactly once', async ({ page, context }) => {
    await register(page, newEmail('offline'));
    await untilWorkerControls(page);
    await addCat(page, 'Mochi');
    await allSaved(page);

    await context.setOffline(true);
    await addCat(page, 'Pepper');
    await editMedicalInfo(page, 'Mochi', 'Mild asthma; inhaler twice a day');
    const checkIn = dayFromToday(70);
    const checkOut = dayFromToday(77);
    await bookStay(page, ['Mochi', 'Pepper'], checkIn, checkOut);
    await expect(page.getByText('3 changes waiting to sync')).toBeVisible();

    // A reload with no network: the app from the service worker, the data from this phone.
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Thandi' })).toBeVisible();
    await expect(page.getByText('3 changes waiting to sync')).toBeVisible();
    await expect(waitingMarks(page)).toHaveCount(1);
    await tab(page, 'My Cats').click();
    await expect(page.getByRole('button', { name: 'Edit Pepper' })).toBeVisible();
    await expect(page.getByText('Mild asthma; inhaler twice a day')).toBeVisible();
    // Pepper is new and Mochi edited: both wait.
    await expect(waitingMarks(page)).toHaveCount(2);

    await context.setOffline(false);
    await allSaved(page);

    const cats = (await (await page.request.get('/api/cats')).json()) as ServerCat[];
    expect(cats.map((cat) => [cat.name, cat.medicalInfo]).sort()).toEqual([
      ['Mochi', 'Mild asthma; inhaler twice a day'],
      ['Pepper', null],
    ]);
    const bookings = (await (await page.request.get('/api/bookings')).json()) as ServerBooking[];
    expect(bookings).toHaveLength(1);
    expect(bookings[0]?.checkInDate).toBe(checkIn);
    expect(bookings[0]?.checkOutDate).toBe(checkOut);
    expect([...(bookings[0]?.catIds ?? [])].sort()).toEqual(cats.map((cat) => cat.id).sort());
    // 7 nights of Short Stay (R220) for two cats, as the server prices it.
    expect(bookings[0]?.totalAmount).toBe('3080.00');
    await expect(waitingMarks(page)).toHaveCount(0);
  });

  test('a session ended elsewhere: the phone asks about its unsent change, then clears the owner’s data', async ({ page, context }) => {
    await register(page, newEmail('ended'));
    await untilWorkerControls(page);
    await context.setOffline(true);
    await addCat(page, 'Pepper');
    await expect(page.getByText('1 change waiting to sync')).toBeVisible();
    // The session ends on the server's side (as on another device, or at its 90th day); the
    // hint cookie stays, as it does when the server ends a session the phone still names.
    await context.clearCookies({ name: /hotel_session$/ });
    await context.setOffline(false);
    await page.reload();
    const question = page.getByRole('alertdialog', { name: 'Your session has ended' });
    await expect(question.getByText(/1 change made on this phone as .* has not reached the hotel yet/)).toBeVisible();
    await shootBothWidths(page, 'e2e/artifacts/offline-journey', 'session-ended');
    await page.setViewportSize(PHONE);
    await question.getByRole('button', { name: 'Discard and Clear' }).click();
    await expect(page.getByText('Redirecting to Login...')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    // What the phone keeps (sync/local-data.ts): nothing of the owner is left.
    const kept = await page.evaluate(
      () =>
        new Promise<Record<string, number>>((done, fail) => {
          const open = indexedDB.open('sunningdale-hotel');
          open.onerror = () => fail(open.error);
          open.onsuccess = () => {
            const stores = ['profile', 'cats', 'bookings', 'outbox'];
            const transaction = open.result.transaction(stores, 'readonly');
            const counts: Record<string, number> = {};
            for (const store of stores) {
              const count = transaction.objectStore(store).count();
              count.onsuccess = () => (counts[store] = count.result);
            }
            transaction.oncomplete = () => {
              open.result.close();
              done(counts);
            };
          };
        }),
    );
    expect(kept).toEqual({ profile: 0, cats: 0, bookings: 0, outbox: 0 });
  });

  test('with the server stopped, a reload still shows the app and the owner’s cats', async ({ page }) => {
    test.setTimeout(120_000);
    const hotel = await startHotel();
    try {
      await page.goto(`${hotel.origin}/`);
      await untilWorkerControls(page);
      await register(page, newEmail('server-down'), { origin: hotel.origin });
      await addCat(page, 'Biscuit');
      await allSaved(page);

      expect(await hotel.stop(), `the server's own words:\n${hotel.output()}`).toBe(0);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Thandi' })).toBeVisible();
      await tab(page, 'My Cats').click();
      await expect(page.getByRole('button', { name: 'Edit Biscuit' })).toBeVisible();
    } finally {
      await hotel.stop();
    }
  });
});
