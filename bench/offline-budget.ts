/**
 * The installed app's offline budget, measured on the built app and the real server:
 *
 *   npm run build && npm run bench:offline
 *
 * (a) What the service worker downloads when it installs: every precached script and style at
 *     its gzip size (the .gz copy the build wrote, else gzipped here). Goal: at most 250 kB.
 *     The pages (HTML as the server sends it) and the other files are shown apart.
 * (b) The home page with no network: Chromium opens /, waits for the service worker to control
 *     it, goes offline, then opens / RUNS times. For each: the first paint with the heading (the
 *     page is prerendered, so the heading is in the first paint), the heading seen by the test
 *     (navigation start to a visible h1, as Playwright sees it), and the app live: the page is
 *     quiet until asked (decision 0023), so the bench asks as an owner reaching for a control
 *     does, and times it from that moment until the app has replaced the prerendered copy.
 *     Medians are printed.
 *
 * It starts the server itself (`node api/server.ts`, a free port, a temporary DATA_DIR) and stops
 * it at the end. It prints figures; it is not a test and exits 0 once measured.
 * Options: BENCH_OFFLINE_RUNS (default 5).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { untilAppIsLive } from '../e2e/page-watch.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { precacheList } from '../scripts/build-sw.ts';
import { startHotel } from '../scripts/hotel-server.ts';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = join(ROOT, 'dist/web');
const GOAL_BYTES = 250 * 1000;
const RUNS = Number(process.env.BENCH_OFFLINE_RUNS ?? 5);

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

function gzipSize(file: string): number {
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(readFileSync(file), { level: 9 }).byteLength;
}

async function main(): Promise<void> {
  if (!existsSync(join(DIST, 'sw.js'))) {
    console.error(`No service worker in ${DIST}: run \`npm run build\` first, then \`npm run bench:offline\`.`);
    process.exit(1);
  }
  const { version } = JSON.parse(readFileSync(join(DIST, 'version.json'), 'utf8')) as { version: string };
  console.log(`Built app: ${DIST} (version ${version})`);

  const { manifestEntries } = await precacheList(DIST);
  const entries = manifestEntries ?? [];
  const files = entries.filter((entry) => !entry.url.startsWith('/'));
  const pages = entries.filter((entry) => entry.url.startsWith('/'));
  const sizeOf = (pattern: RegExp) =>
    files.filter((entry) => pattern.test(entry.url)).reduce((total, entry) => total + gzipSize(join(DIST, entry.url)), 0);
  const js = sizeOf(/\.js$/);
  const css = sizeOf(/\.css$/);
  const other = sizeOf(/\.(png|svg|webmanifest|html|woff2?)$/);
  const worker = gzipSize(join(DIST, 'sw.js'));

  const server = await startHotel();
  try {
    let pageBytes = 0;
    for (const entry of pages) pageBytes += gzipSync(Buffer.from(await (await fetch(`${server.origin}${entry.url}`)).arrayBuffer())).byteLength;

    console.log(`\n(a) What the service worker precaches (${entries.length} entries), gzip`);
    const verdict = js + css <= GOAL_BYTES ? 'meets' : 'MISSES';
    console.log(
      `  JS + CSS:  ${kB(js + css)} (JS ${kB(js)} in ${files.filter((entry) => entry.url.endsWith('.js')).length} files, CSS ${kB(css)}; goal: at most ${kB(GOAL_BYTES)}: ${verdict} the goal)`,
    );
    console.log(`  Pages:     ${kB(pageBytes)} (${pages.length} addresses, as the server sends them)`);
    console.log(`  Other:     ${kB(other)} (icons, manifest, favicon, the bare app page)`);
    console.log(`  sw.js:     ${kB(worker)}`);

    console.log(`\n(b) The home page offline, ${RUNS} runs (390 px, service worker in control, network off)`);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    try {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto(`${server.origin}/`);
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        if (navigator.serviceWorker.controller === null) {
          await new Promise((done) => navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }));
        }
      });
      await context.setOffline(true);
      const paint: number[] = [];
      const seen: number[] = [];
      const live: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const started = Date.now();
        const answer = await page.goto(`${server.origin}/`, { waitUntil: 'commit' });
        if (answer?.fromServiceWorker() !== true) throw new Error('The offline home page did not come from the service worker');
        await page.locator('h1').first().waitFor({ state: 'visible' });
        seen.push(Date.now() - started);
        // The page is quiet until asked (decision 0023): the owner reaches for a control, and the
        // app comes from the precache.
        const asked = await page.evaluate(() => performance.now());
        await untilAppIsLive(page);
        const figures = await page.evaluate(() => ({
          paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
          now: performance.now(),
        }));
        paint.push(figures.paint);
        live.push(figures.now - asked);
      }
      const ms = (values: number[]) => `${Math.round(median(values))} ms (runs: ${values.map((value) => Math.round(value)).join(', ')})`;
      console.log(`  First paint, heading in it:  ${ms(paint)}`);
      console.log(`  Heading visible to the test: ${ms(seen)}`);
      console.log(`  App live, from the first ask: ${ms(live)}`);
      await context.close();
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
