import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { expect, type Page, test } from '@playwright/test';
import { openWebApp, type WebApp } from '../api/web-app.ts';
import { buildStamp } from '../scripts/build-version.ts';
import { freePort } from '../scripts/hotel-server.ts';
import { PAGES } from '../web/content/pages.ts';
import { SETTLE_AFTER_LOAD_MS } from '../web/pwa/start.ts';
import { writeUnsentChanges } from '../web/pwa/unsent-changes-fixture.ts';
import { untilWorkerControls } from './owner-steps.ts';
import { untilAppIsLive, watchPage } from './page-watch.ts';

// The installable app (sw.ts, web/pwa/): the service worker takes over, and with the network
// gone the public pages and the owner area's addresses still open, from the worker's precache.

test.describe('offline', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the service worker activates, and /, /pricing and /dashboard open with no network', async ({ page, context, baseURL }) => {
    const watch = watchPage(page, new URL(baseURL ?? '').origin);
    await page.goto('/');
    await untilAppIsLive(page);
    await untilWorkerControls(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
    // A page read online, under the worker: its code is kept, though the install did not fetch it.
    await page.goto('/about');
    await untilAppIsLive(page);
    expect(watch.errors, 'console errors online').toEqual([]);
    expect(watch.badRequests, 'failed requests online').toEqual([]);

    await context.setOffline(true);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    // Nothing else answers now: the server is out of reach for the page.
    await expect(page.evaluate(() => fetch('/api/health').then((answer) => answer.status))).rejects.toThrow();

    const home = await page.goto('/');
    expect(home?.fromServiceWorker(), 'home page answered by the service worker').toBe(true);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page).toHaveTitle(PAGES.home.title);
    await untilAppIsLive(page);

    // A public page whose code the install does not fetch (only the owner's pages and the
    // estimator are kept): its saved copy is the page, to read and to follow its links.
    const pricing = await page.goto('/pricing');
    expect(pricing?.fromServiceWorker()).toBe(true);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page).toHaveTitle(PAGES.pricing.title);
    await expect(page.getByRole('link', { name: 'Book your cat’s stay' })).toHaveAttribute('href', '/booking');

    await page.goto('/about');
    await expect(page).toHaveTitle(PAGES.about.title);
    await untilAppIsLive(page);

    // The owner area's deep link: the app shell (the page under that address, with its head),
    // drawn by the app. Its screens belong to the owner-area work; here only the frame counts.
    const dashboard = await page.goto('/dashboard');
    expect(dashboard?.status()).toBe(200);
    expect(dashboard?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeAttached();
    expect(await page.evaluate(() => document.getElementById('root')?.childElementCount ?? 0)).toBeGreaterThan(0);

    // An address no route answers: the bare app, which draws its own 404 screen.
    // (Status 200, not the server's 404: proof the answer came from the worker's saved copy.)
    const unknown = await page.goto('/no-such-page');
    expect(unknown?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();

    // Last, as it reloads the page (the router's chunk error): a tap to a page whose code this
    // phone never loaded opens the saved page, as it was drawn at build time, not an error screen.
    await page.goto('/');
    await untilAppIsLive(page);
    // (The app loads the saved page in full; the start-up check then marks the address, ?v=.)
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page).toHaveURL(/\/faq(\?v=\d+)?$/);
    await expect(page).toHaveTitle(PAGES.faq.title);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    expect(await page.locator('style[data-prerendered]').count(), 'the saved markup, not drawn again').toBe(1);

    // The FAQ's code was tried, and not found: the one failure offline that is expected.
    const expected = /ERR_INTERNET_DISCONNECTED|Failed to fetch|\/api\/|ERR_FAILED \(.*\/assets\/faq-[\w-]+\.js\)/;
    expect(
      watch.errors.filter((error) => !expected.test(error)),
      'errors offline',
    ).toEqual([]);
  });

  test('online, pages still come from the network with their real status', async ({ page }) => {
    await page.goto('/');
    await untilWorkerControls(page);
    const missing = await page.goto('/no-such-page');
    expect(missing?.status()).toBe(404);
    const pricing = await page.goto('/pricing');
    expect(pricing?.status()).toBe(200);
    expect(pricing?.headers()['cache-control']).toBe('no-cache');
  });

  test('photos are kept at run time, videos keep their range requests, and /api is never cached', async ({ page }) => {
    await page.goto('/gallery');
    await untilAppIsLive(page);
    await untilWorkerControls(page);
    // Loaded under the worker's control now (the first load may have come before it).
    await page.reload();
    await untilAppIsLive(page);
    await page.evaluate(async () => {
      for (const image of document.images) image.loading = 'eager';
      await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    });
    await expect.poll(() => page.evaluate(async () => (await (await caches.open('hotel-images')).keys()).length)).toBeGreaterThan(0);

    const video = await page.evaluate(
      () =>
        new Promise<{ duration: number }>((done, fail) => {
          const element = document.createElement('video');
          element.muted = true;
          element.preload = 'metadata';
          element.addEventListener('loadedmetadata', () => done({ duration: element.duration }), { once: true });
          element.addEventListener('error', () => fail(new Error(`video error ${element.error?.code}`)), { once: true });
          element.src = '/media/videos/facility-tour.mp4';
          document.body.append(element);
        }),
    );
    expect(video.duration).toBeGreaterThan(1);
    const range = await page.evaluate(async () => {
      const answer = await fetch('/media/videos/facility-tour.mp4', { headers: { range: 'bytes=0-99' } });
      return { status: answer.status, length: (await answer.arrayBuffer()).byteLength };
    });
    expect(range).toEqual({ status: 206, length: 100 });

    await page.evaluate(() => fetch('/api/health'));
    const cachedApi = await page.evaluate(async () => {
      const found: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) if (new URL(request.url).pathname.startsWith('/api/')) found.push(request.url);
      }
      return found;
    });
    expect(cachedApi).toEqual([]);
  });

  test('the service worker script is never cached by the browser', async ({ request }) => {
    const answer = await request.get('/sw.js');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['cache-control']).toBe('no-cache');
    expect(answer.headers()['content-type']).toMatch(/javascript/);
  });
});

