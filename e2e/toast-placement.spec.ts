import { expect, type Locator, type Page, test } from '@playwright/test';
import { addCat, allSaved, closeInstallBannerWhenShown, newEmail, register } from './owner-steps.ts';
import { PHONE, screenshot, WIDE } from './screenshots.ts';

// Issue 31: a toast must never cover the form being filled. The owner adds a cat, and at once
// opens Add a Cat for a second one while "Cat Added" is still showing: at phone and laptop widths
// the toast may not lie over any field or button of the dialog's form. Validation messages stay at
// their field (the cat dialog's own tests).

const SHOTS = 'e2e/artifacts/toasts';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxesOf(controls: Locator): Promise<Box[]> {
  const boxes: Box[] = [];
  for (const control of await controls.all()) {
    const box = await control.boundingBox();
    if (box !== null && box.width > 0 && box.height > 0) boxes.push(box);
  }
  return boxes;
}

async function secondCatWhileToastShows(page: Page, width: number): Promise<void> {
  await page.setViewportSize(width === PHONE.width ? PHONE : WIDE);
  await addCat(page, `Cat ${width}`);
  await expect(page.getByText('Cat Added')).toBeVisible();
  await page.getByRole('button', { name: 'Add a Cat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a Cat' });
  await expect(dialog).toBeVisible();
  const toast = dialog.getByRole('status').filter({ hasText: 'Cat Added' });
  await expect(toast).toBeVisible();
  await page.waitForTimeout(700); // the dialog's and the toast's entrances
  const toastBox = (await toast.boundingBox())!;
  const controls = await boxesOf(dialog.locator('form').locator('input:not([type=hidden]), select, textarea, button[type=submit], label'));
  expect(controls.length).toBeGreaterThan(5);
  const covered = controls.filter((box) => overlaps(toastBox, box));
  await screenshot(page, `${SHOTS}/cat-dialog-with-toast-${width}.png`, { toasts: true });
  expect(covered, `the toast at ${JSON.stringify(toastBox)} covers the form at ${width} px`).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
}

test('a toast never covers the cat dialog’s form, on a phone or a laptop', async ({ page }) => {
  await closeInstallBannerWhenShown(page);
  await register(page, newEmail('toasts'));
  await allSaved(page);
  await secondCatWhileToastShows(page, PHONE.width);
  await page.waitForTimeout(5500);
  await secondCatWhileToastShows(page, WIDE.width);
});
