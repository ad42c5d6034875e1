import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * What the page breaks of the WCAG 2.1 A and AA rules axe can check by machine (contrast, names,
 * landmarks, headings and more), a line each with the elements it found: `[]` when nothing.
 * `leaveOut` is a selector for what is not the app's (another site's frame, which cannot load here).
 */
export async function wcagViolations(page: Page, { leaveOut }: { leaveOut?: string } = {}): Promise<string[]> {
  const check = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const { violations } = await (leaveOut === undefined ? check : check.exclude(leaveOut)).analyze();
  return violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}