const ROOT = resolve(import.meta.dirname, '..');
const DIST = join(ROOT, 'dist/web');
const builtVersion = (dist: string) => (JSON.parse(readFileSync(join(dist, 'version.json'), 'utf8')) as { version: string }).version;

/** Puts `count` unsent changes in the page's IndexedDB, where the sync engine keeps them. */
const writeOutbox = (page: Page, count: number) => page.evaluate(writeUnsentChanges, count);

const readOutbox = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((done) => {
        const open = indexedDB.open('sunningdale-hotel');
        open.onsuccess = () => {
          const count = open.result.transaction('outbox').objectStore('outbox').count();
          count.onsuccess = () => done(count.result);
        };
      }),
  );

test.describe('the version check', () => {
  test('a phone that last ran another build clears local and session storage and Cache Storage, keeps IndexedDB, and reloads with ?v=', async ({
    page,
  }) => {
    const version = builtVersion(DIST);
    await page.goto('/about');
    await untilAppIsLive(page);
    // A first visit: the version is stored and put in the address, with no reload.
    await expect(page).toHaveURL(new RegExp(`/about\\?v=${version}$`));
    expect(await page.evaluate(() => localStorage.getItem('website_version'))).toBe(version);

    await writeOutbox(page, 1);
    await page.evaluate(async () => {
      localStorage.setItem('website_version', '20000101000000');
      localStorage.setItem('estimator', 'stale');
      sessionStorage.setItem('pendingBooking', 'stale');
      await (await caches.open('probe')).put('/probe', new Response('stale'));
    });

    const faqLoads: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document' && new URL(request.url()).pathname === '/faq') faqLoads.push(request.url());
    });
    await page.goto('/faq');
    await expect(page).toHaveURL(new RegExp(`/faq\\?v=${version}$`));
    await expect.poll(() => page.evaluate(() => localStorage.getItem('website_version'))).toBe(version);
    expect(await page.evaluate(() => localStorage.getItem('estimator'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('pendingBooking'))).toBeNull();
    expect(await page.evaluate(() => caches.has('probe'))).toBe(false);
    // The check reloaded the page: loaded once as asked, then again with the new version's ?v=.
    expect(faqLoads.map((url) => new URL(url).search)).toEqual(['', `?v=${version}`]);
    expect(await readOutbox(page)).toBe(1);
    await expect(page.locator('h1')).toBeVisible();
  });
});

