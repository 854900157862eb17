import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { dragPieceIntoGap } from './support/captcha';
import { manifestOf, originOf } from './support/editions';

/**
 * The verification building blocks in a real browser, reached through the register page (whose
 * flow runs the security notice, the captcha for scene 31004 and the security step): the
 * sandbox's captcha stand-ins loaded from /sandbox-scripts, each fallback forced with the page
 * parameter `sandbox_captcha` (docs/verification.md), and the risk step of an address starting
 * with "risk". See docs/sandbox.md 'Captcha' for the modes.
 */

/** The register page of an edition in its English, so every test reads the same copy. */
function registerUrl(edition: string, captchaModes: string): string {
  const manifest = manifestOf(edition);
  const english = manifest.languages.available.find(
    (code) => code === 'en' || code.startsWith('en-'),
  );
  if (!english) throw new Error(`${edition} has no English`);
  return `${originOf(manifest)}/${english}/register?sandbox_captcha=${captchaModes}`;
}

function freshEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
}

/** Fills the e-mail sign-up form, ticks every consent box and submits it. */
async function submitRegistration(page: Page, email: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill('Sandbox123');
  for (const box of await page.getByRole('checkbox').all()) await box.check({ force: true });
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** The security notice (type 1): the visitor declares they are not in a restricted region. */
async function declareNotRestricted(page: Page): Promise<void> {
  const notice = page.getByRole('alertdialog', { name: 'Before you continue' });
  await notice.getByRole('button', { name: 'No, continue' }).click();
}

/** Picks every tile of the asked-for picture in the reCAPTCHA stand-in and verifies. */
async function solvePictures(dialog: Locator): Promise<void> {
  await dialog.getByRole('checkbox', { name: "I'm not a robot" }).click();
  const target = await dialog.locator('strong').first().textContent();
  const tiles = dialog.locator(`button[data-picture="${target}"]`);
  for (const tile of await tiles.all()) await tile.click();
  await dialog.getByRole('button', { name: 'Verify' }).click();
}

test.describe('captcha with provider downgrade', () => {
  test('the new captcha: drag the piece into the gap, then the code is sent', async ({ page }) => {
    await page.goto(registerUrl('global', '*:ok'));
    await submitRegistration(page, freshEmail('captcha'));
    await declareNotRestricted(page);

    const popup = page.getByRole('dialog', { name: 'Security verification' });
    await expect(popup.getByText('Magpie captcha · sandbox stand-in')).toBeVisible();
    await dragPieceIntoGap(popup, page);
    await expect(page.getByRole('heading', { name: 'Enter the verification code' })).toBeVisible();
  });

  test('new captcha refused, Geetest not loading, reCAPTCHA solved; then the risk step', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto(registerUrl('global', 'magpie:reject,geecaptcha:load-fail'));
    // An address starting with "risk" makes the send-code call ask for the security step.
    await submitRegistration(page, freshEmail('risk'));
    await declareNotRestricted(page);

    const magpie = page.getByRole('dialog', { name: 'Security verification' });
    await dragPieceIntoGap(magpie, page);
    await expect(magpie.getByText('Verification failed')).toBeVisible();

    // Geetest's script answers 404 on both hosts, so reCAPTCHA comes up in our dialog.
    const recaptcha = page.getByRole('dialog', { name: "Confirm you're not a robot" });
    await solvePictures(recaptcha);

    const risk = page.getByRole('dialog', { name: 'Security verification' });
    await expect(risk.getByText(/we sent to risk-/)).toBeVisible();
    const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await risk.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type('123456');
    await expect(page.getByRole('heading', { name: 'Enter the verification code' })).toBeVisible();
  });

  test('a new captcha that hangs is dropped after 10 s; the loading indicator clears after 5 s', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto(registerUrl('global', 'magpie:hang,geecaptcha:ok'));
    await submitRegistration(page, freshEmail('hang'));
    await declareNotRestricted(page);

    const indicator = page.getByRole('status').filter({ hasText: 'Loading the security check…' });
    await expect(indicator).toBeVisible();
    const shownAt = Date.now();
    await expect(indicator).toBeHidden({ timeout: 7_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(3_500);

    // Both of the new captcha's hosts get 10 s each before Geetest is tried.
    const geetest = page.getByRole('dialog', { name: 'Complete the puzzle' });
    await expect(geetest).toBeVisible({ timeout: 25_000 });
    await geetest.getByRole('slider').focus();
    await dragPieceIntoGap(geetest, page);
    await expect(page.getByRole('heading', { name: 'Enter the verification code' })).toBeVisible();
  });

  test('the backup host serves a provider whose first host is down', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/sandbox-scripts/')) {
        scripts.push(`${response.status()} ${new URL(response.url()).pathname}`);
      }
    });
    await page.goto(registerUrl('global', 'magpie:primary-down'));
    await submitRegistration(page, freshEmail('backup'));
    await declareNotRestricted(page);
    const popup = page.getByRole('dialog', { name: 'Security verification' });
    await expect(popup.getByRole('slider')).toBeVisible();
    expect(scripts).toEqual(
      expect.arrayContaining([
        '404 /sandbox-scripts/magpie.js',
        '200 /sandbox-scripts/backup/magpie.js',
      ]),
    );
  });

  for (const edition of ['kaz', 'tur'] as const) {
    test(`${edition}: when the new captcha does not load, reCAPTCHA is the only fallback`, async ({
      page,
    }) => {
      await page.goto(registerUrl(edition, 'magpie:load-fail'));
      await submitRegistration(page, freshEmail(`regional-${edition}`));
      await declareNotRestricted(page);
      await solvePictures(page.getByRole('dialog', { name: "Confirm you're not a robot" }));
      await expect(
        page.getByRole('heading', { name: 'Enter the verification code' }),
      ).toBeVisible();
    });
  }

  test('when no provider can load, the captcha-unavailable toast is shown', async ({ page }) => {
    await page.goto(registerUrl('global', 'load-fail'));
    await submitRegistration(page, freshEmail('nocaptcha'));
    await declareNotRestricted(page);
    await expect(
      page.getByText('Captcha is currently unavailable, please check the network and try again'),
    ).toBeVisible();
  });
});

test.describe('security (risk) step at login', () => {
  test('risk@example.com: captcha, then the code step, then the retry logs in', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const manifest = manifestOf('global');
    await page.goto(`${originOf(manifest)}/en/login?sandbox_captcha=*:ok`);
    // A plus-address of the scenario account: its own counters, the same risk step.
    const email = `risk+${Date.now().toString(36)}@example.com`;
    await page.getByRole('textbox', { name: /email/i }).first().fill(email);
    await page.getByRole('textbox', { name: 'Password' }).fill('Sandbox123');
    await page.getByRole('button', { name: 'Log in' }).click();

    const captcha = page.getByRole('dialog', { name: 'Security verification' });
    await dragPieceIntoGap(captcha, page);

    const risk = page.getByRole('dialog', { name: 'Security verification' });
    await expect(risk.getByText(/we sent to risk\+/)).toBeVisible();
    await risk.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type('000000');
    await expect(
      page.getByText('The verification code is incorrect', { exact: false }),
    ).toBeVisible();
    // The entry locks for 2 s after each full code; the boxes are cleared for the next try.
    await expect(risk.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');
    // The focus is back in the code entry (the toast sits over its first box; no click needed).
    await expect(
      risk.getByRole('group', { name: 'Verification code' }).locator(':focus'),
    ).toHaveCount(1);
    await page.waitForTimeout(2_000);
    await page.keyboard.type('123456');

    await expect(page.getByText('You are logged in')).toBeVisible();
  });
});
