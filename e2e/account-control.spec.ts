import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { HOTEL_DATA_NAME } from '../sync/local-data.ts';
import { addCat, closeInstallBannerWhenShown, newEmail, register, tab } from './owner-steps.ts';
import { watchPage } from './page-watch.ts';
import { newestLinkFor } from './receipts.ts';
import { shootBothWidths, WIDE } from './screenshots.ts';

// Issue 16 in the browser, the owner's control of the account from Profile: a new password (the
// old one fails), a new e-mail confirmed from the link in the .eml the server wrote, the data
// downloaded as a file, and the account deleted (signed out, and it cannot sign in again).
// Screenshots at phone and laptop widths for a person to look at (e2e/artifacts/issue-16/).

const SHOTS = 'e2e/artifacts/issue-16';
const FIRST_PASSWORD = 'whiskers-and-purrs';
const NEW_PASSWORD = 'a-new-purr-2026';

test.use({ viewport: WIDE });

/** The change-of-address link the server wrote to `email`, once it has. */
async function changeLinkSentTo(email: string): Promise<string> {
  await expect.poll(() => newestLinkFor(email, '/change-email')).toBeDefined();
  return (await newestLinkFor(email, '/change-email'))!;
}

test('an owner changes the password and e-mail, downloads the data, and deletes the account', async ({ page, baseURL, request }) => {
  const origin = new URL(baseURL!).origin;
  const watch = watchPage(page, origin);
  await closeInstallBannerWhenShown(page);
  const email = newEmail('control');
  await register(page, email);
  await addCat(page, 'Mochi');
  await tab(page, 'Profile').click();
  await expect(page.getByRole('form', { name: 'Change password' })).toBeVisible();
  await shootBothWidths(page, SHOTS, 'profile-account-sections');
  await page.setViewportSize(WIDE);

  // A new password: the old one no longer signs in, the new one does.
  const passwordForm = page.getByRole('form', { name: 'Change password' });
  await passwordForm.getByLabel('Current password').fill(FIRST_PASSWORD);
  await passwordForm.getByLabel('New password').fill(NEW_PASSWORD);
  await passwordForm.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  expect((await request.post('/api/login', { data: { email, password: FIRST_PASSWORD } })).status()).toBe(401);
  expect((await request.post('/api/login', { data: { email, password: NEW_PASSWORD } })).status()).toBe(200);
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);

  // A new e-mail, confirmed from the link the server wrote to it.
  const movedTo = newEmail('moved');
  const emailForm = page.getByRole('form', { name: 'Change e-mail' });
  await emailForm.getByLabel('New e-mail').fill(movedTo);
  await emailForm.getByLabel('Password').fill(NEW_PASSWORD);
  await emailForm.getByRole('button', { name: 'Send Confirmation Link' }).click();
  await expect(emailForm.getByText(`Waiting for you to confirm ${movedTo}`)).toBeVisible();
  const link = await changeLinkSentTo(movedTo);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'New e-mail confirmed' })).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  await shootBothWidths(page, SHOTS, 'change-email-confirmed');
  // Opened again, as from the e-mail: a new page load (from /change-email a fragment alone would not reload).
  await page.goto('about:blank');
  await page.goto(link);
  await expect(page.getByText('This confirmation link has already been used.')).toBeVisible();
  await shootBothWidths(page, SHOTS, 'change-email-refused');
  await page.setViewportSize(WIDE);
  expect((await (await page.request.get('/api/auth/user')).json()) as { email: string }).toMatchObject({ email: movedTo });

  // The data, as a file.
  await page.goto('/dashboard?tab=profile');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download My Data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^sunningdale-cat-hotel-my-data-\d{4}-\d\d-\d\d\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    profile: { email: string; firstName: string };
    cats: { name: string }[];
    bookings: unknown[];
    payments: unknown[];
    consent: { accountCreatedAt: string; emailConfirmedAt: string | null };
  };
  expect(data.profile).toMatchObject({ email: movedTo, firstName: 'Thandi' });
  expect(data.cats.map((cat) => cat.name)).toEqual(['Mochi']);
  expect(data.bookings).toEqual([]);
  expect(data.payments).toEqual([]);
  expect(data.consent.emailConfirmedAt).not.toBeNull();
  expect(JSON.stringify(data)).not.toContain('argon2');

  // Deleting the account, with the password once more.
  await page.getByRole('button', { name: 'Delete My Account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  // It starts at the password, and a question this grave is not dismissed by a tap beside it.
  await expect(dialog.getByLabel('Your password')).toBeFocused();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Your password').fill(NEW_PASSWORD);
  await shootBothWidths(page, SHOTS, 'delete-account-dialog');
  // The server fails once: the failure's toast shows inside the dialog, above its backdrop (the
  // browser draws a modal dialog above everything else and makes the rest inert), and closes.
  await page.route(
    '**/api/account/delete',
    (route) => route.fulfill({ status: 503, json: { message: 'The hotel is busy. Try again in a minute.' } }),
    { times: 1 },
  );
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();
  const toast = dialog.getByRole('region', { name: 'Notifications' }).getByRole('alert');
  await expect(toast).toContainText('Account not deleted');
  await expect(toast).toHaveCSS('opacity', '1');
  await page.screenshot({ path: `${SHOTS}/delete-account-failed-toast-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/delete-account-failed-toast-390.png` });
  await page.setViewportSize(WIDE);
  await toast.getByRole('button', { name: 'Close the message' }).click();
  await expect(toast).toBeHidden();
  await expect(dialog).toBeVisible();
  await page.setViewportSize(WIDE);
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(page.getByText('Your account is deleted')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await shootBothWidths(page, SHOTS, 'account-deleted-home');
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  expect((await request.post('/api/login', { data: { email: movedTo, password: NEW_PASSWORD } })).status()).toBe(401);
  // This phone keeps nothing of the owner.
  const localOwners = await page.evaluate(
    (name) =>
      new Promise<number>((done, fail) => {
        const opening = indexedDB.open(name);
        opening.onerror = () => fail(new Error('cannot open the local database'));
        opening.onsuccess = () => {
          const counting = opening.result.transaction('profile').objectStore('profile').count();
          counting.onsuccess = () => done(counting.result);
        };
      }),
    HOTEL_DATA_NAME,
  );
  expect(localOwners).toBe(0);
  // The refusals asked for: the used link opened a second time, and the failure made up above.
  expect(watch.badRequests).toEqual([`POST ${origin}/api/account/email/confirm: 410`, `POST ${origin}/api/account/delete: 503`]);
  expect(watch.errors.filter((error) => !/status of (410|503)/.test(error))).toEqual([]);
});