test.describe('a new build', () => {
  // A second build of the app (no prerender: the app draws its pages itself) with a new version.
  test.describe.configure({ timeout: 240_000 });
  const secondDist = mkdtempSync(join(tmpdir(), 'hotel-second-build-'));
  const secondVersion = buildStamp(new Date(Date.now() + 3_600_000));
  let server: ServerType | undefined;
  let serving: WebApp | undefined;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const env = { ...process.env, HOTEL_BUILD_VERSION: secondVersion };
    execFileSync('npx', ['vite', 'build', '--outDir', secondDist, '--emptyOutDir', '--logLevel', 'warn'], { cwd: ROOT, env, stdio: 'pipe' });
    execFileSync(process.execPath, ['scripts/build-sw.ts', secondDist], { cwd: ROOT, env, stdio: 'pipe' });
  });

  test.afterAll(async () => {
    await new Promise((done) => (server === undefined ? done(undefined) : server.close(done)));
    rmSync(secondDist, { recursive: true, force: true });
  });

  test('shows "A new version is available", and Update runs the new version without losing unsent changes', async ({ page }) => {
    // One address, first serving this build, then the second one (as a deploy does).
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    serving = openWebApp(DIST, origin);
    server = serve({
      fetch: (request) => (serving === undefined ? new Response('', { status: 503 }) : serving.routes.fetch(request)),
      port,
      hostname: '127.0.0.1',
    });
    const firstVersion = builtVersion(DIST);
    expect(secondVersion).not.toBe(firstVersion);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${origin}/`);
    // A visitor who only reads: the app is not running (decision 0023); the offer loads it.
    await untilWorkerControls(page);
    expect(await page.locator('style[data-prerendered]').count(), 'the page as sent, no app yet').toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('website_version'))).toBe(firstVersion);
    await writeOutbox(page, 1);

    serving = openWebApp(secondDist, origin);
    // The app comes back to the foreground: it checks for a new worker.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const prompt = page.getByRole('region', { name: 'App update' });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await expect(prompt).toContainText('A new version is available');
    await expect(prompt).toContainText('You have 1 change waiting to sync');
    await page.screenshot({ path: 'e2e/artifacts/screenshots/pwa/update-prompt-390.png' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: 'e2e/artifacts/screenshots/pwa/update-prompt-1280.png' });

    await prompt.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?v=${secondVersion}$`), { timeout: 30_000 });
    await expect.poll(() => page.evaluate(() => localStorage.getItem('website_version'))).toBe(secondVersion);
    await expect(page.locator('h1')).toBeVisible();
    const workerVersion = await page.evaluate(
      () =>
        new Promise<string>((done) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = (event: MessageEvent<{ version: string }>) => done(event.data.version);
          navigator.serviceWorker.controller?.postMessage({ type: 'GET_VERSION' }, [channel.port2]);
        }),
    );
    expect(workerVersion).toBe(secondVersion);
    expect(await readOutbox(page)).toBe(1);
    await expect(prompt).toBeHidden();
  });
});

