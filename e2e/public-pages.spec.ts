import { expect, test } from '@playwright/test';
import { NOT_FOUND_PAGE, PUBLIC_PAGES } from '../web/content/pages.ts';
import { refuseOtherOrigins, scrollThrough, untilAppIsLive, watchPage } from './page-watch.ts';
import { wcagViolations } from './wcag.ts';

// Every public page, opened straight from the server as a visitor would, on a phone and on a
// laptop: it loads with no error, fits the width, and passes the WCAG 2.1 A and AA rules axe can
// check by machine (contrast, names, landmarks, headings and more). One load serves all three: a
// page loaded again per check cost a second browser minute. A full-page screenshot of each is
// kept for people to look at: e2e/artifacts/screenshots/<width>/<page>.png.

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const page of PUBLIC_PAGES) {
      test(`${page.path} renders its page with no errors and passes the WCAG 2.1 AA checks`, async ({ page: tab, baseURL }, testInfo) => {
        const origin = new URL(baseURL ?? '').origin;
        const watch = watchPage(tab, origin);
        await refuseOtherOrigins(tab, origin);
        try {
          const response = await tab.goto(page.path);
          expect(response?.status(), 'status of the page').toBe(200);

          await expect(tab.locator('h1')).toHaveCount(1);
          await expect(tab.locator('h1')).toBeVisible();
          await expect(tab).toHaveTitle(page.title);

          // Load everything below the fold too, so its images and requests are checked.
          await untilAppIsLive(tab);
          await scrollThrough(tab);
          await tab.waitForLoadState('networkidle');
          const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, 'pixels of horizontal scroll').toBeLessThanOrEqual(0);

          await tab.screenshot({ path: `e2e/artifacts/screenshots/${viewport.width}/${page.key}.png`, fullPage: true });

          expect(watch.errors, 'console errors and page errors').toEqual([]);
          expect(watch.badRequests, 'failed or 4xx/5xx requests to the app').toEqual([]);

          // The map frame on /contact is another site's page, which cannot load here, so it is left out.
          expect(await wcagViolations(tab, { leaveOut: 'iframe' }), 'WCAG 2.1 AA violations').toEqual([]);
        } finally {
          // Whatever failed first, the report keeps what the page said and asked for.
          await testInfo.attach('page log', { body: JSON.stringify(watch, null, 2), contentType: 'application/json' });
          if (watch.elsewhere.length > 0) {
            testInfo.annotations.push({ type: 'other origins (cannot load here, ignored)', description: watch.elsewhere.join('\n') });
          }
          if (testInfo.status !== testInfo.expectedStatus || watch.errors.length > 0) {
            console.log(`${page.path} at ${viewport.width} px:\n  ${[...watch.errors, ...watch.badRequests].join('\n  ') || 'no errors logged'}`);
          }
        }
      });
    }

    test('an unknown address answers 404 with the 404 page', async ({ page: tab }) => {
      const response = await tab.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await expect(tab.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
      await expect(tab.getByText('Did you forget to add the page to the router?')).toBeVisible();
      await expect(tab).toHaveTitle(NOT_FOUND_PAGE.title);
    });
  });
}

// Between phone and laptop the navigation takes two rows and the footer three narrow columns:
// the widths where a long word or a row of links is likeliest to push the page sideways.
for (const width of [768, 800, 1024]) {
  test(`no public page scrolls sideways at ${width} px`, async ({ page: tab }) => {
    await tab.setViewportSize({ width, height: 900 });
    const sideways: string[] = [];
    for (const page of PUBLIC_PAGES) {
      await tab.goto(page.path);
      await untilAppIsLive(tab);
      const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) sideways.push(`${page.path}: ${overflow} px`);
    }
    expect(sideways).toEqual([]);
  });
}
