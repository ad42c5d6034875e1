import { expect, type Page, test as base } from '@playwright/test';
import { type RunningHotel, startHotel } from '../scripts/hotel-server.ts';
import { setUpCodeAppOnPage } from './code-app.ts';
import { setupAddress } from './setup-address.ts';
import { closeInstallBannerWhenShown, newEmail, register } from './owner-steps.ts';
import { watchPage } from './page-watch.ts';
import { newestLinkFor } from './receipts.ts';
import { shootBothWidths, WIDE } from './screenshots.ts';

// Issue 16 in the browser: an owner who forgot the password asks for a link on the sign-in page,
// opens it from the e-mail the server wrote (an .eml under DATA_DIR/mail), sets a new password
// and is signed in; the old password then fails. And the desk sends an owner the same link.
// Screenshots at phone and laptop widths for a person to look at (e2e/artifacts/issue-16/).

const SHOTS = 'e2e/artifacts/issue-16';
const OLD_PASSWORD = 'whiskers-and-purrs';
const NEW_PASSWORD = 'catnip-and-sunshine';
const SENT = 'If that address has an account, we have sent a link';

base.use({ viewport: WIDE });

/** The reset link in the newest reset e-mail to `email`, once the server has written it. */
async function resetLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = await newestLinkFor(email, '/reset-password');
      return link !== undefined;
    })
    .toBe(true);
  return link!;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

base('an owner who forgot the password gets a link by e-mail, sets a new one and is signed in; the old one fails', async ({ page, baseURL }) => {
  const watch = watchPage(page, new URL(baseURL!).origin);
  await closeInstallBannerWhenShown(page);
  const email = newEmail('reset');
  await register(page, email);
  await page.getByRole('banner').getByRole('link', { name: 'Logout' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');

  await page.goto('/login');
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
  await shootBothWidths(page, SHOTS, 'login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Your Password?' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await shootBothWidths(page, SHOTS, 'forgot-password');
  await page.getByRole('form', { name: 'Forgot your password' }).getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText(SENT)).toBeVisible();
  await shootBothWidths(page, SHOTS, 'forgot-password-sent');

  const link = await resetLinkFor(email);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a New Password' })).toBeVisible();
  await shootBothWidths(page, SHOTS, 'reset-password');
  const form = page.getByRole('form', { name: 'Choose a new password' });
  await form.getByLabel(/^New password(?! again)/).fill(NEW_PASSWORD);
  await form.getByLabel('New password again').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('Your new password is set. Welcome back!')).toBeVisible();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 5000 }).toBe('/dashboard');
  await expect(page.locator('h1', { hasText: 'Welcome, Thandi' })).toBeVisible();

  // The link worked once: opened again, it says so, with the way to a new one.
  await page.goto(link);
  await form.getByLabel(/^New password(?! again)/).fill('a-third-password');
  await form.getByLabel('New password again').fill('a-third-password');
  await form.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('This reset link has already been used.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a New Link' })).toBeVisible();
  await shootBothWidths(page, SHOTS, 'reset-password-dead-link');

  await page.getByRole('banner').getByRole('link', { name: 'Logout' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  await signIn(page, email, OLD_PASSWORD);
  await expect(page.getByText('Login Failed')).toBeVisible();
  await signIn(page, email, NEW_PASSWORD);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 5000 }).toBe('/dashboard');
  // Chromium logs every refused request; these two were refused on purpose, and nothing else failed.
  expect(watch.errors).toEqual([
    expect.stringMatching(/status of 410 \(Gone\) \(\S+\/api\/password\/reset\)$/),
    expect.stringMatching(/status of 401 \(Unauthorized\) \(\S+\/api\/login\)$/),
  ]);
});

// The desk needs a manager, made from the setup address a fresh server logs: a server of its own.
// A server of this file's own. Written out here, not shared: Playwright keeps one worker fixture
// per fixture function, and two files sharing one would share the server, the second finding its
// setup address already spent.
const deskTest = base.extend<object, { hotel: RunningHotel }>({
  hotel: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
    async ({}, use) => {
      const hotel = await startHotel();
      await use(hotel);
      await hotel.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ hotel }, use) => use(hotel.origin),
});

deskTest('the desk sends an owner a reset link and is told where it went', async ({ page, hotel }) => {
  await closeInstallBannerWhenShown(page);
  const email = newEmail('desk-reset');
  await register(page, email, { mailDir: hotel.mailDir });
  await page.getByRole('banner').getByRole('link', { name: 'Logout' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');

  await page.goto(setupAddress(hotel));
  const join = page.getByRole('form', { name: 'Create your staff account' });
  await join.getByLabel('First name').fill('Lindiwe');
  await join.getByLabel('Last name').fill('Khumalo');
  await join.getByLabel('Email').fill('lindiwe@sunningdale.test');
  await join.getByLabel('Password').fill('tabby-and-tortie');
  await join.getByRole('button', { name: 'Create Staff Account' }).click();
  // A manager's desk opens once a code app is set up (issue 30): the desk sends them to its setup.
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/staff/code-app');
  await setUpCodeAppOnPage(page);

  await page.goto(`/staff/owners?q=${encodeURIComponent(email)}`);
  await page.getByRole('listitem').filter({ hasText: email }).getByRole('link').first().click();
  await page.getByRole('button', { name: 'Send password reset link' }).click();
  const question = page.getByRole('alertdialog', { name: 'Send a password reset link?' });
  await expect(question.getByText(`We e-mail a link to ${email}`, { exact: false })).toBeVisible();
  await shootBothWidths(page, SHOTS, 'desk-reset-question');
  await question.getByRole('button', { name: 'Send Link' }).click();
  await expect(page.getByText(`Reset link sent to ${email}`)).toBeVisible();
  await shootBothWidths(page, SHOTS, 'desk-reset-sent');
});
