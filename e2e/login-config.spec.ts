import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { DEMO_PASSWORD, demoAlias, manifestOf, originOf } from './support/editions';

/**
 * The login-side configuration on the built global edition against the sandbox: the login
 * campaign asking to look like the sign-up page (`web_login_signup_display_similar`), what the
 * site-compliance config hides on login and register, and the Chinese site's hosts from the
 * login-entry config (docs/login.md, "Promo panel", "Compliance hiding", "Redirect
 * destinations"). Each test chooses the config answers with the sandbox's page parameters
 * (docs/sandbox.md, "Config switches", "Compliance config"), so parallel tests never share them.
 */

const global = manifestOf('global');
const origin = originOf(global);
const CAPTCHA = 'sandbox_captcha=auto';

test.use({ viewport: { width: 1280, height: 900 } });

async function openLogin(page: Page, query: string) {
  await page.goto(`${origin}/login?${CAPTCHA}&${query}`);
  await expect(page.getByRole('button', { name: /^log in$/i })).toBeVisible();
}

const promoColumn = (page: Page) => page.getByRole('complementary', { name: 'Offers' });

test.describe('login promo: web_login_signup_display_similar', () => {
  test("false: the login campaign in the login panel's layout", async ({ page }) => {
    await openLogin(page, 'sandbox_login_promo_similar=0');
    const promo = promoColumn(page);
    await expect(promo.getByText('Buy crypto in seconds with Express')).toBeVisible();
    await expect(promo.locator('img')).toHaveAttribute(
      'src',
      new RegExp('^/x-api/__sandbox/assets/login-promo\\.svg\\?w=304&'),
    );
  });

  test("true: the sign-up page's promo, as the sign-up page shows it", async ({ page }) => {
    await openLogin(page, 'sandbox_login_promo_similar=1');
    const promo = promoColumn(page);
    await expect(
      promo.getByRole('heading', { name: 'Sign up and claim your welcome gift' }),
    ).toBeVisible();
    const image = promo.getByRole('img', { name: 'Sign up and claim your welcome gift' });
    await expect(image).toHaveAttribute(
      'src',
      new RegExp('^/x-api/__sandbox/assets/signup-promo\\.svg\\?w=304&'),
    );
    await expect(image).toHaveJSProperty('naturalWidth', 304);
    await expect(
      promo.getByRole('link', { name: 'Sign up and claim your welcome gift' }),
    ).toHaveAttribute('href', '/en/fiat/trade/express/home');
    await expect(promo.getByText('Buy crypto in seconds with Express')).toHaveCount(0);
    // The same panel as on the sign-up page.
    await page.goto(`${origin}/register`);
    await expect(
      promoColumn(page).getByRole('heading', { name: 'Sign up and claim your welcome gift' }),
    ).toBeVisible();
  });
});

test.describe('compliance config hides options on login and register', () => {
  test('login: QR tab, mobile tab and third-party sign-in', async ({ page }) => {
    await openLogin(page, 'sandbox_compliance_hide=qr,phone,thirdParty');
    await expect(page.getByRole('tab')).toHaveText(['Email']);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('group', { name: /or sign in with/i })).toHaveCount(0);
    await expectNoAxeViolations(page, 'login with options hidden by compliance');

    // Without the config's word everything is offered.
    await openLogin(page, 'sandbox_compliance_hide=none');
    await expect(page.getByRole('tab')).toHaveText(['Email', 'Mobile', 'QR code']);
    await expect(page.getByRole('group', { name: /or sign in with/i })).toBeVisible();
  });

  test("login: action 'hide' hides the third-party block alone", async ({ page }) => {
    await openLogin(page, 'sandbox_site_compliance=hide');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('group', { name: /or sign in with/i })).toHaveCount(0);
    await expect(page.getByRole('tab')).toHaveText(['Email', 'Mobile', 'QR code']);
  });

  test('register: mobile tab, referral field and third-party sign-up', async ({ page }) => {
    await page.goto(`${origin}/register?sandbox_compliance_hide=phone,referralCode,thirdParty`);
    await expect(page.getByRole('tab', { name: 'Mobile' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: /referral code/i })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('group', { name: /or sign up with/i })).toHaveCount(0);
    await expectNoAxeViolations(page, 'register with options hidden by compliance');

    await page.goto(`${origin}/register?sandbox_compliance_hide=referralCode`);
    await expect(page.getByRole('textbox', { name: /referral code/i })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Mobile' })).toBeVisible();
    await expect(page.getByRole('group', { name: /or sign up with/i })).toBeVisible();
  });
});

test.describe("the login-entry config's zhHostnameList", () => {
  async function logIn(page: Page, tag: string) {
    await page.getByRole('textbox', { name: /^email/i }).fill(demoAlias(tag));
    await page.getByLabel(/^password/i).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /^log in$/i }).click();
  }

  test("a host on the list lands on the site's home", async ({ page }) => {
    const host = new URL(origin).hostname;
    await openLogin(page, `sandbox_zh_hostnames=${host}`);
    await logIn(page, 'zhhost');
    await expect(page).toHaveURL(`${origin}/en`);
    await expect(page.getByTestId('profile-id')).toHaveText(/^\d+$/);
  });

  test('a host off the list lands on the dashboard', async ({ page }) => {
    await openLogin(page, 'sandbox_zh_hostnames=zh.exchange.example');
    await logIn(page, 'notzhhost');
    await expect(page).toHaveURL(`${origin}/en/dashboard`);
    await expect(page.getByTestId('profile-id')).toHaveText(/^\d+$/);
  });
});
