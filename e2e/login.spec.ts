import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import type { EditionManifest } from '../src/editions/manifest-schema';
import { DEMO_PASSWORD, manifestOf, originOf } from './support/editions';

/**
 * The login area in the global, EU, Turkey and Hong Kong editions against the sandbox: every way
 * of logging in, the second steps, the refusals, and where each lands (docs/login.md). The
 * sandbox's captcha stand-ins pass by themselves with `sandbox_captcha=auto` on the page URL.
 */

const CAPTCHA = 'sandbox_captcha=auto';
const EDITIONS = ['global', 'eu', 'tur', 'hkg'] as const;

/**
 * The language each edition is opened in: its default, except Turkey (en-TR) and Hong Kong
 * (en-HK) in their English, so every edition is driven with the same English copy.
 */
const LANGUAGE_PREFIX: Record<(typeof EDITIONS)[number], string> = {
  global: '',
  eu: '',
  tur: '/en-TR',
  hkg: '/en-HK',
};

/** The default landing of each edition for a desktop visitor (docs/login.md, "Redirect destinations"). */
const LANDING: Record<(typeof EDITIONS)[number], string> = {
  global: '/en/dashboard',
  eu: '/en-EU/dashboard',
  tur: '/en-TR',
  hkg: '/en-HK/dashboard',
};

/** The phone each edition logs in with on the mobile tab (Turkey fixes the code to TR). */
const PHONE: Record<string, { countryCode?: string; number: string }> = {
  global: { countryCode: '44', number: '7700900001' },
  hkg: { countryCode: '44', number: '7700900001' },
  tur: { number: '5321234567' },
};

/** A fresh plus-alias of a sandbox account, so parallel tests never share its counters. */
function alias(account: string, tag: string): string {
  const [local, domain] = account.split('@');
  const unique = `${tag.replace(/[^a-z0-9]/gi, '')}${Date.now().toString(36)}`.toLowerCase();
  return `${local}+${unique}@${domain}`;
}

async function openLogin(page: Page, manifest: EditionManifest, query = '') {
  const prefix = LANGUAGE_PREFIX[manifest.id as (typeof EDITIONS)[number]] ?? '';
  await page.goto(`${originOf(manifest)}${prefix}/login?${CAPTCHA}${query}`);
  await expect(page.getByRole('button', { name: /^log in$/i }).first()).toBeVisible();
}

async function submitEmailLogin(
  page: Page,
  account: string,
  password = DEMO_PASSWORD,
  submit: 'click' | 'enter' = 'click',
) {
  await page.getByRole('textbox', { name: /^email/i }).fill(account);
  const passwordField = page.getByLabel(/^password/i);
  await passwordField.fill(password);
  if (submit === 'enter') await passwordField.press('Enter');
  else await page.getByRole('button', { name: /^log in$/i }).click();
}

async function expectLanded(page: Page, manifest: EditionManifest, path: string) {
  await expect(page).toHaveURL(`${originOf(manifest)}${path}`);
  await expect(page.getByTestId('profile-id')).toHaveText(/^\d+$/);
}

