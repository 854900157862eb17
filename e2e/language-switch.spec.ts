import { expect, test } from '@playwright/test';
import { manifestOf, originOf } from './support/editions';
import { waitForQuietNetwork } from './support/quiet-network';

/**
 * The header's language picker in a real browser (docs/editions.md, "Switching language"): the
 * page stays as it is until the new language's strings are in, then text, `<html lang>` and
 * direction, and the address change together; strings that cannot be fetched leave the page in
 * its language with a message.
 */
const origin = originOf(manifestOf('global'));

test('the page keeps its language until the strings arrive, then switches text, direction and address together', async ({
  page,
}) => {
  await page.goto(`${origin}/en/login`);
  await waitForQuietNetwork(page, 'the English login page');
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/locales/ar/**', async (route) => {
    await held;
    await route.continue();
  });
  const asked = page.waitForRequest('**/locales/ar/**');
  await page.getByRole('combobox', { name: /language/i }).selectOption('ar-SA');
  await asked;
  await expect(page.locator('h1').first()).toHaveText('Welcome back');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(new URL(page.url()).pathname).toBe('/en/login');

  release();
  await expect(page).toHaveURL(/\/ar-SA\/login$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('h1').first()).toHaveText(/\p{Script=Arabic}/u);
  await expect(page.getByRole('combobox', { name: /اللغة|language/i })).toHaveValue('ar-SA');
});

test('strings that cannot be fetched leave the page in its language, with a message, and the form working', async ({
  page,
}) => {
  await page.goto(`${origin}/en/login`);
  await waitForQuietNetwork(page, 'the English login page');
  await page.route('**/locales/fr/**', (route) => route.fulfill({ status: 404, body: '' }));
  const field = page.getByRole('textbox', { name: /email or phone number/i });
  await field.fill('visitor@example.com');
  await page.getByRole('combobox', { name: /language/i }).selectOption('fr-FR');
  await expect(
    page.getByText('This language could not be loaded. Check your connection and try again.'),
  ).toBeVisible();
  await expect(page.locator('h1').first()).toHaveText('Welcome back');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('combobox', { name: /language/i })).toHaveValue('en');
  expect(new URL(page.url()).pathname).toBe('/en/login');
  await expect(field).toHaveValue('visitor@example.com');
});

test('the picker is as wide as the chosen language’s name, not the widest, from the first paint', async ({
  page,
}) => {
  // The prerendered page alone: sized to every option, the picker had the browser find and shape
  // a font for each script of the list before the first paint (docs/performance.md, "The language
  // picker sizes to its own name").
  await page.route('**/assets/**', (route) => route.abort());
  await page.goto(`${origin}/en/login`);
  const picker = page.getByRole('combobox', { name: /language/i });
  const widths = await picker.evaluate((select: HTMLSelectElement) => {
    const own = select.getBoundingClientRect().width;
    select.style.setProperty('field-sizing', 'fixed');
    const sizedToEveryOption = select.getBoundingClientRect().width;
    return { own, sizedToEveryOption };
  });
  expect(widths.own).toBeLessThan(widths.sizedToEveryOption - 20);
});
