/**
 * Draws each public page once in Chromium after `vite build` and keeps its markup and styles in
 * dist/web/page-heads.json, so the HTML the server sends already shows the page: a phone on a
 * slow connection sees the words before the app's script has arrived, and crawlers read them.
 * The app, when it runs, renders the same page over it (web/app.tsx), so nothing moves.
 *
 * Without Chromium (a machine that only runs the product) it says so and leaves the pages to the
 * app alone; `npm test` and CI always have it.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { PUBLIC_PAGES } from '../web/content/pages.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { startHotel } from './hotel-server.ts';
import { trimUnusedVariables } from './page-styles.ts';

const HEADS_FILE = resolve(import.meta.dirname, '../dist/web/page-heads.json');

const kB = (characters: number) => `${(characters / 1000).toFixed(0)} kB`;

interface Drawn {
  body: string;
  css: string;
}

interface HeadEntry {
  path: string;
  head: string;
  prerendered?: Drawn;
}

async function main(): Promise<void> {
  if (!existsSync(CHROMIUM_PATH)) {
    console.log(`prerender: no Chromium at ${CHROMIUM_PATH}; pages will be drawn by the app alone.`);
    return;
  }
  const heads = JSON.parse(readFileSync(HEADS_FILE, 'utf8')) as { pages: HeadEntry[]; notFound: HeadEntry };
  const hotel = await startHotel();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const draw = async (path: string): Promise<Drawn> => {
      await page.goto(`${hotel.origin}${path}`, { waitUntil: 'networkidle' });
      await page.locator('h1').first().waitFor();
      const drawn = await page.evaluate(() => {
        // The styles the page's components inserted (Chakra writes them through the CSSOM, so
        // the style elements' text is empty): every rule, in order.
        const css = [...document.head.querySelectorAll('style')]
          .flatMap((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText))
          .join('');
        return { body: document.getElementById('root')?.innerHTML ?? '', css };
      });
      const styles = trimUnusedVariables(drawn.css, drawn.body);
      console.log(
        `prerender: ${path} (${kB(drawn.body.length)} of markup; styles ${kB(drawn.css.length)} -> ${kB(styles.css.length)}, ` +
          `CSS variables ${styles.declared} -> ${styles.kept})`,
      );
      return { body: drawn.body, css: styles.css };
    };
    const publicPaths = new Set<string>(PUBLIC_PAGES.map((entry) => entry.path));
    for (const entry of heads.pages.filter((candidate) => publicPaths.has(candidate.path))) {
      entry.prerendered = await draw(entry.path);
    }
    heads.notFound.prerendered = await draw('/this-page-does-not-exist');
  } finally {
    await browser.close();
    await hotel.stop();
  }
  writeFileSync(HEADS_FILE, JSON.stringify(heads));
}

main().catch((error: unknown) => {
  console.error('prerender failed:', error);
  process.exit(1);
});
