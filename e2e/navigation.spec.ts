import { expect, type Page, test } from '@playwright/test';
import { PAGES } from '../web/content/pages.ts';
import { untilAppIsLive } from './page-watch.ts';

// The navigation bar at phone and laptop widths, and specification point 2's rule that every
// navigation starts at the top of the new page.

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls well down the current page and checks it moved, so "back at the top" means something. */
async function scrollDown(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
}

const desktopLinks = (page: Page) => page.locator('header nav[aria-label="Main"]');
const menuButton = (page: Page) => page.getByRole('button', { name: 'Open the menu' });

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu drawer replaces the link row, navigates, closes and lands at the top', async ({ page }) => {
    await page.goto('/about');
    await untilAppIsLive(page);
    await expect(page.locator('h1')).toBeVisible();
    await expect(desktopLinks(page)).toBeHidden();
    await expect(menuButton(page)).toBeVisible();

    await scrollDown(page);
    await menuButton(page).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();

    await drawer.getByRole('link', { name: 'Pricing', exact: true }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page).toHaveTitle(PAGES.pricing.title);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('Escape or a tap beside the drawer closes it, and the focus goes back to the menu button', async ({ page }) => {
    await page.goto('/');
    await untilAppIsLive(page);
    await menuButton(page).click();
    const drawer = page.getByRole('dialog', { name: 'Sunningdale Cat Hotel' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Home', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    // Still the home page (the start-up version check adds ?v=<build>, specification point 4).
    await expect(page).toHaveURL(/\/(\?v=\d{14})?$/);

    await menuButton(page).click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(20, 400);
    await expect(drawer).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the links are in the bar and the menu button is hidden', async ({ page }) => {
    await page.goto('/');
    await untilAppIsLive(page);
    await expect(desktopLinks(page)).toBeVisible();
    for (const label of ['Home', 'About Us', 'Gallery', 'Videos', 'Pricing', 'Relocation', 'FAQ', 'Terms', 'Imprint']) {
      await expect(desktopLinks(page).getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(menuButton(page)).toBeHidden();
  });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`a footer link opens its page at the top (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/about');
    await untilAppIsLive(page);
    await expect(page.locator('h1')).toBeVisible();
    await scrollDown(page);

    await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page).toHaveTitle(PAGES.faq.title);
    await expect.poll(() => scrollY(page)).toBe(0);
  });
}
