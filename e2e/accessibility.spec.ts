import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { PUBLIC_PAGES } from '../web/content/pages.ts';
import { untilAppIsLive } from './page-watch.ts';

// The WCAG 2.1 A and AA rules axe can check by machine (contrast, names, landmarks, headings
// and more) on every public page, at phone and laptop widths. The map frame on /contact is
// another site's page, which cannot load here, so it is left out.

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const page of PUBLIC_PAGES) {
      test(`${page.path} passes the WCAG 2.1 AA checks`, async ({ page: tab }) => {
        await tab.goto(page.path);
        await untilAppIsLive(tab);
        const { violations } = await new AxeBuilder({ page: tab }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).exclude('iframe').analyze();
        const found = violations.map(
          (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
        );
        expect(found).toEqual([]);
      });
    }
  });
}
