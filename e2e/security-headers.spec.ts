import { type APIResponse, type BrowserContext, expect, type Response, test } from '@playwright/test';
import { PUBLIC_PAGES } from '../web/content/pages.ts';
import { openEstimator, pickStay, toServices } from './estimator-steps.ts';
import { addCat, allSaved, closeInstallBannerWhenShown, confirmAndPayDeposit, newEmail, register } from './owner-steps.ts';
import { scrollThrough, untilAppIsLive } from './page-watch.ts';
import { PHONE, WIDE } from './screenshots.ts';

// The app under its own security headers (api/http/security-headers.ts) in Chromium: every public
// page, the estimator, registration and sign-in, the dashboard and the deposit at the test
// checkout, with not one Content Security Policy violation in any tab.

/**
 * Every violation the browser reports in any page of the context, the checkout tab included:
 * the `securitypolicyviolation` event (for what a page tried) and the console's "Refused to ..."
 * lines (which also name what the browser refused before any script ran).
 */
async function watchPolicy(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('reportPolicyViolation', ({ page }, line: string) => violations.push(`${page.url()}: ${line}`));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (line: string) => void }).reportPolicyViolation;
      report(`${event.effectiveDirective} refused ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  context.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

/** The headers every answer must carry; the policy's sources are checked beside the middleware. */
function expectSecurityHeaders(response: Response | APIResponse | null): void {
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  // The test server is http://127.0.0.1: never HSTS there.
  expect(headers['strict-transport-security']).toBeUndefined();
}

/** Violations are reported a moment after the fact: a short wait before each count. */
async function expectNoViolations(violations: string[]): Promise<void> {
  await new Promise((done) => setTimeout(done, 300));
  expect(violations).toEqual([]);
}

test.use({ viewport: PHONE });

test('every public page and the 404 page run with no policy violation, the contact map included', async ({ page, context }) => {
  const violations = await watchPolicy(context);
  await closeInstallBannerWhenShown(page);
  for (const path of [...PUBLIC_PAGES.map((entry) => entry.path), '/no-such-page']) {
    expectSecurityHeaders(await page.goto(path));
    await untilAppIsLive(page);
    // Down to the bottom, so lazy images, videos and the map's frame load.
    await scrollThrough(page);
    await expectNoViolations(violations);
  }
  // The contact page's map: the frame is asked for (this sandbox has no network to load it),
  // which a policy without the map's origin would refuse before any request.
  const mapAsked = page.waitForRequest((request) => request.url().startsWith('https://www.google.com/maps'));
  await page.goto('/contact');
  await untilAppIsLive(page);
  await page.locator('iframe').scrollIntoViewIfNeeded();
  await mapAsked;
  expectSecurityHeaders(await page.request.get('/api/health'));
  expectSecurityHeaders(await page.request.get('/manifest.webmanifest'));
  await expectNoViolations(violations);
});

test.describe('at 1280 px', () => {
  test.use({ viewport: WIDE });

  test('an estimate, registration, the deposit at the test checkout, the dashboard and signing in again run with no policy violation', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const violations = await watchPolicy(context);
    const email = newEmail('policy');

    const box = await openEstimator(page);
    await pickStay(box, 7);
    await toServices(box);
    await box.getByRole('button', { name: 'Continue to Registration' }).click();
    // Arrived, so registering's own visit to /register does not cut this navigation short.
    await expect(page.getByText('Complete your account to finish your reservation')).toBeVisible();
    await register(page, email);
    await expectNoViolations(violations);

    // The draft becomes a reservation, confirmed and paid in the checkout tab the confirm page opens.
    const who = page.getByRole('form', { name: 'Who is coming to stay?' });
    await who.getByLabel("Your cat's name").fill('Mochi');
    await who.getByRole('button', { name: 'Create Reservation' }).click();
    await expect(page.getByText('Reservation Ready').first()).toBeVisible();
    await allSaved(page);
    await confirmAndPayDeposit(page);
    await expectNoViolations(violations);

    // A second cat on the dashboard, then out, and in again.
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await addCat(page, 'Pepper');
    await allSaved(page);
    await page.getByRole('banner').getByRole('link', { name: 'Logout' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    expectSecurityHeaders(await page.goto('/login'));
    const signIn = page.getByRole('form', { name: 'Sign In' });
    await signIn.getByLabel('Email').fill(email);
    await signIn.getByLabel('Password').fill('whiskers-and-purrs');
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.locator('h1', { hasText: 'Welcome, Thandi' })).toBeVisible();
    await expect(page.getByText('Deposit Paid')).toBeVisible();
    await expectNoViolations(violations);
  });
});
