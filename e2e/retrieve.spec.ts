import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { dragPieceIntoGap } from './support/captcha';
import { manifestOf, originOf } from './support/editions';

/**
 * Forgot password at /app/user/retrieve on the built global edition against the sandbox
 * (docs/retrieve.md, "QA scenarios"): from the login page's link to a new password that logs in,
 * the Google code of a 2FA account, and a refusal that keeps what was typed. Every code is 123456.
 */

const manifest = manifestOf('global');
const origin = originOf(manifest);
const NEW_PASSWORD = 'Retrieved456';

/** A fresh plus-alias of a sandbox account: its own copy, so parallel tests never share it. */
function alias(account: string, tag: string): string {
  const [local, domain] = account.split('@');
  return `${local}+${tag}${Date.now().toString(36)}@${domain}`;
}

async function sendCode(page: Page, account: string) {
  await page.getByRole('textbox', { name: /^email or phone number/i }).fill(account);
  await page.getByRole('button', { name: 'Send code' }).click();
}

async function typeCode(page: Page, group: RegExp) {
  await page
    .getByRole('group', { name: group })
    .getByRole('textbox', { name: 'Digit 1 of 6' })
    .click();
  await page.keyboard.type('123456');
}

async function setNewPassword(page: Page) {
  await page.getByLabel(/^new password/i).fill(NEW_PASSWORD);
  await page.getByLabel(/^confirm new password/i).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
}

async function logIn(page: Page, account: string, password: string) {
  await page.getByRole('textbox', { name: /^email/i }).fill(account);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /^log in$/i }).click();
}

test.describe('forgot password (global edition)', () => {
  test('from the login page: reset the password, then log in with the new one', async ({
    page,
  }) => {
    // Two captchas solved by hand and an axe run per screen.
    test.setTimeout(90_000);
    const account = alias('demo@example.com', 'reset');
    await page.goto(`${origin}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(`${origin}/app/user/retrieve`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'retrieve: account step');

    await sendCode(page, account);
    // The captcha on the login scene, solved as a visitor does.
    const popup = page.getByRole('dialog', { name: 'Security verification' });
    await dragPieceIntoGap(popup, page);
    await expect(page.getByText(/We've sent a 6-digit code to demo\+/)).toBeVisible();
    await expectNoAxeViolations(page, 'retrieve: code step');

    await typeCode(page, /^verification code/i);
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await expectNoAxeViolations(page, 'retrieve: new password step');
    await setNewPassword(page);

    await expect(page).toHaveURL(`${origin}/login`);
    await expect(
      page.getByText('Your password has been reset. Log in with your new password.'),
    ).toBeVisible();
    await logIn(page, account, NEW_PASSWORD);
    await dragPieceIntoGap(page.getByRole('dialog', { name: 'Security verification' }), page);
    await expect(page).toHaveURL(`${origin}/en/dashboard`);
    await expect(page.getByTestId('profile-id')).toHaveText(/^\d+$/);
  });

  test('a 2FA account gives its Google code too; a lost one is replaced by the e-mail code', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto(`${origin}/app/user/retrieve?sandbox_captcha=auto`);
    await sendCode(page, alias('2fa@example.com', 'reset'));
    await typeCode(page, /^verification code/i);
    await expect(page.getByRole('group', { name: /^google authenticator code/i })).toBeVisible();
    await expectNoAxeViolations(page, 'retrieve: code step with the Google code');
    await typeCode(page, /^google authenticator code/i);
    await setNewPassword(page);
    await expect(page).toHaveURL(`${origin}/login`);

    const lost = alias('2fa@example.com', 'lost');
    await page.goto(`${origin}/app/user/retrieve?sandbox_captcha=auto`);
    await sendCode(page, lost);
    await page.getByRole('button', { name: 'Lost access to Google Authenticator?' }).click();
    await expect(page.getByText(/to reset your authenticator/)).toBeVisible();
    await expectNoAxeViolations(page, 'retrieve: unbind-2FA e-mail code');
    await typeCode(page, /^verification code/i);
    await typeCode(page, /^authenticator reset code/i);
    await setNewPassword(page);
    await expect(page).toHaveURL(`${origin}/login`);
    // The authenticator is unbound: the login asks no Google code.
    await page.goto(`${origin}/login?sandbox_captcha=auto`);
    await logIn(page, lost, NEW_PASSWORD);
    await expect(page).toHaveURL(`${origin}/en/dashboard`);
  });

  test('a refusal keeps what was typed; 20035 on the unbind e-mail is shown as 35300', async ({
    page,
  }) => {
    await page.goto(`${origin}/app/user/retrieve?sandbox_captcha=auto`);
    const field = page.getByRole('textbox', { name: /^email or phone number/i });
    await sendCode(page, 'nobody@example.com');
    await expect(page.getByText(/^31028: /)).toBeVisible();
    await expect(field).toHaveValue('nobody@example.com');

    await sendCode(page, '2fa-locked@example.com');
    await page.getByRole('button', { name: 'Lost access to Google Authenticator?' }).click();
    await expect(
      page.getByText(
        "Google Authenticator can't be reset by email for this account. Please contact Customer Support.",
      ),
    ).toBeVisible();
    await expect(page.getByRole('group', { name: /^google authenticator code/i })).toBeVisible();
  });

  test('a trust-first login lands here with its notice; account-info is the other guide target', async ({
    page,
  }) => {
    await page.goto(`${origin}/login?sandbox_captcha=auto`);
    await logIn(page, 'trust-first-guide@example.com', 'Sandbox123');
    await expect(page).toHaveURL(`${origin}/app/user/retrieve?from=trustFirst`);
    await expect(
      page.getByText('For your security, set a new password before you continue.'),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'retrieve: trust-first notice');

    await page.goto(`${origin}/login?sandbox_captcha=auto`);
    await logIn(page, 'account-info-guide@example.com', 'Sandbox123');
    await expect(page).toHaveURL(`${origin}/app/user/account-info`);
    await expect(page.getByTestId('profile-id')).toHaveText(/^\d+$/);
  });
});
