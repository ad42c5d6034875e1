import { expect, type Page } from '@playwright/test';
import { codeAt, stepAt } from '../api/auth/one-time-codes.ts';

/**
 * A new manager's first visit to the desk (issue 30): the page shows the setup key, the test
 * plays the phone's code app with it, and the desk opens once the recovery codes are kept.
 * Returns the key and the recovery codes the page showed. `shoot` photographs each step.
 */
export async function setUpCodeAppOnPage(page: Page, shoot?: (name: string) => Promise<void>): Promise<{ key: string; recoveryCodes: string[] }> {
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your code app' })).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Show My Setup Key' }).click();
  const key = ((await page.getByLabel('Setup key').textContent()) ?? '').replace(/\s/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await shoot?.('code-app-key');
  const form = page.getByRole('form', { name: 'Confirm your code app' });
  await form.getByLabel('Code from your app').fill(codeAt(key, stepAt(new Date())));
  await form.getByRole('button', { name: 'Turn On the Code App' }).click();
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list).toBeVisible();
  const recoveryCodes = await list.getByRole('listitem').allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  await shoot?.('code-app-recovery-codes');
  await page.getByRole('button', { name: 'I Have Kept My Codes: Open the Desk' }).click();
  await expect(page.getByRole('navigation', { name: 'Staff' })).toBeVisible({ timeout: 10_000 });
  return { key, recoveryCodes };
}
