/**
 * Draws the installed app's icons and the install screenshots into web/public/icons/:
 *
 *   node scripts/make-app-icons.ts                 icons only
 *   npm run build && node scripts/make-app-icons.ts --screenshots
 *                                                     icons, and screenshots of the built home page
 *
 * The icon is the favicon's cat (web/public/media/favicon.svg) in the theme's colours: brass on
 * the deep teal. "any" icons have rounded corners; "maskable" ones fill the square edge to edge
 * with the cat inside the central safe circle (Android crops them to its own shape); the Apple
 * touch icon is square and opaque (iOS rounds it). The hotel may replace any file under the same
 * name and size; web/public/manifest.webmanifest lists them. Needs Chromium (CHROMIUM_PATH).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { startHotel } from './hotel-server.ts';

const ICONS = resolve(import.meta.dirname, '../web/public/icons');
/** web/theme.ts: brand.800 and brass.200. */
const TEAL = '#1f3a3d';
const BRASS = '#e6cd9c';

/** The favicon's cat head on a 64-unit grid, scaled by `scale` around the centre. */
const cat = (scale: number) =>
  `<g transform="translate(32 32) scale(${scale}) translate(-32 -36)">` +
  `<path d="M16 50V22l9 8h14l9-8v28c0 3-3 6-6 6H22c-3 0-6-3-6-6z" fill="${BRASS}"/>` +
  `<circle cx="26" cy="40" r="3" fill="${TEAL}"/><circle cx="38" cy="40" r="3" fill="${TEAL}"/></g>`;

const svg = (size: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">${body}</svg>`;

const ICON_SET = [
  // Rounded tile, transparent corners: launchers and browsers that show the icon as it is.
  { file: 'icon-192.png', size: 192, body: `<rect width="64" height="64" rx="14" fill="${TEAL}"/>${cat(1)}` },
  { file: 'icon-512.png', size: 512, body: `<rect width="64" height="64" rx="14" fill="${TEAL}"/>${cat(1)}` },
  // Edge to edge; the cat within the safe circle (diameter 80% of the side).
  { file: 'icon-maskable-192.png', size: 192, body: `<rect width="64" height="64" fill="${TEAL}"/>${cat(0.72)}` },
  { file: 'icon-maskable-512.png', size: 512, body: `<rect width="64" height="64" fill="${TEAL}"/>${cat(0.72)}` },
  { file: 'apple-touch-icon.png', size: 180, body: `<rect width="64" height="64" fill="${TEAL}"/>${cat(0.85)}` },
];

async function main(): Promise<void> {
  mkdirSync(ICONS, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    for (const icon of ICON_SET) {
      const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
      await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${svg(icon.size, icon.body)}</body></html>`);
      writeFileSync(join(ICONS, icon.file), await page.screenshot({ type: 'png', omitBackground: true }));
      await page.close();
      console.log(`icons: ${icon.file}`);
    }
    if (process.argv.includes('--screenshots')) {
      const hotel = await startHotel();
      try {
        for (const shot of [
          { file: 'screenshot-narrow.jpg', width: 390, height: 844 },
          { file: 'screenshot-wide.jpg', width: 1280, height: 800 },
        ]) {
          const context = await browser.newContext({ viewport: { width: shot.width, height: shot.height }, serviceWorkers: 'block' });
          // No install banner in a picture of the app as installed.
          await context.addInitScript(() => localStorage.setItem('hotel_install_banner_dismissed', '1'));
          const page = await context.newPage();
          await page.goto(`${hotel.origin}/`, { waitUntil: 'networkidle' });
          await page.locator('h1').first().waitFor();
          writeFileSync(join(ICONS, shot.file), await page.screenshot({ type: 'jpeg', quality: 75 }));
          await context.close();
          console.log(`icons: ${shot.file}`);
        }
      } finally {
        await hotel.stop();
      }
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
