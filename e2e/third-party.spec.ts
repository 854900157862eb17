import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { demoAlias, manifestOf, originOf } from './support/editions';

/**
 * Third-party sign-in through the sandbox's stand-ins of Google, Apple and Telegram, on the
 * built editions. `sandbox_captcha=auto` lets the captcha pass without interaction (as the
 * providers' test keys do), so these tests walk the third-party flow itself: the provider's
 * window, the security notice, the token request and where the visitor lands.
 */

const STEP2 = /\/user\/accounts\/auth\/step2\?type=experienced$/;
const global = manifestOf('global');
const origin = originOf(global);

interface StateAccount {
  readonly key: string;
  readonly id: number;
}

/** The sandbox's id for an account, read from its QA state. */
async function accountId(page: Page, email: string): Promise<number> {
  // From the page: Node cannot resolve the editions' *.localhost hosts, the browser can.
  const body = await page.evaluate(
    () =>
      fetch('/x-api/__sandbox/state').then((response) => response.json()) as Promise<{
        result: { accounts: StateAccount[] };
      }>,
  );
  const account = body.result.accounts.find((candidate) => candidate.key === email);
  if (!account) throw new Error(`The sandbox has no account ${email}`);
  return account.id;
}

async function thirdPartyGroup(page: Page, name: RegExp) {
  const group = page.getByRole('group', { name });
  await expect(group).toBeVisible();
  return group;
}

async function answerNotice(page: Page, title: RegExp, button: RegExp) {
  const notice = page
    .getByRole('alertdialog', { name: title })
    .or(page.getByRole('dialog', { name: title }));
  await notice.getByRole('button', { name: button }).click();
}

/** The Google button of the login page, another account in the chooser, then the notice. */
async function signInWithGoogle(page: Page, email: string) {
  const group = await thirdPartyGroup(page, /or sign in with/i);
  await group.getByRole('button', { name: 'Sign in with Google' }).click();

  const chooser = page.getByRole('dialog', { name: 'Sign in with Google' });
  await chooser.getByRole('button', { name: 'Use another account' }).click();
  await chooser.getByLabel('Email or phone').fill(email);
  await chooser.getByRole('button', { name: 'Next' }).click();
  await answerNotice(page, /before you continue/i, /no, continue/i);
}

