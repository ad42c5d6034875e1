import { expect, type Page, test } from '@playwright/test';
import { PAGES } from '../web/content/pages.ts';
import { untilAppIsLive, watchPage } from './page-watch.ts';

// The installable app (sw.ts, web/pwa/): the service worker takes over, and with the network
// gone the public pages and the owner area's addresses still open, from the worker's precache.

/** Waits until the service worker is active and controls this page (sw.ts claims it at once). */
async function untilWorkerControls(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller === null) {
      await new Promise((done) => navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }));
    }
  });
}

test.describe('offline', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the service worker activates, and /, /pricing and /dashboard open with no network', async ({ page, context, baseURL }) => {
    const watch = watchPage(page, new URL(baseURL ?? '').origin);
    await page.goto('/');
    await untilAppIsLive(page);
    await untilWorkerControls(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
    expect(watch.errors, 'console errors online').toEqual([]);
    expect(watch.badRequests, 'failed requests online').toEqual([]);

    await context.setOffline(true);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    // Nothing else answers now: the server is out of reach for the page.
    await expect(page.evaluate(() => fetch('/api/health').then((answer) => answer.status))).rejects.toThrow();

    const home = await page.reload();
    expect(home?.fromServiceWorker(), 'home page answered by the service worker').toBe(true);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page).toHaveTitle(PAGES.home.title);
    await untilAppIsLive(page);

    const pricing = await page.goto('/pricing');
    expect(pricing?.fromServiceWorker()).toBe(true);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page).toHaveTitle(PAGES.pricing.title);
    await untilAppIsLive(page);

    // A tap to another page offline: the route's code comes from the precache.
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.locator('h1')).toBeVisible();

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

    expect(watch.errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|\/api\//.test(error)), 'errors offline').toEqual([]);
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
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('hotel-images')).keys()).length))
      .toBeGreaterThan(0);

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
