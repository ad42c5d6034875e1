import { expect, test } from '@playwright/test';
import { untilAppIsLive } from './page-watch.ts';

// The gallery's photo viewer, a dialog on the browser's own <dialog> (web/components/modal.tsx):
// its name and description, where the focus goes, the arrow keys, and the ways it closes.

test.use({ viewport: { width: 390, height: 844 } });

test('the photo viewer steps through a group and gives the focus back to the last photo seen', async ({ page }) => {
  await page.goto('/gallery');
  await untilAppIsLive(page);
  const photos = page.getByRole('list', { name: 'Indoor photos' });
  await photos.getByRole('button', { name: 'The main lounge' }).click();
  const first = page.getByRole('dialog', { name: 'The main lounge' });
  await expect(first).toBeVisible();
  await expect(first).toHaveAccessibleDescription(/open-plan main lounge/);
  await expect(first.getByRole('button', { name: 'Next' })).toBeFocused();

  await page.keyboard.press('ArrowRight');
  const second = page.getByRole('dialog', { name: 'Sunlit window perch' });
  await expect(second.getByText('2 of')).toBeVisible();
  // The page behind keeps still.
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 800);
  await page.keyboard.press('PageDown');
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  await page.keyboard.press('Escape');
  await expect(second).toBeHidden();
  const secondTile = photos.getByRole('button', { name: 'Sunlit window perch' });
  await expect(secondTile).toBeFocused();

  // A tap beside the panel (above it: on a phone it is as wide as the screen) closes it too.
  await page.keyboard.press('Enter');
  await expect(second).toBeVisible();
  await page.mouse.click(195, 5);
  await expect(second).toBeHidden();
  await expect(secondTile).toBeFocused();
});
