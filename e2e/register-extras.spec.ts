import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { manifestOf, originOf } from './support/editions';
import { armExitGuard } from './support/exit-intent';
import { pickResidence } from './support/residence-picker';

/**
 * The registration pieces on the register page of the built editions, against the sandbox
 * (docs/registration-pieces.md, docs/sandbox.md 'Affiliates, welcome gift and exit intent'):
 * affiliate / referral wording, residence picker and its redirect, the ban dialog's waitlist,
 * exit intent and the promo panel. `sandbox_captcha=auto` lets the captcha stand-in pass by
 * itself.
 */

const globalOrigin = originOf(manifestOf('global'));
const turOrigin = originOf(manifestOf('tur'));

test.describe('affiliate and referral wording', () => {
  test('a named affiliate link shows the inviter, the gift and the affiliate code', async ({
    page,
  }) => {
    await page.goto(`${globalOrigin}/register?affiliate_id=10001`);
    await expect(page.getByText('Satoshi Trades invited you to join')).toBeVisible();
    await expect(page.getByText('Weekly live Q&A in the community')).toBeVisible();
    await expect(page.getByText('claim up to 100 USDT', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: /referral code/i })).toHaveValue('10001');
    await expect(page.getByText('Affiliate welcome offer')).toBeVisible();
    await expectNoAxeViolations(page, page.url());
  });

  test('an anonymous affiliate is not named', async ({ page }) => {
    await page.goto(`${globalOrigin}/register?affiliate_id=10002`);
    await expect(page.getByText("You've been invited to join")).toBeVisible();
    await expect(page.getByText('Hidden Partner')).toHaveCount(0);
  });

  test('a referral link says a friend invited the visitor and checks the code', async ({
    page,
  }) => {
    await page.goto(`${globalOrigin}/register?ref=SANDBOXREF`);
    await expect(page.getByText('A friend invited you to join')).toBeVisible();
    await expect(page.getByText('Invited by a friend: bonus on your first deposit')).toBeVisible();
    // The field is prerendered: type once the page is interactive.
    await page.waitForLoadState('networkidle');
    const field = page.getByRole('textbox', { name: /referral code/i });
    await field.fill('NOPE');
    await expect(page.getByText(/referral code doesn't exist/)).toBeVisible();
  });

  test('Turkey has no referral field', async ({ page }) => {
    await page.goto(`${turOrigin}/register`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /referral|referans/i })).toHaveCount(0);
  });
});

test.describe('residence', () => {
  test('a restricted residence shows the notice; the waitlist sends a fake code and confirms', async ({
    page,
  }) => {
    await page.goto(`${globalOrigin}/register?sandbox_captcha=auto`);
    await pickResidence(page, 'United States');
    await expect(
      page.getByText(/don't provide services to residents of United States/),
    ).toBeVisible();

    await page
      .getByRole('button', { name: /^(sign up|create account|register)/i })
      .first()
      .click();
    const banned = page.getByRole('alertdialog', {
      name: "Registration isn't available in your region",
    });
    await expect(banned).toBeVisible();
    await expectNoAxeViolations(page, page.url());
    await banned.getByRole('button', { name: 'Join the waitlist' }).click();

    const waitlist = page.getByRole('alertdialog', { name: 'Join the waitlist' });
    const email = `waitlist-${Date.now().toString(36)}@example.com`;
    await waitlist.getByRole('textbox', { name: /e-mail/i }).fill(email);
    await waitlist.getByRole('button', { name: 'Confirm' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm your waitlist sign-up' });
    await confirm.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('alertdialog', { name: "You're on the waitlist" })).toBeVisible();
    // Node cannot resolve *.localhost; the sandbox answers the same on the loopback address.
    const sandboxState = `http://127.0.0.1:${new URL(globalOrigin).port}/x-api/__sandbox/state`;
    const state = await (await page.request.get(sandboxState)).json();
    expect(JSON.stringify(state.result.sentCodes)).toContain(email);
    // The waitlist code went out as a fake (waitlist) sign-up.
    const sent = (state.result.registrationRequests as { fields: Record<string, unknown> }[]).find(
      (request) => request.fields.email === email,
    );
    expect(sent?.fields.is_fake).toBe(true);
  });

  test('an EU residence on the global site is offered the EU site', async ({ page }) => {
    await page.goto(`${globalOrigin}/register?affiliate_id=10001`);
    await pickResidence(page, 'Germany');
    const dialog = page.getByRole('alertdialog', { name: 'Register on our EU site' });
    await expect(dialog).toBeVisible();
    const port = new URL(globalOrigin).port;
    await expect(dialog.getByRole('link', { name: 'Go to the EU site' })).toHaveAttribute(
      'href',
      `http://eu.localhost:${port}/register?affiliate_id=10001`,
    );
    await expectNoAxeViolations(page, page.url());
    await dialog.getByRole('button', { name: 'Choose another country' }).click();
    await expect(dialog).toHaveCount(0);
  });
});

test.describe('exit intent', () => {
  /**
   * Arrive on the register page from another page, so Back has somewhere to go, and touch the
   * page: the guard is pushed on the first interaction (docs/registration-pieces.md).
   */
  async function arriveOnRegister(page: Page, origin: string, query = '', armed = true) {
    await page.goto(`${origin}/login`);
    await page.goto(`${origin}/register${query}`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('heading', { level: 1 }).click();
    if (armed) await armExitGuard(page);
  }

  test('Back shows the welcome-gift dialog; Continue stays, Quit leaves', async ({ page }) => {
    await arriveOnRegister(page, globalOrigin);
    await page.goBack();
    const dialog = page.getByRole('alertdialog', { name: "Don't miss your welcome gift" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('30 USDT');
    await expectNoAxeViolations(page, page.url());
    await dialog.getByRole('button', { name: 'Continue signing up' }).click();
    await expect(page).toHaveURL(/\/register/);

    await arriveOnRegister(page, globalOrigin, '?ref=SANDBOXREF');
    await page.goBack();
    const referral = page.getByRole('alertdialog', { name: "Your friend's gift is waiting" });
    await referral.getByRole('button', { name: 'Quit' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a visitor who already claimed leaves without the dialog', async ({ page }) => {
    await arriveOnRegister(page, globalOrigin, '?sandbox_redeem_claimed=1');
    await page.goBack();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('Turkey does not intercept Back', async ({ page }) => {
    await arriveOnRegister(page, turOrigin, '', false);
    await page.goBack();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('the page-mode promo panel shows the sign-up campaign', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${globalOrigin}/register`);
  const link = page.getByRole('link', { name: 'Sign up and claim your welcome gift' });
  await expect(link).toHaveAttribute('href', /\/en\/fiat\/trade\/express\/home$/);
  const image = link.getByRole('img');
  await expect(image).toHaveAttribute('width', '304');
  await expect(image).toHaveAttribute('height', '280');
});