for (const id of EDITIONS) {
  const manifest = manifestOf(id);
  const landing = LANDING[id];

  test.describe(`${id} edition`, () => {
    test('logs in by e-mail and lands on the default landing', async ({ page }) => {
      await openLogin(page, manifest);
      await expectNoAxeViolations(page, `${id} login page`);
      await submitEmailLogin(page, alias('demo@example.com', `${id}mail`));
      await expectLanded(page, manifest, landing);
    });

    const phone = PHONE[id];
    if (phone) {
      test('logs in by phone on the mobile tab', async ({ page }) => {
        await openLogin(page, manifest);
        await page.getByRole('tab', { name: 'Mobile' }).click();
        const code = page.getByRole('combobox', { name: /country\/region code/i });
        if (phone.countryCode) await code.selectOption(phone.countryCode);
        else
          await expect(page.getByRole('textbox', { name: /country\/region code/i })).toHaveValue(
            'TR',
          );
        await page.getByRole('textbox', { name: /phone number/i }).fill(phone.number);
        await page.getByLabel(/^password/i).fill(DEMO_PASSWORD);
        await page.getByRole('button', { name: /^log in$/i }).click();
        await expectLanded(page, manifest, landing);
      });
    } else {
      test('has no phone login, and reads digits in the e-mail field as an e-mail', async ({
        page,
      }) => {
        await openLogin(page, manifest);
        await expect(page.getByRole('tab', { name: 'Mobile' })).toHaveCount(0);
        await submitEmailLogin(page, '7700900001');
        await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
      });
    }

    if (manifest.login.tabs.includes('qr')) {
      test('logs in by QR code confirmed in the mobile-app stand-in', async ({ page, context }) => {
        await openLogin(page, manifest);
        await page.getByRole('tab', { name: 'QR code' }).click();
        const qr = page.getByRole('img', { name: 'QR code to scan with the mobile app' });
        await expect(qr).toHaveAttribute('data-qr-code', /\w+/);
        await expect(page.getByText(/^Expires in \d:\d\d$/)).toBeVisible();
        await expectNoAxeViolations(page, `${id} QR tab`);
        const qrCode = String(await qr.getAttribute('data-qr-code'));

        const app = await context.newPage();
        await app.goto(`${originOf(manifest)}/x-api/__sandbox/app`);
        const row = app.locator(`li[data-qr-code="${qrCode}"]`);
        await row.getByRole('button', { name: /^Scan/ }).click();
        await expect(page.getByText('Scanned. Confirm the login in the mobile app.')).toBeVisible();
        await row.getByRole('button', { name: /^Confirm/ }).click();
        await expectLanded(page, manifest, landing);
      });

      test('shows a QR login rejected in the mobile-app stand-in', async ({ page, context }) => {
        await openLogin(page, manifest);
        await page.getByRole('tab', { name: 'QR code' }).click();
        const qr = page.getByRole('img', { name: 'QR code to scan with the mobile app' });
        await expect(qr).toHaveAttribute('data-qr-code', /\w+/);
        const qrCode = String(await qr.getAttribute('data-qr-code'));
        const app = await context.newPage();
        await app.goto(`${originOf(manifest)}/x-api/__sandbox/app`);
        await app
          .locator(`li[data-qr-code="${qrCode}"]`)
          .getByRole('button', { name: /^Reject/ })
          .click();
        await expect(page.getByText('The login was rejected in the mobile app.')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Refresh QR code' })).toBeVisible();
      });
    } else {
      test('has no QR tab', async ({ page }) => {
        await openLogin(page, manifest);
        await expect(page.getByRole('tab', { name: 'QR code' })).toHaveCount(0);
      });
    }

    test('logs in through the two-factor panel', async ({ page }) => {
      await openLogin(page, manifest);
      await submitEmailLogin(page, alias('2fa@example.com', `${id}2fa`));
      const panel = page.getByRole('region', { name: 'Two-factor authentication' });
      await expect(panel).toBeVisible();
      await expectNoAxeViolations(page, `${id} two-factor panel`);
      await panel.getByRole('textbox', { name: /digit 1 of 6/i }).click();
      await page.keyboard.type('123456');
      await expectLanded(page, manifest, landing);
    });

    test('logs in through the security (risk) step', async ({ page }) => {
      await openLogin(page, manifest);
      await submitEmailLogin(page, alias('risk@example.com', `${id}risk`));
      const dialog = page.getByRole('dialog', { name: 'Security verification' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('textbox').first().click();
      await page.keyboard.type('123456');
      await expectLanded(page, manifest, landing);
    });

    test('shows the banned dialog with the unblock time for a ban of 2 h ago', async ({ page }) => {
      await openLogin(page, manifest);
      await submitEmailLogin(page, alias('banned@example.com', `${id}ban`));
      const dialog = page.getByRole('dialog', { name: 'Account suspended' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(/You can unblock it after .+ UTC/);
      await expect(page).toHaveURL(/\/login\?/);
    });

    if (manifest.login.longBan === 'error-toast') {
      test('shows an error toast for a ban of 3 days ago', async ({ page }) => {
        await openLogin(page, manifest);
        await submitEmailLogin(page, alias('banned-old@example.com', `${id}oldban`));
        await expect(page.getByText(/^31003: This account is banned/)).toBeVisible();
        await expect(page).toHaveURL(/\/login\?/);
      });
    } else {
      test('sends a ban of 3 days ago to the self-unblock page, which lifts it', async ({
        page,
      }) => {
        await openLogin(page, manifest);
        const account = alias('banned-old@example.com', `${id}oldban`);
        await submitEmailLogin(page, account);
        await expect(page).toHaveURL(/\/self-unblock\?fromScene=login$/);
        await expect(
          page.getByRole('heading', { level: 1, name: 'Unblock your account' }),
        ).toBeVisible();
        await expectNoAxeViolations(page, `${id} self-unblock page`);
        await page.getByRole('button', { name: 'Unblock my account' }).click();
        await expect(page.getByRole('status')).toContainText('Your account is unblocked');
        await page.getByRole('link', { name: 'Back to login' }).click();
        await page.goto(`${page.url()}?${CAPTCHA}`);
        await submitEmailLogin(page, account);
        await expectLanded(page, manifest, landing);
      });
    }

    test('counts down the attempts and opens the over-limit dialog on the 5th wrong password', async ({
      page,
    }) => {
      await openLogin(page, manifest);
      const account = alias('demo@example.com', `${id}limit`);
      // From the keyboard: the error toasts sit at the screen centre, over the button.
      for (const left of [4, 3, 2, 1]) {
        await submitEmailLogin(page, account, 'Wrong12345', 'enter');
        const notice = new RegExp(`${left} attempts? left before logging in is locked`);
        await expect(page.getByRole('alert').filter({ hasText: notice })).toBeVisible();
      }
      await submitEmailLogin(page, account, 'Wrong12345', 'enter');
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('link', { name: /reset password/i })).toHaveAttribute(
        'href',
        '/app/user/retrieve',
      );
    });

    if (id === 'hkg') {
      test('offers no site jump on the Hong Kong site', async ({ page }) => {
        await openLogin(page, manifest);
        await submitEmailLogin(page, alias('nl-resident@example.com', `${id}jump`));
        await expectLanded(page, manifest, landing);
      });
    } else {
      test('offers a Netherlands account the NLD site through the compliance wall', async ({
        page,
      }) => {
        await openLogin(page, manifest);
        await submitEmailLogin(page, alias('nl-resident@example.com', `${id}jump`));
        const wall = page.getByRole('alertdialog', { name: 'Continue on the Netherlands site' });
        await expect(wall).toBeVisible();
        await expectNoAxeViolations(page, `${id} compliance wall`);
        await wall.getByRole('button', { name: 'Go to the Netherlands site' }).click();
        await expect(page).toHaveURL(/^http:\/\/nld\.localhost:\d+\/(?:[\w-]+\/)?login$/);
      });
    }
  });
}

test.describe('login screen variants (global edition)', () => {
  const manifest = manifestOf('global');

  test('the modal mode is a closable 480 px dialog over the host page', async ({ page }) => {
    await openLogin(page, manifest, '&display=modal');
    const modal = page.getByRole('dialog', { name: 'Welcome back' });
    await expect(modal).toBeVisible();
    expect((await modal.boundingBox())?.width).toBeLessThanOrEqual(480);
    await expectNoAxeViolations(page, 'login modal');
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Exchange' })).toBeVisible();
  });

  for (const layout of ['old', 'new-brand', 'new-dark'] as const) {
    test(`the combined page in the ${layout} layout switches to register keeping the query`, async ({
      page,
    }) => {
      await openLogin(page, manifest, `&layout=${layout}`);
      await expectNoAxeViolations(page, `combined page (${layout})`);
      await page.getByRole('link', { name: 'Sign up' }).click();
      await expect(page).toHaveURL(new RegExp(`/register\\?${CAPTCHA}&layout=${layout}$`));
    });
  }

  test('the sub-account login logs a sub-account in', async ({ page }) => {
    await page.goto(`${originOf(manifest)}/app/user/sub-account-login?${CAPTCHA}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sub-account login' })).toBeVisible();
    await expectNoAxeViolations(page, 'sub-account login');
    await submitEmailLogin(page, alias('sub@example.com', 'sub'));
    await expectLanded(page, manifest, LANDING.global);
  });

  test('the mobile-app stand-in page is accessible', async ({ page }) => {
    await page.goto(`${originOf(manifest)}/x-api/__sandbox/app`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, 'QR app stand-in');
  });

  test('demo-account mode and the login-limited notice are accessible', async ({ page }) => {
    await openLogin(page, manifest, '&demoAccount=true&sandbox_is_login=0');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Log in to demo trading' }),
    ).toBeVisible();
    await expect(page.getByText('Logging in is limited')).toBeVisible();
    await expectNoAxeViolations(page, 'demo mode with login-limited notice');
  });
});
