import { expect, type Page } from '@playwright/test';

/**
 * Opens the residence picker on the register page. The page is prerendered: the picker is retried
 * until hydrated (a click on the prerendered input opens nothing), and the guide config must have
 * arrived first. `label` is the picker's name in the page's language (English by default).
 */
export async function openResidencePicker(page: Page, label: string | RegExp = /residence/i) {
  await page.waitForLoadState('networkidle');
  const picker = page.getByRole('combobox', { name: label });
  await expect(async () => {
    await picker.click();
    await expect(picker).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
  }).toPass();
  return picker;
}

/**
 * Picks a residence on the register page: the option named `name`, or with `firstMatch` the
 * first option found for it (the picker finds a country by its English name in every language).
 */
export async function pickResidence(
  page: Page,
  name: string,
  options: { label?: string | RegExp; firstMatch?: boolean } = {},
) {
  const picker = await openResidencePicker(page, options.label);
  await picker.fill(name);
  const list = page.getByRole('listbox');
  await (
    options.firstMatch ? list.getByRole('option').first() : list.getByRole('option', { name })
  ).click();
}
