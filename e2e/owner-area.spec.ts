import { expect, type Page, test } from '@playwright/test';
import { addCat, allSaved, backToReservations, createReservation, fillNewBooking, newEmail, register, tab } from './owner-steps.ts';
import { screenshot } from './screenshots.ts';
import { watchPage } from './page-watch.ts';
import { wcagViolations } from './wcag.ts';

// The owner area against the real server: register, keep a cat, edit the profile, book a stay
// and log out, with everything on the server afterwards; and screenshots of every screen at phone
// and laptop widths for a person to look at (e2e/artifacts/owner-area/).

const SHOTS = 'e2e/artifacts/owner-area';

const shoot = (page: Page, name: string, width: number, options: { toasts?: boolean } = {}) =>
  screenshot(page, `${SHOTS}/${name}-${width}.png`, options);

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an owner registers, keeps a cat, edits the profile, books a stay and logs out', async ({ page, baseURL }) => {
    const watch = watchPage(page, new URL(baseURL!).origin);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await shoot(page, 'login', 1280);

    await register(page, newEmail('1280'), { beforeFilling: () => shoot(page, 'register', 1280) });
    await allSaved(page);
    await shoot(page, 'tab-reservations-empty', 1280);

    // A cat, added and then edited; the cards show the server's copy once sent.
    await addCat(page, 'Mochi');
    await allSaved(page);
    await page.getByRole('button', { name: 'Edit Mochi' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Mochi' });
    await edit.getByLabel('Medical information').fill('Mild asthma; inhaler twice a day');
    await shoot(page, 'cat-dialog', 1280);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Cat Updated')).toBeVisible();
    await expect(page.getByText('Mild asthma; inhaler twice a day')).toBeVisible();
    await allSaved(page);
    await shoot(page, 'tab-cats', 1280);

    // The profile.
    await tab(page, 'Profile').click();
    const profile = page.getByRole('form', { name: 'Profile' });
    await expect(profile.getByLabel('Email')).toHaveAttribute('readonly', '');
    await profile.getByLabel('Phone').fill('082 555 0199');
    await profile.getByLabel('Address').fill('12 Sunningdale Drive, Blouberg');
    await profile.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Profile Updated')).toBeVisible();
    await allSaved(page);
    await shoot(page, 'tab-profile', 1280);

    // A stay two months out, for 7 nights.
    await fillNewBooking(page, { cat: 'Mochi', daysAhead: 60, nights: 7 });
    await page.getByLabel('Special requests (optional)').fill('Mochi likes the sunny shelf');
    await expect(page.getByText('R1 540').first()).toBeVisible();
    await shoot(page, 'tab-new-booking', 1280);
    // Created, and straight on to confirm it (issue 18); back on the dashboard it is in My Reservations.
    await createReservation(page);
    await shoot(page, 'reservation-created-toast', 1280, { toasts: true });
    await backToReservations(page);
    await allSaved(page);
    await expect(page.getByRole('link', { name: 'Pay R100 Deposit' })).toBeVisible();
    await shoot(page, 'tab-reservations', 1280);
    expect(await wcagViolations(page)).toEqual([]);

    // Everything reached the server, once.
    const cats = (await (await page.request.get('/api/cats')).json()) as { name: string; medicalInfo: string }[];
    expect(cats.map((cat) => [cat.name, cat.medicalInfo])).toEqual([['Mochi', 'Mild asthma; inhaler twice a day']]);
    const bookings = (await (await page.request.get('/api/bookings')).json()) as { totalAmount: string; specialRequests: string }[];
    expect(bookings.map((booking) => [booking.totalAmount, booking.specialRequests])).toEqual([['1540.00', 'Mochi likes the sunny shelf']]);
    const owner = (await (await page.request.get('/api/auth/user')).json()) as { phone: string };
    expect(owner.phone).toBe('082 555 0199');

    // Nothing unsent: Logout goes straight to the server, and the local copy is cleared.
    await page.getByRole('banner').getByRole('link', { name: 'Logout' }).click();
    // The home page (the start-up version check may add ?v=).
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    const left = await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('sunningdale-hotel');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const names = ['profile', 'cats', 'bookings', 'outbox'];
            const store = open.result.transaction(names).objectStore('cats');
            const count = store.count();
            count.onsuccess = () => resolve(count.result);
          };
        }),
    );
    expect(left).toBe(0);
    expect(watch.errors).toEqual([]);
  });

  test('a signed-out visitor is sent to log in from the dashboard', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByText('Redirecting to Login...')).toBeVisible();
    await expect(page.getByText('Authentication Required')).toBeVisible();
    // GET /api/login sends the browser on to the sign-in screen.
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 5000 }).toBe('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every owner screen fits a phone', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await shoot(page, 'login', 390);
    await register(page, newEmail('390'), { beforeFilling: () => shoot(page, 'register', 390) });
    await shoot(page, 'tab-reservations-empty', 390);
    await tab(page, 'New Booking').click();
    await expect(page.getByText('Add a cat first')).toBeVisible();
    await shoot(page, 'tab-new-booking-no-cats', 390);

    await tab(page, 'My Cats').click();
    await page.getByRole('button', { name: 'Add a Cat' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a Cat' });
    await dialog.getByLabel('Name').fill('Z');
    await dialog.getByRole('button', { name: 'Add Cat' }).click();
    await expect(dialog.getByText('Cat name must be at least 2 characters')).toBeVisible();
    await shoot(page, 'cat-dialog', 390);
    await dialog.getByLabel('Name').fill('Biscuit');
    await dialog.getByRole('button', { name: 'Add Cat' }).click();
    await expect(page.getByText('Cat Added')).toBeVisible();
    await allSaved(page);
    await shoot(page, 'tab-cats', 390);
    expect(await wcagViolations(page)).toEqual([]);

    await tab(page, 'New Booking').click();
    await expect(page.getByRole('checkbox', { name: /Biscuit/ })).toBeAttached();
    await shoot(page, 'tab-new-booking', 390);
    await tab(page, 'Profile').click();
    await expect(page.getByRole('form', { name: 'Profile' })).toBeVisible();
    await shoot(page, 'tab-profile', 390);
    expect(await wcagViolations(page)).toEqual([]);
    await tab(page, 'My Reservations').click();
    await shoot(page, 'tab-reservations', 390);

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
