import { expect, type Locator, test } from '@playwright/test';
import { addDays, formatDay, todayAtHotel } from '../domain/dates.ts';
import { shortNight } from '../domain/night-availability.ts';
import { monthOf, shiftMonth } from '../domain/stay-calendar.ts';
import { checkInDay, estimator, openEstimator, pickDay, pickStay, toServices } from './estimator-steps.ts';
import { confirmEmailAddress, newEmail } from './owner-steps.ts';

// The home page's three-step estimator against the real server (spec points 2, 4 and 5).

const SHOTS = 'e2e/artifacts/estimator';
const VIEWPORTS = [
  { name: '390', width: 390, height: 844 },
  { name: '1280', width: 1280, height: 800 },
] as const;

// The sticky navigation bar would cover the top of a tall element's screenshot.
const SHOT_STYLE = 'header:has(nav) { position: static !important; }';

const figure = (box: Locator, label: string) => box.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

test('Special Attention Care cannot be chosen at 19 nights', async ({ page }) => {
  const box = await openEstimator(page);
  await pickStay(box, 19);
  await toServices(box);
  const care = box.getByRole('button', { name: /Special Attention Care/ });
  await expect(care).toBeDisabled();
  await expect(box.getByText('Available for stays of 20+ nights only')).toBeVisible();
  await care.click({ force: true });
  await expect(care).toHaveAttribute('aria-pressed', 'false');
  await expect(figure(box, 'Services cost')).toHaveText('R0');
  await expect(figure(box, 'Total')).toHaveText('R3 800');
});

test('Special Attention Care can be chosen at 20 nights, charged per day and not per cat', async ({ page }) => {
  const box = await openEstimator(page);
  await pickStay(box, 20, 2);
  await toServices(box);
  const care = box.getByRole('button', { name: /Special Attention Care/ });
  await expect(care).toBeEnabled();
  await expect(box.getByText('Available for stays of 20+ nights only')).toHaveCount(0);
  await care.click();
  await expect(care).toHaveAttribute('aria-pressed', 'true');
  // 20 nights x R200 x 2 cats, and 20 days x R90 once.
  await expect(figure(box, 'Base cost')).toHaveText('R8 000');
  await expect(figure(box, 'Services cost')).toHaveText('R1 800');
  await expect(figure(box, 'Total')).toHaveText('R9 800');
  await care.press('Space');
  await expect(care).toHaveAttribute('aria-pressed', 'false');
});

for (const nights of [2, 91]) {
  test(`a ${nights}-night stay shows no rate and cannot be booked`, async ({ page }) => {
    const box = await openEstimator(page);
    await pickStay(box, nights);
    await expect(figure(box, 'Duration')).toHaveText(`${nights} nights`);
    await expect(figure(box, 'Rate per night')).toHaveText('—');
    await expect(figure(box, 'Stay type')).toHaveText('—');
    await expect(box.getByRole('button', { name: 'These Dates Are Perfect' })).toHaveCount(0);
    await expect(box.getByText('Estimated Total')).toHaveCount(0);
    await expect(box.getByRole('alert')).toHaveCount(0);
  });
}

test('a 10-night, 2-cat stay with Medication Administration goes on to /register with its draft', async ({ page }) => {
  const box = await openEstimator(page);
  const checkIn = checkInDay();
  await pickStay(box, 10, 2);
  await expect(figure(box, 'Rate per night')).toHaveText('R200 per cat');
  await expect(box.getByTestId('estimated-total')).toHaveText('R4 000');
  await toServices(box);
  await box.getByRole('button', { name: /Medication Administration/ }).click();
  await expect(figure(box, 'Total')).toHaveText('R4 200');
  await box.getByRole('button', { name: 'Continue to Registration' }).click();

  await expect.poll(() => new URL(page.url()).pathname).toBe('/register');
  await expect(page.getByText('Complete your account to finish your reservation')).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(window.sessionStorage.getItem('pendingBooking') ?? 'null') as unknown);
  expect(stored).toEqual({
    checkInDate: checkIn,
    checkOutDate: addDays(checkIn, 10),
    numberOfCats: 2,
    selectedServices: [1],
    stayDetails: { nights: 10, rate: '200.00', stayType: 'extended', baseAmount: '4000.00', servicesAmount: '200.00', totalAmount: '4200.00' },
  });
  const draft = await page.evaluate(
    () =>
      new Promise<unknown>((resolve, reject) => {
        const opening = indexedDB.open('sunningdale-hotel');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const reading = opening.result.transaction('drafts').objectStore('drafts').get('home-estimator');
          reading.onsuccess = () => resolve(reading.result);
          reading.onerror = () => reject(reading.error);
        };
      }),
  );
  expect(draft).toMatchObject({ checkInDate: checkIn, checkOutDate: addDays(checkIn, 10), numberOfCats: 2, extraServiceIds: [1] });
});

test('the calendar works from the keyboard', async ({ page }) => {
  const box = await openEstimator(page);
  const today = todayAtHotel();
  await box.getByRole('button', { name: 'Next month' }).focus();
  await page.keyboard.press('Tab');
  const focusedDate = () => page.evaluate(() => document.activeElement?.getAttribute('data-date'));
  // Tab lands on one day of the month, today, not on each of its days.
  expect(await focusedDate()).toBe(today);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  expect(await focusedDate()).toBe(addDays(today, 8));
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(figure(box, 'Duration')).toHaveText('3 nights');
  await expect(box.getByRole('button', { name: 'These Dates Are Perfect' })).toBeVisible();
});

