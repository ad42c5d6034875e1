import { expect, test } from '@playwright/test';
import { PUBLIC_PAGES } from '../web/content/pages.ts';

// What a phone shows before the app's script has arrived, and what a crawler or a link preview
// reads: the page the build prerendered (scripts/prerender.ts), here with script turned off.

test.describe('with no script', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  for (const page of PUBLIC_PAGES) {
    test(`${page.path} is readable as the server sends it`, async ({ page: tab }) => {
      const response = await tab.goto(page.path);
      expect(response?.status()).toBe(200);
      await expect(tab).toHaveTitle(page.title);
      await expect(tab.locator('h1')).toHaveCount(1);
      await expect(tab.locator('h1')).toBeVisible();
      // Styled, not bare HTML: the hero's heading is set in the theme's serif, on the dark band.
      const heading = await tab.locator('h1').evaluate((element) => getComputedStyle(element).fontFamily);
      expect(heading).toMatch(/Georgia|Palatino|Iowan/);
      await expect(tab.locator('footer')).toBeVisible();
    });
  }

  test('the menu button leads to the quick links, and those links open their pages', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await expect(page).toHaveURL(/\/about#quick-links$/);
    const quickLinks = page.getByRole('navigation', { name: 'Quick links' });
    await expect(quickLinks).toBeInViewport();
    await quickLinks.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.locator('h1')).toBeVisible();
  });
});
