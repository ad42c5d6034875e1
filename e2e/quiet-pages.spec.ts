import { expect, type Page, test } from '@playwright/test';
import { SETTLE_AFTER_LOAD_MS } from '../web/pwa/start.ts';
import { checkInDay, estimator, pickDay } from './estimator-steps.ts';
import { newEmail, register } from './owner-steps.ts';

// Decision 0023: on a prerendered public page a signed-out visitor reads with the page's first
// script alone; the app (React, Chakra, the router) loads when they reach for something that needs
// it, and what they pressed takes effect. A signed-in visitor gets the app at once.

/** The app's own script (web/app.tsx), apart from the small first script. */
const APP_SCRIPT = /\/assets\/app-[\w-]+\.js$/;

/** Records whether the app's script was asked for. */
function watchForApp(page: Page): { loaded: () => boolean } {
  let loaded = false;
  page.on('request', (request) => {
    if (APP_SCRIPT.test(new URL(request.url()).pathname)) loaded = true;
  });
  return { loaded: () => loaded };
}

/** Loaded, and past the moment the installable app starts (the worker, the banner's check). */
async function openAndLeave(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_AFTER_LOAD_MS + 1500);
}

test.describe('a signed-out visitor on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the home page loads no app until a tap, and the menu button’s tap opens the menu', async ({ page }) => {
    const app = watchForApp(page);
    await openAndLeave(page, '/');
    expect(app.loaded(), 'the app before any tap').toBe(false);
    await expect(page.locator('style[data-prerendered]')).toHaveCount(1);
    // The service worker is registered all the same.
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined)).toBe(true);

    // Read down a little first: the app draws the page where the visitor is.
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.getByRole('button', { name: 'Open the menu' }).tap();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(app.loaded()).toBe(true);
    // The menu opened, not the footer's quick links (the button's link before the app).
    expect(new URL(page.url()).hash).toBe('');
    expect(await page.evaluate(() => window.scrollY)).toBe(300);
  });

  test('the estimator loads the app as it comes into view, and a tap on a day picks it', async ({ page }) => {
    const app = watchForApp(page);
    await openAndLeave(page, '/');
    expect(app.loaded()).toBe(false);
    const box = estimator(page);
    await box.scrollIntoViewIfNeeded();
    await expect(box.getByRole('grid')).toBeVisible();
    expect(app.loaded()).toBe(true);
    await pickDay(box, checkInDay());
    await expect(box.getByRole('gridcell', { selected: true })).toHaveCount(1);
  });

  test('a question on the FAQ opens with the tap that loaded the app', async ({ page }) => {
    const app = watchForApp(page);
    await openAndLeave(page, '/faq');
    expect(app.loaded()).toBe(false);
    const question = page.getByRole('button', { name: 'How far ahead should I book?' });
    await question.scrollIntoViewIfNeeded();
    const place = await page.evaluate(() => window.scrollY);
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.tap();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('style[data-prerendered]')).toHaveCount(0);
    expect(app.loaded()).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(place);
  });
});

test('a keyboard: Enter on the focused menu button, while the app loads, opens the menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/about');
  const menu = page.getByRole('button', { name: 'Open the menu' });
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
});

test('a signed-in visitor gets the app at once: the header says Dashboard and Logout', async ({ page }) => {
  await register(page, newEmail('quiet-pages'), { confirmEmail: false });
  const app = watchForApp(page);
  await page.goto('/pricing');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Logout' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
  expect(app.loaded()).toBe(true);
});
