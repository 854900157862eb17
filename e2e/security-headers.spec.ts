import { expect, test, type Page } from '@playwright/test';
import { dragPieceIntoGap } from './support/captcha';
import { chromiumLaunchOptions } from './support/chromium';
import { expectStrictPolicy, recordCspViolations } from './support/csp';
import { DEMO_PASSWORD, demoAlias, manifestOf, manifests, originOf } from './support/editions';

/**
 * Every page of every edition runs under its Content-Security-Policy without a violation
 * (docs/release.md, "Headers"): the preview server sends the same headers as the edition's nginx
 * server block (scripts/lib/security-headers.ts), so what passes here passes behind nginx.
 */

// The partner page is answered by the test (page.route), which Chromium counts as a public page:
// its Local Network Access rules would refuse embed.js from the loopback preview (as in
// e2e/embed.spec.ts).
test.use({ launchOptions: chromiumLaunchOptions('--disable-features=LocalNetworkAccessChecks') });

const port = Number(process.env.E2E_PORT ?? 4173);
const PARTNER = `http://127.0.0.1:${port}`;

const OAUTH_QUERY = new URLSearchParams({
  response_type: 'code',
  client_id: 'demo-portfolio',
  redirect_uri: 'http://127.0.0.1/oauth/callback',
  scope: 'account:read',
  state: 'csp-check',
}).toString();

/** The routes besides login and register that an edition serves from the same shell. */
const ROUTES = [
  '/login',
  '/register',
  '/third-party',
  '/app/user/sub-account-login',
  '/self-unblock',
  `/oauth?${OAUTH_QUERY}`,
  `/oauth-login?${OAUTH_QUERY}`,
  '/telegram-register-login',
];

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#root')).not.toBeEmpty();
}

/** A partner's page with the edition's widget mounted (docs/embedding.md, "Snippet"). */
async function openWidgetHost(page: Page, origin: string): Promise<void> {
  await page.route(`${PARTNER}/e2e-csp-host`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title>
<script src="${origin}/embed.js"></script></head><body><main><div id="slot"></div></main>
<script>ExchangeAuth.mount(document.getElementById('slot'), { view: 'login' });</script>
</body></html>`,
    }),
  );
  await page.goto(`${PARTNER}/e2e-csp-host`);
}

for (const manifest of manifests) {
  const origin = originOf(manifest);

  test(`${manifest.id}: every page loads under its CSP without a violation`, async ({ page }) => {
    test.setTimeout(120_000);
    const violations = await recordCspViolations(page);
    for (const route of ROUTES) {
      const response = await page.goto(`${origin}${route}`);
      expectStrictPolicy(response, `${manifest.id} ${route}`);
      await settle(page);
    }

    // The widget frame: framed by a partner allowed in the sandbox (frame-ancestors).
    await openWidgetHost(page, origin);
    const frame = page.frameLocator('#slot iframe');
    await expect(frame.locator('form').first()).toBeVisible();
    const framed = page.frames().find((f) => f.url().includes('embed='));
    expect(framed, 'the widget frame').toBeDefined();

    expect(violations, `${manifest.id}: CSP violations`).toEqual([]);
  });
}

test('an injected inline script is refused and recorded (the check above can fail)', async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  await page.goto(`${originOf(manifestOf('tur'))}/login`);
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.head.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.join('\n')).toMatch(/script-src-elem blocked inline/);
});

test.describe('provider stand-ins under the policy (global)', () => {
  const origin = originOf(manifestOf('global'));

  test('the new captcha opens and is solved, and the login goes through', async ({ page }) => {
    const violations = await recordCspViolations(page);
    await page.goto(`${origin}/en/login?sandbox_captcha=*:ok`);
    await page.getByRole('textbox', { name: /^email/i }).fill(demoAlias('cspcaptcha'));
    await page.getByLabel(/^password/i).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /^log in$/i }).click();

    const popup = page.getByRole('dialog', { name: 'Security verification' });
    await expect(popup.getByText('Magpie captcha · sandbox stand-in')).toBeVisible();
    await dragPieceIntoGap(popup, page);
    await expect(page.getByTestId('profile-id')).toHaveText(/^\d+$/);
    expect(violations).toEqual([]);
  });

  test('Google and Telegram sign-in hand their credentials back', async ({ page }) => {
    const violations = await recordCspViolations(page);
    await page.goto(`${origin}/login?sandbox_captcha=auto`);
    const group = page.getByRole('group', { name: /or sign in with/i });
    await group.getByRole('button', { name: 'Sign in with Google' }).click();
    const chooser = page.getByRole('dialog', { name: 'Sign in with Google' });
    await chooser.getByRole('button', { name: 'Use another account' }).click();
    await chooser.getByLabel('Email or phone').fill(demoAlias('cspgoogle'));
    await chooser.getByRole('button', { name: 'Next' }).click();
    // The notice comes after the provider's credential reached the app.
    await expect(page.getByRole('alertdialog', { name: /before you continue/i })).toBeVisible();

    await page.goto(`${origin}/login?sandbox_captcha=auto`);
    // Telegram's widget calls back through its data-onauth attribute (the policy's one eval).
    const widget = page
      .getByRole('group', { name: /or sign in with/i })
      .frameLocator('iframe[title="Log in with Telegram"]');
    await widget.getByRole('button', { name: 'Log in with Telegram' }).click();
    const telegram = page.getByRole('dialog', { name: 'Log in with Telegram' });
    await telegram.getByRole('button', { name: /@sandbox_demo/ }).click();
    await expect(
      page
        .getByRole('alertdialog', { name: /telegram/i })
        .or(page.getByRole('dialog', { name: /telegram/i })),
    ).toBeVisible();
    expect(violations).toEqual([]);
  });
});
