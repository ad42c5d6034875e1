import { expect, type Page } from '@playwright/test';

// Pictures of the app for a person to look at (kept under e2e/artifacts/).

export const PHONE = { width: 390, height: 844 };
export const WIDE = { width: 1280, height: 900 };

/**
 * A full-page picture from the top (so the sticky navigation bar sits where it belongs), once
 * dialogs and toasts have finished their entrance. The install banner, and toasts unless they are
 * the point, are hidden by style: a click to close them would also close an open dialog.
 */
export async function screenshot(page: Page, path: string, { toasts = false } = {}): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(400);
  const hidden = ['[role="region"][aria-label="Install the app"]', ...(toasts ? [] : ['[role="region"][aria-label="Notifications"]'])];
  // Not Playwright's `style` option: it writes a <style> element, which the app's security policy
  // refuses (api/http/security-headers.ts). A constructed style sheet is the CSSOM's, outside it.
  await page.evaluate(
    (rule) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(rule);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    },
    `${hidden.join(', ')} { visibility: hidden !important; }`,
  );
  try {
    await page.screenshot({ path, fullPage: true });
  } finally {
    await page.evaluate(() => (document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1)));
  }
}

/** The screen at phone and laptop widths, as `<folder>/<name>-<width>.png`; neither may scroll sideways. */
export async function shootBothWidths(page: Page, folder: string, name: string, options: { toasts?: boolean } = {}): Promise<void> {
  for (const viewport of [PHONE, WIDE]) {
    await page.setViewportSize(viewport);
    await screenshot(page, `${folder}/${name}-${viewport.width}.png`, options);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${viewport.width} px fits`).toBeLessThanOrEqual(0);
  }
}