test.describe('third-party sign-in (global)', () => {
  test('signs an existing account in with Google; the session shows its profile id', async ({
    page,
  }) => {
    const email = demoAlias('google');
    await page.goto(`${origin}/login?sandbox_captcha=auto`);
    await signInWithGoogle(page, email);

    await expect(page).toHaveURL(STEP2);
    // The step2 page belongs to the exchange; the sandbox's logged-in page proves the session.
    await page.goto(`${origin}/dashboard`);
    await expect(page.getByTestId('profile-id')).toHaveText(String(await accountId(page, email)));
  });

  test('a Netherlands account signing in with Google meets the compliance wall and can go to its site', async ({
    page,
  }) => {
    // Registered on the Netherlands site: a sign-in on the global site offers the site jump, as
    // a password login does (one after-sign-in step for every flow).
    const email = `nl-resident+tp${Date.now().toString(36)}@example.com`;
    await page.goto(`${origin}/login?sandbox_captcha=auto`);
    await signInWithGoogle(page, email);

    const wall = page.getByRole('alertdialog', { name: 'Continue on the Netherlands site' });
    await expect(wall).toBeVisible();
    await expect(wall).toContainText(/nld\.localhost/);
    await expectNoAxeViolations(page, 'third-party compliance wall');
    await wall.getByRole('button', { name: 'Go to the Netherlands site' }).click();
    await expect(page).toHaveURL(/^http:\/\/nld\.localhost:\d+\/(?:[\w-]+\/)?login$/);
  });

  test('signs a new e-mail up with Apple and lands as a new user', async ({ page }) => {
    const email = `apple-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
    await page.goto(`${origin}/register?sandbox_captcha=auto`);
    const group = await thirdPartyGroup(page, /or sign up with/i);
    await group.getByRole('button', { name: /sign up with apple/i }).click();

    const apple = page.getByRole('dialog', { name: 'Sign in with Apple' });
    await apple.getByLabel('Apple ID').fill(email);
    await apple.getByRole('button', { name: 'Continue' }).click();
    await answerNotice(page, /before you continue/i, /no, continue/i);

    await expect(page).toHaveURL(/\/en\/dashboard\?newUser=true$/);
    await expect(page.getByTestId('profile-id')).toHaveText(String(await accountId(page, email)));
  });

  test('One Tap shows in a frame of its own, leaves focus in the form, and signs in', async ({
    page,
  }) => {
    await page.goto(`${origin}/login?sandbox_captcha=auto`);
    const email = page.getByRole('textbox', { name: /^email/i });
    await email.click();
    await email.pressSequentially('dem');
    const card = page.frameLocator('iframe[title*="google.com"]').getByRole('dialog');
    await expect(card).toBeVisible();
    // Appearing, the card took nothing from the visitor: focus and what they type stay put.
    await expect(email).toBeFocused();
    await email.pressSequentially('o');
    await expect(email).toHaveValue('demo');

    await card.getByRole('button', { name: 'Continue as Demo User' }).click();
    await answerNotice(page, /before you continue/i, /no, continue/i);
    await expect(page).toHaveURL(STEP2);
    await expect(page.locator('iframe[title*="google.com"]')).toHaveCount(0);
  });

  test('logs the linked Telegram user in through the login widget', async ({ page }) => {
    await page.goto(`${origin}/login?sandbox_captcha=auto`);
    const group = await thirdPartyGroup(page, /or sign in with/i);
    const widget = group.frameLocator('iframe[title="Log in with Telegram"]');
    await widget.getByRole('button', { name: 'Log in with Telegram' }).click();

    const telegram = page.getByRole('dialog', { name: 'Log in with Telegram' });
    await telegram.getByRole('button', { name: /@sandbox_demo/ }).click();
    await answerNotice(page, /telegram/i, /^continue$/i);

    await expect(page).toHaveURL(STEP2);
    await page.goto(`${origin}/dashboard`);
    // @sandbox_demo is linked to tg-bound@example.com (docs/sandbox.md, "The Telegram mini app").
    await expect(page.getByTestId('profile-id')).toHaveText(
      String(await accountId(page, 'tg-bound@example.com')),
    );
  });

  test('offers to try again when a provider script fails to load', async ({ page }) => {
    await page.goto(`${origin}/login?sandbox_third_party=apple:script-fails`);
    const group = await thirdPartyGroup(page, /or sign in with/i);
    await expect(
      group.getByRole('button', { name: /sign in with apple/i }),
    ).toHaveAccessibleDescription(/could not be loaded/);
    await expect(group.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  });
});

test.describe('third-party buttons per edition', () => {
  test('global shows Google, Apple and Telegram', async ({ page }) => {
    await page.goto(`${origin}/login`);
    const group = await thirdPartyGroup(page, /or sign in with/i);
    await expect(group.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
    await expect(group.getByRole('button', { name: /sign in with apple/i })).toBeVisible();
    await expect(group.locator('iframe[title="Log in with Telegram"]')).toBeVisible();
  });

  test('KAZ shows Apple and Telegram, no Google and no One Tap', async ({ page }) => {
    await page.goto(`${originOf(manifestOf('kaz'))}/en-KAZ/login`);
    const group = await thirdPartyGroup(page, /or sign in with/i);
    await expect(group.getByRole('button', { name: /sign in with apple/i })).toBeVisible();
    await expect(group.locator('iframe[title="Log in with Telegram"]')).toBeVisible();
    await expect(group.getByRole('button', { name: /google/i })).toHaveCount(0);
    await expect(page.locator('iframe[title*="google.com"]')).toHaveCount(0);
  });

  test('TUR shows none of the standard buttons', async ({ page }) => {
    await page.goto(`${originOf(manifestOf('tur'))}/login`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('group', { name: /sign in with|giriş yap/i })).toHaveCount(0);
    await expect(page.locator('[data-provider]')).toHaveCount(0);
  });

  test('a Chinese IP sees neither Google nor Telegram', async ({ page }) => {
    await page.goto(`${origin}/login?sandbox_ip_country=CN&sandbox_is_visible=1`);
    const group = await thirdPartyGroup(page, /or sign in with/i);
    await expect(group.getByRole('button', { name: /sign in with apple/i })).toBeVisible();
    await expect(group.locator('[data-provider="google"], [data-provider="telegram"]')).toHaveCount(
      0,
    );
  });
});
