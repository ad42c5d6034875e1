import type { Page } from '@playwright/test';

export interface PageWatch {
  /** Console errors and uncaught exceptions from the app's own pages and scripts. */
  errors: string[];
  /** Requests to the app's origin that failed, or were answered 4xx/5xx. */
  badRequests: string[];
  /** Requests to other origins: recorded, never counted as failures (see below). */
  elsewhere: string[];
}

/**
 * Records what went wrong while a page loads. This sandbox has no network beyond this machine,
 * so anything another origin serves (the embedded map on /contact, a video host) cannot load:
 * those requests, and the console errors their frames print, are recorded in `elsewhere` and
 * ignored. Everything the app asks of its own origin must succeed.
 */
export function watchPage(page: Page, origin: string): PageWatch {
  const watch: PageWatch = { errors: [], badRequests: [], elsewhere: [] };
  const ours = (url: string) => {
    try {
      return new URL(url).origin === origin;
    } catch {
      return false;
    }
  };

  page.on('pageerror', (error) => watch.errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A failed load is logged with the resource's address; a frame's own errors with the frame's.
    const where = message.location().url;
    if (where !== '' && !ours(where)) watch.elsewhere.push(`console (${where}): ${message.text()}`);
    else watch.errors.push(`console error: ${message.text()}${where === '' ? '' : ` (${where})`}`);
  });
  page.on('requestfailed', (request) => {
    const line = `${request.method()} ${request.url()}: ${request.failure()?.errorText ?? 'failed'}`;
    if (ours(request.url())) watch.badRequests.push(line);
    else watch.elsewhere.push(line);
  });
  page.on('response', (response) => {
    if (response.status() < 400) return;
    const line = `${response.request().method()} ${response.url()}: ${response.status()}`;
    if (ours(response.url())) watch.badRequests.push(line);
    else watch.elsewhere.push(line);
  });
  return watch;
}

/**
 * Fails every request to another origin at once, as this sandbox would sooner or later: how much
 * later is up to the machine's resolver, and a wait for a quiet network on /contact (the map's
 * frame) once ran out its minute. Requests still reach `watchPage`'s `elsewhere`.
 */
export async function refuseOtherOrigins(page: Page, origin: string): Promise<void> {
  await page.route(
    (url) => url.origin !== origin,
    (route) => route.abort('internetdisconnected'),
  );
}

/** Scrolls to the bottom in viewport steps, so lazy images and sections load, then back to the top. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const pause = () => new Promise((done) => setTimeout(done, 60));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight * 0.8) {
      window.scrollTo(0, y);
      await pause();
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await pause();
    window.scrollTo(0, 0);
  });
}

/**
 * Asks for the app and waits until it has taken the page over (it removes the prerendered copy's
 * inline styles when it mounts, web/app.tsx). A signed-out visitor's prerendered page runs without
 * the app until they reach for a control (web/quiet-page.ts): a focus event sent to the page's
 * first control asks, as a visitor's focus would, without moving anything. Until then buttons are
 * inert markup.
 */
export async function untilAppIsLive(page: Page): Promise<void> {
  await page.locator('#root').locator('button, [role="button"]').first().dispatchEvent('focusin');
  await page.waitForFunction(() => document.querySelector('style[data-prerendered]') === null);
}
