import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { manifestOf, originOf } from './support/editions';
import { failNextCall } from './support/sandbox-failures';

/**
 * The trading-password change a login asks for (docs/login.md, "Trading-password change") on the
 * built global edition against the sandbox: the fixture account's login shows the panel, whose
 * chunk was not part of the page's first load; the code send carries a captcha solved for scene
 * 31005; a new trading password signs the visitor in. A refusal and a failing call (the
 * sandbox's failure control, scoped to this browser) keep everything typed. Codes are 123456.
 */

const manifest = manifestOf('global');
const origin = originOf(manifest);
const CHANGE_CALL = '/user/public/trading-password/change';
const NEW_TRADING_PASSWORD = '135790';

/** A fresh plus-alias of a sandbox account: its own copy, so parallel tests never share it. */
function alias(account: string, tag: string): string {
  const [local, domain] = account.split('@');
  return `${local}+${tag}${Date.now().toString(36)}@${domain}`;
}

async function logIn(page: Page, account: string) {
  await page.getByRole('textbox', { name: /^email/i }).fill(account);
  await page.getByLabel(/^password/i).fill('Sandbox123');
  await page.getByRole('button', { name: /^log in$/i }).click();
}

const panelOf = (page: Page) => page.getByRole('region', { name: 'Set a new trading password' });

async function typePasswords(page: Page, password: string) {
  const panel = panelOf(page);
  await panel.getByLabel(/^new trading password/i).fill(password);
  await panel.getByLabel(/^confirm trading password/i).fill(password);
}

async function typeCode(page: Page) {
  await panelOf(page)
    .getByRole('group', { name: /^verification code/i })
    .getByRole('textbox', { name: 'Digit 1 of 6' })
    .click();
  await page.keyboard.type('123456');
}

test.describe('trading-password change (global edition)', () => {
  test('the fixture account: the panel, a new trading password, signed in', async ({ page }) => {
    test.setTimeout(90_000);
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (/trading-password-panel/.test(request.url())) chunks.push(request.url());
    });
    await page.goto(`${origin}/login?sandbox_captcha=auto`);
    await page.waitForLoadState('networkidle');
    // Lazy: nothing of the panel is fetched until a login asks for it.
    expect(chunks).toEqual([]);

    await logIn(page, alias('trading-password@example.com', 'e2e'));
    const panel = panelOf(page);
    await expect(panel.getByRole('heading', { name: 'Set a new trading password' })).toBeVisible();
    expect(chunks).toHaveLength(1);
    await expect(page.getByRole('button', { name: /^log in$/i })).toBeHidden();
    await expectNoAxeViolations(page, 'trading-password panel');

    // The rules, before any call.
    await typePasswords(page, '123456');
    await panel.getByRole('button', { name: 'Change trading password' }).click();
    await expect(
      panel.getByText("Don't use a run of digits such as 123456 or 654321."),
    ).toBeVisible();
    await expect(panel.getByText('Send a code first, then enter it here.')).toBeVisible();
    await expectNoAxeViolations(page, 'trading-password panel with its errors');

    await typePasswords(page, NEW_TRADING_PASSWORD);
    const send = page.waitForRequest((request) =>
      request.url().endsWith('/user/public/trading-password/send-code'),
    );
    await panel.getByRole('button', { name: 'Send code' }).click();
    const body = (await send).postDataJSON() as { magpie_verify_info?: { scene?: string } };
    expect(body.magpie_verify_info?.scene).toBe('31005');
    await expect(panel.getByText(/^We've sent a 6-digit code to trading-password\+/)).toBeVisible();
    await expect(panel.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled();
    await expectNoAxeViolations(page, 'trading-password panel after the code was sent');

    await typeCode(page);
    await panel.getByRole('button', { name: 'Change trading password' }).click();
    await expect(page).toHaveURL(`${origin}/en/dashboard`);
    await expect(page.getByTestId('profile-id')).toHaveText(/^\d+$/);
  });

  test('a refused change and a failing call keep what was typed', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`${origin}/login?sandbox_captcha=auto`);
    await logIn(page, alias('trading-password@example.com', 'e2e-err'));
    const panel = panelOf(page);
    const newField = panel.getByLabel(/^new trading password/i);
    const confirmField = panel.getByLabel(/^confirm trading password/i);
    const submit = panel.getByRole('button', { name: 'Change trading password' });

    // The temporary password Customer Support set is refused by the exchange (31032).
    await typePasswords(page, '246810');
    await panel.getByRole('button', { name: 'Send code' }).click();
    await expect(panel.getByText(/^We've sent a 6-digit code/)).toBeVisible();
    await typeCode(page);
    await submit.click();
    await expect(
      page.getByText('31032: The new trading password must be different from the current one.'),
    ).toBeVisible();
    await expect(newField).toHaveValue('246810');
    await expect(confirmField).toHaveValue('246810');
    await expect(submit).toBeEnabled();

    // The next change call of this browser fails with HTTP 500 (the sandbox's failure control).
    await failNextCall(page, CHANGE_CALL, { mode: 'http500' });
    await typePasswords(page, NEW_TRADING_PASSWORD);
    await submit.click();
    await expect(page.getByText(/^500: /)).toBeVisible();
    await expect(newField).toHaveValue(NEW_TRADING_PASSWORD);
    await expect(confirmField).toHaveValue(NEW_TRADING_PASSWORD);
    await expect(
      panel.getByRole('group', { name: /^verification code/i }).getByRole('textbox', {
        name: 'Digit 6 of 6',
      }),
    ).toHaveValue('6');
    await expect(submit).toBeEnabled();
    await expectNoAxeViolations(page, 'trading-password panel after a failed call');

    // The same panel, as it was, goes through now.
    await submit.click();
    await expect(page).toHaveURL(`${origin}/en/dashboard`);
  });
});
