import { expect, type Locator, type Page } from '@playwright/test';
import { addDays, todayAtHotel } from '../domain/dates.ts';
import { longDay, monthOf, monthTitle } from '../domain/stay-calendar.ts';
import { closeInstallBannerWhenShown } from './owner-steps.ts';
import { untilAppIsLive } from './page-watch.ts';

// What a visitor does in the home page's estimator, step by step (spec points 2, 4 and 5).

export const estimator = (page: Page): Locator => page.locator('section[aria-labelledby="estimator-heading"]');
export const checkInDay = () => addDays(todayAtHotel(), 14);

/** Scrolls the estimator into view, which loads it in place of the home page's placeholder. */
export async function openEstimator(page: Page): Promise<Locator> {
  await page.goto('/');
  await closeInstallBannerWhenShown(page);
  await untilAppIsLive(page);
  // Until it scrolls near, the page has only the placeholder: no calendar to use.
  await expect(estimator(page).getByRole('grid')).toHaveCount(0);
  await estimator(page).scrollIntoViewIfNeeded();
  await expect(estimator(page).getByRole('grid')).toBeVisible();
  return estimator(page);
}

export async function pickDay(box: Locator, date: string): Promise<void> {
  const title = monthTitle(monthOf(date));
  for (let tries = 0; tries < 24 && (await box.locator('#estimator-month').textContent()) !== title; tries += 1) {
    await box.getByRole('button', { name: 'Next month' }).click();
  }
  await box.getByRole('button', { name: new RegExp(`^${longDay(date)}`) }).click();
}

export async function pickStay(box: Locator, nights: number, cats = 1, checkIn = checkInDay()): Promise<void> {
  await pickDay(box, checkIn);
  await pickDay(box, addDays(checkIn, nights));
  if (cats !== 1) await box.getByLabel('Number of cats').selectOption(String(cats));
}

/** On to the services; the confirm step's heading says what it could learn of availability. */
export async function toServices(box: Locator, confirmHeading = 'Great News! We Have Availability'): Promise<void> {
  await box.getByRole('button', { name: 'These Dates Are Perfect' }).click();
  await expect(box.getByRole('heading', { name: confirmHeading })).toBeVisible();
  await box.getByRole('button', { name: 'View Additional Services' }).click();
  await expect(box.getByRole('heading', { name: 'Additional Services' })).toBeVisible();
}
