import { expect, type Page, test } from '@playwright/test';
import { addDays, formatDay, todayAtHotel } from '../domain/dates.ts';
import { shootBothWidths } from './screenshots.ts';
import {
  addCat,
  allSaved,
  backToReservations,
  closeInstallBannerWhenShown,
  createReservation,
  fillNewBooking,
  newEmail,
  register,
  tab,
  untilWorkerControls,
} from './owner-steps.ts';

// A cat's vaccinations as records (issue 33): an owner with no signal copies them from the book,
// with a photo of the page; the coming stay says at once what still keeps the cat from the house's
// rules, and everything reaches the hotel once when the signal returns.

/** A page of the book: a real picture (10 by 10 pixels, PNG) the phone can draw and shrink. */
const PAGE_PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAoAAAAKCAIAAAACUFjqAAAAEklEQVR4nGM4UaGBBzGMSmNDAGmRjKGequOrAAAAAElFTkSuQmCC', 'base64');

const SHOTS = 'e2e/artifacts/vaccinations';

async function addVaccination(
  page: Page,
  cat: string,
  fields: { vaccine: string; givenOn: string; validUntil: string; vet?: string; photo?: boolean },
) {
  await page.getByRole('button', { name: `Add a vaccination for ${cat}` }).click();
  const dialog = page.getByRole('dialog', { name: `Add a vaccination for ${cat}` });
  await dialog.getByLabel('Vaccine').selectOption(fields.vaccine);
  await dialog.getByLabel('Given on').fill(fields.givenOn);
  await dialog.getByLabel('Valid until').fill(fields.validUntil);
  if (fields.vet !== undefined) await dialog.getByLabel('Vet').fill(fields.vet);
  if (fields.photo === true) {
    await dialog.getByLabel('Photo of the page').setInputFiles({ name: 'rabies-page.png', mimeType: 'image/png', buffer: PAGE_PHOTO });
    await expect(dialog.getByText('rabies-page.png will be sent with the vaccination.')).toBeVisible();
  }
  await dialog.getByRole('button', { name: 'Add Vaccination' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('vaccinations', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(({ page }) => closeInstallBannerWhenShown(page));

  test('an owner with no signal adds vaccinations with a photo; the stay says what is missing at once, and it all arrives once', async ({
    page,
    context,
  }) => {
    await register(page, newEmail('vaccinations'));
    await untilWorkerControls(page);
    await addCat(page, 'Marmalade');
    const { checkIn, checkOut } = await fillNewBooking(page, { cat: 'Marmalade', daysAhead: 30, nights: 4 });
    await createReservation(page);
    await backToReservations(page);
    await allSaved(page);
    await expect(page.getByText('Marmalade has no rabies vaccination on record').first()).toBeVisible();
    await expect(page.getByText('Marmalade has no spay or neuter proof on record').first()).toBeVisible();

    await context.setOffline(true);
    await tab(page, 'My Cats').click();
    // Copied from the book: a check of the form first, then a tricat that lasts, and a rabies shot
    // that runs out two days into the stay, with a photo of its page.
    await page.getByRole('button', { name: 'Add a vaccination for Marmalade' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a vaccination for Marmalade' });
    await dialog.getByRole('button', { name: 'Add Vaccination' }).click();
    await expect(dialog.getByText('Please choose the vaccine')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await addVaccination(page, 'Marmalade', { vaccine: 'fvrcp', givenOn: addDays(todayAtHotel(), -200), validUntil: addDays(todayAtHotel(), 165) });
    await addVaccination(page, 'Marmalade', {
      vaccine: 'rabies',
      givenOn: addDays(todayAtHotel(), -300),
      validUntil: addDays(checkIn, 2),
      vet: 'Blouberg Vet',
      photo: true,
    });
    await expect(page.getByText('Photo waiting to be sent')).toBeVisible();
    // Her thyroid tablet, into the care plan, offline too.
    await page.getByRole('button', { name: 'Add a medicine for Marmalade' }).click();
    const medicine = page.getByRole('dialog', { name: 'Add to Marmalade’s care plan' });
    await medicine.getByLabel('Medicine').fill('Felimazole 2.5 mg');
    await medicine.getByLabel('Dose').fill('Half a tablet');
    await medicine.getByLabel('Times of day').fill('20:00, 8:00');
    await medicine.getByLabel('With food?').selectOption('yes');
    await medicine.getByRole('button', { name: 'Add to Plan' }).click();
    await expect(medicine).toBeHidden();
    await expect(page.getByText('Half a tablet at 08:00 and 20:00, with food')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Photo of Marmalade’s Rabies page' })).toBeVisible();
    await expect(page.getByText('Waiting to sync').first()).toBeVisible();
    await shootBothWidths(page, SHOTS, 'cat-records-offline');

    // The stay knows at once, still offline: rabies runs out before check-out.
    await tab(page, 'My Reservations').click();
    const line = `Marmalade's rabies vaccination runs out on ${formatDay(addDays(checkIn, 2))}, before her check-out on ${formatDay(checkOut)}`;
    await expect(page.getByText(line).first()).toBeVisible();
    await expect(page.getByText('Marmalade has no rabies vaccination on record')).toHaveCount(0);
    await shootBothWidths(page, SHOTS, 'stay-flagged-offline');
    // Her medicine, and no Medication Administration booked: the stay's page says so, and how to add it.
    await page
      .getByRole('link', { name: /^View the stay of / })
      .first()
      .click();
    await expect(page.getByText('Medicine during the stay')).toBeVisible();
    await expect(page.getByText(/Add it with Edit on this booking in My Reservations\./)).toBeVisible();
    await shootBothWidths(page, SHOTS, 'stay-page-offline');
    await page.goBack();

    await context.setOffline(false);
    await allSaved(page);
    const cats = (await (await page.request.get('/api/cats')).json()) as {
      name: string;
      vaccinations: { vaccine: string; validUntil: string; vet: string | null; proof: { id: string; contentType: string } | null }[];
      carePlan: unknown[];
    }[];
    expect(cats).toHaveLength(1);
    expect(cats[0]!.carePlan).toEqual([
      {
        id: expect.any(String),
        kind: 'medication',
        name: 'Felimazole 2.5 mg',
        amount: 'Half a tablet',
        times: ['08:00', '20:00'],
        withFood: true,
        until: null,
        notes: null,
      },
    ]);
    expect(cats[0]!.vaccinations.map(({ vaccine, validUntil, vet }) => ({ vaccine, validUntil, vet }))).toEqual([
      { vaccine: 'rabies', validUntil: addDays(checkIn, 2), vet: 'Blouberg Vet' },
      { vaccine: 'fvrcp', validUntil: addDays(todayAtHotel(), 165), vet: null },
    ]);
    const proof = cats[0]!.vaccinations[0]!.proof!;
    expect(proof.contentType).toBe('image/jpeg');
    const photo = await page.request.get(`/api/proofs/${proof.id}`);
    expect(photo.status()).toBe(200);
    expect(photo.headers()['content-type']).toBe('image/jpeg');
    // Shrunk on the phone to a JPEG: it starts as one does.
    expect([...(await photo.body()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

    // Online, the kept photo is read from the hotel.
    await tab(page, 'My Cats').click();
    await expect(page.getByText('Photo added')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Photo of Marmalade’s Rabies page' })).toBeVisible();
    await shootBothWidths(page, SHOTS, 'cat-records-saved');
  });
});