test.describe('installing', () => {
  test('the web app manifest names the app, its colours and icons, and every file it lists is served', async ({ page, request }) => {
    await page.goto('/');
    const manifestPath = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe('/icons/apple-touch-icon.png');
    expect(await page.locator('meta[name="apple-mobile-web-app-capable"]').getAttribute('content')).toBe('yes');
    const answer = await request.get(manifestPath ?? '');
    expect(answer.headers()['content-type']).toBe('application/manifest+json');
    const manifest = (await answer.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
      screenshots: { src: string; form_factor: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Sunningdale Cat Hotel',
      start_url: '/',
      display: 'standalone',
      theme_color: '#1f3a3d',
      background_color: '#fcfaf7',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '192x192 maskable',
      '512x512 any',
      '512x512 maskable',
    ]);
    expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
    for (const file of [...manifest.icons, ...manifest.screenshots, { src: '/icons/apple-touch-icon.png' }]) {
      const image = await request.get(file.src);
      expect(image.status(), file.src).toBe(200);
      expect(image.headers()['content-type'], file.src).toMatch(/^image\//);
    }
  });

  // A phone at 390 px and a tablet at 1280 px: the banner shows only where an app can be added.
  const PHONES = [
    {
      width: 390,
      height: 844,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      isMobile: true,
    },
    {
      width: 1280,
      height: 800,
      userAgent: 'Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      isMobile: false,
    },
  ];
  for (const { width, height, userAgent, isMobile } of PHONES) {
    test(`the install banner at ${width} px: only after interest, in the page, this device's steps or the browser's prompt, closed for 30 days`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ baseURL, viewport: { width, height }, userAgent, isMobile, hasTouch: true });
      const first = await context.newPage();
      const settled = async (page: Page) => {
        await untilAppIsLive(page);
        await page.waitForLoadState('load');
        // Past the moment the banner would appear (web/pwa/start.ts).
        await page.waitForTimeout(SETTLE_AFTER_LOAD_MS + 2000);
      };
      // A first look at the site is not interrupted.
      await first.goto('/');
      await settled(first);
      await expect(first.getByRole('region', { name: 'Install the app' })).toHaveCount(0);
      await first.close();

      // A second visit (a new tab is a new browser session).
      const page = await context.newPage();
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'Install the app' });
      await expect(banner).toBeVisible({ timeout: SETTLE_AFTER_LOAD_MS + 10_000 });
      await expect(banner).toContainText('Add to Home Screen');
      await expect(banner).toContainText('tap the Share button in Safari');
      await expect(banner).not.toContainText('On Android');
      // In the page, after its content and before the footer: over nothing.
      const [main, shown, footer] = await Promise.all([
        page.locator('main').boundingBox(),
        banner.boundingBox(),
        page.locator('footer').boundingBox(),
      ]);
      expect(shown!.y).toBeGreaterThanOrEqual(main!.y + main!.height);
      expect(shown!.y + shown!.height).toBeLessThanOrEqual(footer!.y);
      await banner.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `e2e/artifacts/screenshots/pwa/install-banner-steps-${width}.png` });

      // The browser's own install offer, where it makes one.
      const prompted = await page.evaluate(() => {
        const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: async () => {
            (window as unknown as { prompted: boolean }).prompted = true;
          },
          userChoice: Promise.resolve({ outcome: 'accepted' }),
        });
        window.dispatchEvent(offer);
        return offer.defaultPrevented;
      });
      expect(prompted).toBe(true);
      await expect(banner.getByRole('button', { name: 'Install App' })).toBeVisible();
      await page.screenshot({ path: `e2e/artifacts/screenshots/pwa/install-banner-install-${width}.png` });
      await banner.getByRole('button', { name: 'Install App' }).click();
      expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
      await expect(banner).toBeHidden();

      // Offered again on the next page view, until the visitor closes it: then not for 30 days.
      await page.reload();
      await expect(banner).toBeVisible({ timeout: SETTLE_AFTER_LOAD_MS + 10_000 });
      await banner.getByRole('button', { name: 'Close the install banner' }).click();
      await expect(banner).toBeHidden();
      const closedAt = await page.evaluate(() => window.localStorage.getItem('hotel_install_banner_dismissed'));
      expect(Date.now() - Date.parse(closedAt!)).toBeLessThan(60_000);
      await page.reload();
      await settled(page);
      await expect(banner).toHaveCount(0);
      await context.close();
    });
  }

  test('a laptop is never offered the app, however interested', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    for (let visit = 0; visit < 2; visit += 1) {
      const page = await context.newPage();
      await page.goto('/');
      await untilAppIsLive(page);
      await page.waitForLoadState('load');
      await page.waitForTimeout(SETTLE_AFTER_LOAD_MS + 2000);
      await expect(page.getByRole('region', { name: 'Install the app' })).toHaveCount(0);
      await page.close();
    }
    await context.close();
  });
});
