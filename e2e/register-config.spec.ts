import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { DEMO_PASSWORD, manifestOf, originOf } from './support/editions';

/**
 * The registration-side configuration against the sandbox, on the built global edition
 * (docs/requests-and-errors.md, "Web config and banner"; docs/registration-pieces.md, "Promo
 * panel"; docs/login.md, "After sign-in", gray release): the campaign's register-button text and
 * promo from POST /v3/config/banner in the page's language, the dialling codes of
 * GET /register/countryCode, and the gray-release cookie after a sign-in.
 */

const globalOrigin = originOf(manifestOf('global'));

/** The banner request the page makes for the register page's campaign entries. */
function registerBannerRequest(page: Page) {
  return page.waitForRequest(
    (request) =>
      request.url().endsWith('/v3/config/banner') &&
      (request.postData() ?? '').includes('web_signuppage_config'),
  );
}

test.describe('the register page from the config calls', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test("the register button shows the campaign's text, and the promo its copy, in English", async ({
    page,
  }) => {
    const banner = registerBannerRequest(page);
    await page.goto(`${globalOrigin}/register?sandbox_register_button=1`);
    expect((await banner).postDataJSON()).toMatchObject({
      keys: ['web_signuppage_config', 'web_signuppage_regist_button_text'],
      properties: { language: 'en' },
    });
    const form = page.locator('form');
    await expect(form.getByRole('button', { name: 'Sign up', exact: true })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Create account', exact: true })).toHaveCount(0);
    await expect(
      page.getByRole('heading', { name: 'Sign up and claim your welcome gift' }),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'global register page with a campaign button');
  });

  test('in Turkish, the banner promo and the button text come in Turkish', async ({ page }) => {
    const banner = registerBannerRequest(page);
    await page.goto(`${globalOrigin}/tr-TR/register?sandbox_register_button=1`);
    expect((await banner).postDataJSON()).toMatchObject({ properties: { language: 'tr-TR' } });
    await expect(
      page.getByRole('heading', { name: 'Kaydolun, hoş geldin hediyenizi alın' }),
    ).toBeVisible();
    await expect(page.getByText('Yeni kullanıcılara özel ödüller')).toBeVisible();
    await expect(
      page.locator('form').getByRole('button', { name: 'Kaydol', exact: true }),
    ).toBeVisible();
  });

  test('without the campaign the button keeps its translated text', async ({ page }) => {
    const banner = registerBannerRequest(page);
    await page.goto(`${globalOrigin}/register`);
    await banner;
    await page.waitForLoadState('networkidle');
    await expect(
      page.locator('form').getByRole('button', { name: 'Create account', exact: true }),
    ).toBeVisible();
  });

  test('the dialling codes are the countries phone sign-up accepts', async ({ page }) => {
    const codes = page.waitForResponse((response) =>
      response.url().endsWith('/register/countryCode'),
    );
    await page.goto(`${globalOrigin}/register`);
    const tab = page.getByRole('tab', { name: 'Mobile' });
    // The page is prerendered: click until the hydrated tabs switch.
    await expect(async () => {
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1000 });
    }).toPass();
    expect((await codes).ok()).toBe(true);
    const picker = page.getByRole('combobox', { name: /country\/region code/i });
    await expect(picker.getByRole('option', { name: 'United Kingdom (+44)' })).toHaveCount(1);
    await expect(picker.getByRole('option', { name: 'Turkey (+90)' })).toHaveCount(1);
    await expect(picker.getByRole('option', { name: 'United States (+1)' })).toHaveCount(0);
    await picker.selectOption('44');
    await expect(picker).toHaveValue('44');
  });
});

test.describe('the gray-release flag after a sign-in', () => {
  async function signIn(page: Page, email: string) {
    await page.goto(`${globalOrigin}/login?sandbox_captcha=auto`);
    await page.getByRole('textbox', { name: /^email/i }).fill(email);
    await page.getByLabel(/^password/i).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /^log in$/i }).click();
    await expect(page).toHaveURL(`${globalOrigin}/en/dashboard`);
    await expect(page.getByTestId('profile-id')).toHaveText(/^\d+$/);
  }

  async function grayCookie(page: Page) {
    const cookies = await page.context().cookies(globalOrigin);
    return cookies.find((cookie) => cookie.name === 'gray_release');
  }

  test('is set for a user id ending in 1 (demo@, 10000001), as a session cookie', async ({
    page,
  }) => {
    await signIn(page, 'demo@example.com');
    const cookie = await grayCookie(page);
    expect(cookie?.value).toBe('1');
    expect(cookie?.path).toBe('/');
    // A session cookie: no expiry of its own.
    expect(cookie?.expires).toBe(-1);
  });

  test('is not set for a user id ending in 4 (no-gray@, 10000294), and an earlier one is removed', async ({
    page,
  }) => {
    await page.context().addCookies([{ name: 'gray_release', value: '1', url: globalOrigin }]);
    await signIn(page, 'no-gray@example.com');
    await expect(page.getByTestId('profile-id')).toHaveText('10000294');
    expect(await grayCookie(page)).toBeUndefined();
  });
});
