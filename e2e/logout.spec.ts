import { expect, test } from '@playwright/test';
import { closeInstallBannerWhenShown, newEmail, register } from './owner-steps.ts';
import { shootBothWidths, WIDE } from './screenshots.ts';
import { watchPage } from './page-watch.ts';

// Issue 15 in the browser: another site's link to /api/logout asks "Log out?" instead of ending
// the session, and the question's button logs out; the test checkout says it takes no money.
// Screenshots at phone and laptop widths for a person to look at (e2e/artifacts/issue-15/).

const SHOTS = 'e2e/artifacts/issue-15';
/** A site that is not the hotel's: the test serves its one page itself. */
const OTHER_SITE = 'http://cats-for-free.test/';

test.use({ viewport: WIDE });

test('a link on another site to /api/logout asks first, and the question’s button logs the owner out', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const watch = watchPage(page, origin);
  await closeInstallBannerWhenShown(page);
  await register(page, newEmail('logout'));

  await page.route(OTHER_SITE, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<a href="${origin}/api/logout">Win a year of free cat food</a>` }),
  );
  await page.goto(OTHER_SITE);
  await page.getByRole('link', { name: 'Win a year of free cat food' }).click();

  await expect.poll(() => new URL(page.url()).pathname).toBe('/logout');
  await expect(page.getByRole('heading', { level: 1, name: 'Log out?' })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);
  await expect(page.getByRole('link', { name: 'Stay signed in' })).toHaveAttribute('href', '/dashboard');
  await shootBothWidths(page, SHOTS, 'log-out-question');

  await page.getByRole('button', { name: 'Log out' }).click();
  // The home page (the start-up version check may add ?v=), signed out.
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  expect(watch.errors).toEqual([]);
  // Chromium lists a redirect that fetch was told not to follow as aborted. Nothing else: no
  // /api/auth/user refused on the home page either, so that redirect's cookies were cleared.
  // Files the question page was still loading when Log out took the browser home (the install
  // banner's code and icon load a few seconds after each page, web/pwa/start.ts) are aborted by
  // that navigation on a busy machine: the page they were for is gone, so they are no failure.
  // Every request to the API still counts.
  const leftBehind = /^GET (?!\S+\/api\/)\S+: net::ERR_ABORTED$/;
  expect(watch.badRequests.filter((line) => !leftBehind.test(line))).toEqual([`POST ${origin}/api/logout: net::ERR_ABORTED`]);
});

test('Logout in the navigation still ends the session at once: the browser marks the visit same-origin', async ({ page }) => {
  await closeInstallBannerWhenShown(page);
  await register(page, newEmail('logout-here'));
  await page.getByRole('banner').getByRole('link', { name: 'Logout' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});

test('the test checkout says plainly that it takes no money', async ({ page }) => {
  await page.goto('/payment/test-checkout?order=TEST-example');
  await expect(page.getByRole('heading', { level: 1, name: 'Test checkout: no money is taken' })).toBeVisible();
  await expect(page.getByText('This server runs the simulated payment provider, not a real one.', { exact: false })).toBeVisible();
  await shootBothWidths(page, SHOTS, 'test-checkout');
});
