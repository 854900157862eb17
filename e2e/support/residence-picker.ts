import { expect, type Page } from '@playwright/test';

/**
 * Picks a residence on the register page. The page is prerendered: the picker is retried until
 * hydrated (a click on the prerendered input opens nothing), and the guide config must have
 * arrived first.
 */
export async function pickResidence(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  const picker = page.getByRole('combobox', { name: /residence/i });
  await expect(async () => {
    await picker.click();
    await expect(picker).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
  }).toPass();
  await picker.fill(name);
  await page.getByRole('listbox').getByRole('option', { name }).click();
}
