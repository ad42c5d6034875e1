import { expect, test } from '@playwright/test';
import { closeInstallBannerWhenShown } from './owner-steps.ts';
import { watchPage } from './page-watch.ts';
import { PHONE, shootBothWidths } from './screenshots.ts';

// The stop link of the evening's news e-mail (issue 34), in the browser: opening the address
// changes nothing (a mail program's scanner opens links), the page asks, and only its button sends
// the link's signature to the server, which refuses one it did not sign and says nothing changed.
// The signed link's whole loop (the e-mail, its link, the preference turned off) is the API tests'.

const SHOTS = 'e2e/artifacts/diary-digest';

test.use({ viewport: PHONE });

test('the stop page asks before anything changes, and a link the hotel did not sign changes nothing', async ({ page, baseURL }) => {
  const watch = watchPage(page, new URL(baseURL!).origin);
  await closeInstallBannerWhenShown(page);
  const forged = `/unsubscribe/digest?u=${crypto.randomUUID()}&s=${'0'.repeat(43)}`;
  await page.goto(forged);
  await expect(page.getByRole('heading', { level: 1, name: 'The daily news e-mails' })).toBeVisible();
  await shootBothWidths(page, SHOTS, 'stop-page');
  await page.getByRole('button', { name: 'Stop the daily news e-mails' }).click();
  await expect(page.getByText('This link does not work')).toBeVisible();
  await expect(page.getByText('Nothing was changed.')).toBeVisible();
  await shootBothWidths(page, SHOTS, 'stop-refused');
  // The server's 400 for the forged link is the one error the page may log.
  expect(watch.errors.filter((error) => !/400/.test(error))).toEqual([]);
});
