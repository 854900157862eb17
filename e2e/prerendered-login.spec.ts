import { expect, test, type Route } from '@playwright/test';
import { DEMO_PASSWORD, demoAlias, manifestOf, originOf } from './support/editions';

/**
 * The login page is prerendered: a visitor can type before any script has arrived, and what
 * they typed (even a submit with Enter) survives hydration and logs them in.
 */
test('typing and submitting before the scripts load still logs in', async ({ page }) => {
  const held: Route[] = [];
  let holding = true;
  await page.route(/\.js(\?|$)/, (route) => {
    if (holding) held.push(route);
    else void route.continue();
  });

  const email = demoAlias('prerender');
  await page.goto(`${originOf(manifestOf('global'))}/login?sandbox_captcha=auto`, {
    waitUntil: 'commit',
  });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: /^email/i }).fill(email);
  await page.getByLabel(/^password/i).fill(DEMO_PASSWORD);
  await page.getByLabel(/^password/i).press('Enter');
  // Nothing has run yet: the page is still the prerendered HTML, the values are in the inputs.
  expect(await page.evaluate(() => document.querySelector('[data-ready]'))).toBeNull();
  await expect(page).toHaveURL(/\/login\?/);

  holding = false;
  for (const route of held.splice(0)) await route.continue();

  await expect(page.getByTestId('profile-id')).toHaveText(/^\d+$/, { timeout: 15_000 });
  await expect(page).toHaveURL(/\/en\/dashboard$/);
});

test('the prerendered page carries its language, direction and styles without scripts', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${originOf(manifestOf('are'))}/ar/login`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const button = page.getByRole('button', { name: 'تسجيل الدخول' });
  await expect(button).toBeVisible();
  // Styled from the inlined critical CSS: the brand colour, not the browser's grey default.
  const background = await button.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).not.toBe('rgb(239, 239, 239)');
  await context.close();
});