test('a night full with paid stays is marked before it is picked, named when picked, and the nearest dates that fit are offered', async ({
  browser,
}) => {
  // Another owner pays for 5 cats, every place, for 3 nights from the full night: the 10th of a month
  // far enough ahead, so the stays below all show in one month.
  const fullNight = `${shiftMonth(monthOf(todayAtHotel()), 2)}-10`;
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const email = newEmail('full-night');
  expect(
    (await otherPage.request.post('/api/register', { data: { email, password: 'whiskers1', firstName: 'Thandi', lastName: 'Mokoena' } })).status(),
  ).toBe(201);
  await confirmEmailAddress(otherPage, email);
  const reservation = { firstName: 'Thandi', lastName: 'Mokoena', email, phone: '0821234567', numberOfCats: 5, stayType: 'short' };
  const reserved = await otherPage.request.post('/api/reservations', {
    data: { ...reservation, checkInDate: fullNight, checkOutDate: addDays(fullNight, 3) },
  });
  expect(reserved.status()).toBe(201);
  const paid = await otherPage.request.post('/api/payment/deposit', {
    data: { reservationId: ((await reserved.json()) as { id: string }).id, amount: 100 },
  });
  expect(paid.status()).toBe(200);
  await other.close();

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const box = await openEstimator(page);
  await pickDay(box, addDays(fullNight, -2));
  const full = box.getByRole('button', { name: new RegExp(`, full for 1 cat$`) });
  await expect(full).toHaveCount(3);
  await expect(full.first()).toHaveAttribute('data-date', fullNight);
  await full.first().hover();
  await expect(box.getByTestId('night-note')).toHaveText(`${shortNight(fullNight)} is full`);

  await pickDay(box, addDays(fullNight, 2));
  await expect(box.getByRole('status')).toHaveText(`${shortNight(fullNight)} is full; ${shortNight(addDays(fullNight, 1))} is full.`);
  await expect(box.getByRole('button', { name: 'These Dates Are Perfect' })).toHaveCount(0);
  await box.screenshot({ path: `${SHOTS}/1280-full-night.png`, style: SHOT_STYLE });
  const later = box.getByRole('button', { name: `Later: ${formatDay(addDays(fullNight, 3))} – ${formatDay(addDays(fullNight, 7))}` });
  await expect(box.getByRole('button', { name: `Earlier: ${formatDay(addDays(fullNight, -4))} – ${formatDay(fullNight)}` })).toBeVisible();
  await later.click();
  await expect(figure(box, 'Check-in')).toHaveText(formatDay(addDays(fullNight, 3)));
  await box.getByRole('button', { name: 'These Dates Are Perfect' }).click();
  await expect(box.getByRole('heading', { name: 'Great News! We Have Availability' })).toBeVisible();
  await context.close();
});

for (const viewport of VIEWPORTS) {
  test(`screenshots of every step at ${viewport.name} px, and no shift when the estimator replaces its placeholder`, async ({ browser }) => {
    // The prerendered placeholder, as the page arrives before any script runs.
    const still = await browser.newContext({ viewport, javaScriptEnabled: false });
    const stillPage = await still.newPage();
    await stillPage.goto('/');
    const placeholder = estimator(stillPage);
    await placeholder.scrollIntoViewIfNeeded();
    const placeholderBox = await placeholder.boundingBox();
    await placeholder.screenshot({ path: `${SHOTS}/${viewport.name}-0-placeholder.png`, style: SHOT_STYLE });
    await still.close();

    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const box = await openEstimator(page);
    const loadedBox = await box.boundingBox();
    expect(loadedBox?.height).toBeCloseTo(placeholderBox?.height ?? 0, 0);
    expect(loadedBox?.width).toBeCloseTo(placeholderBox?.width ?? 0, 0);
    await box.screenshot({ path: `${SHOTS}/${viewport.name}-1-calendar.png`, style: SHOT_STYLE });
    // A stay the hotel does not take says why and offers the nearest one it does, in the same space (issue 18).
    await pickStay(box, 2);
    await expect(box.getByRole('status')).toHaveText('Stays are 3 to 90 nights: pick a later check-out date');
    expect((await box.boundingBox())?.height).toBeCloseTo(loadedBox?.height ?? 0, 0);
    await box.screenshot({ path: `${SHOTS}/${viewport.name}-1b-too-short.png`, style: SHOT_STYLE });
    await box.getByRole('button', { name: /^Check out on .+ \(3 nights\)$/ }).click();
    await expect(figure(box, 'Duration')).toHaveText('3 nights');
    await expect(box.getByRole('button', { name: 'These Dates Are Perfect' })).toBeVisible();
    await pickStay(box, 10, 2);
    // Picking dates keeps the estimator's height: the total area is reserved.
    expect((await box.boundingBox())?.height).toBeCloseTo(loadedBox?.height ?? 0, 0);
    await box.screenshot({ path: `${SHOTS}/${viewport.name}-2-dates.png`, style: SHOT_STYLE });
    await box.getByRole('button', { name: 'These Dates Are Perfect' }).click();
    await expect(box.getByRole('heading', { name: 'Great News! We Have Availability' })).toBeVisible();
    await box.screenshot({ path: `${SHOTS}/${viewport.name}-3-confirm.png`, style: SHOT_STYLE });
    await box.getByRole('button', { name: 'View Additional Services' }).click();
    await box.getByRole('button', { name: /Medication Administration/ }).click();
    await box.getByRole('button', { name: /Live Updates/ }).click();
    await box.screenshot({ path: `${SHOTS}/${viewport.name}-4-services.png`, style: SHOT_STYLE });
    await context.close();
  });
}
