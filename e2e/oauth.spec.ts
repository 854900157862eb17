import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { DEMO_PASSWORD, demoAlias, manifestOf, originOf } from './support/editions';
import { frameAncestors } from './support/csp';

/**
 * OAuth authorisation on the built editions (docs/oauth.md) with the sandbox's QA clients: a
 * third-party application's request, the login in OAuth mode, the consent screen and the
 * callback at the stand-in client (served by the sandbox on 127.0.0.1, another origin than the
 * exchange). Strings are read from the locale files, so the right-to-left edition runs in Arabic.
 */

const port = Number(process.env.E2E_PORT ?? 4173);
const CALLBACK = `http://127.0.0.1:${port}/oauth/callback`;
const STATE = 'a b+c%2F/ß✓&x=1';
const CAPTCHA = 'sandbox_captcha=auto';

type Strings = Record<string, unknown>;
function strings(folder: string, namespace: string): Strings {
  const file = path.resolve(import.meta.dirname, '../locales', folder, `${namespace}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Strings;
}
function text(tree: Strings, key: string, values: Record<string, string> = {}): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Strings)[part], tree);
  if (typeof value !== 'string') throw new Error(`No string ${key}`);
  return value.replace(/{{(\w+)}}/g, (_, name: string) => values[name] ?? '');
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function oauthQuery(fields: Record<string, string> = {}): string {
  return new URLSearchParams({
    response_type: 'code',
    client_id: 'demo-portfolio',
    redirect_uri: CALLBACK,
    scope: 'account:read balance:read',
    state: STATE,
    ...fields,
  }).toString();
}

/** The editions and languages driven here: global, EU and the right-to-left UAE in Arabic. */
const RUNS = [
  { edition: 'global', prefix: 'en', folder: 'en' },
  { edition: 'eu', prefix: 'en-EU', folder: 'en' },
  { edition: 'are', prefix: 'ar', folder: 'ar' },
] as const;

async function logIn(page: Page, folder: string, account: string) {
  const login = strings(folder, 'login');
  await page.getByRole('textbox', { name: text(login, 'fields.email') }).fill(account);
  // The label carries the required mark after the word.
  await page
    .getByLabel(new RegExp(`^${escapeRegExp(text(login, 'fields.password'))}`))
    .fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: text(login, 'submit'), exact: true }).click();
}

function expectCallback(page: Page, want: { code?: boolean; error?: string }) {
  const url = new URL(page.url());
  expect(`${url.origin}${url.pathname}`).toBe(CALLBACK);
  expect(url.searchParams.get('state')).toBe(STATE);
  if (want.code) expect(url.searchParams.get('code')).toMatch(/\S/);
  if (want.error) expect(url.searchParams.get('error')).toBe(want.error);
}

for (const run of RUNS) {
  const manifest = manifestOf(run.edition);
  const origin = originOf(manifest);
  const oauth = strings(run.folder, 'oauth');

  test.describe(`OAuth on ${run.edition} (${run.prefix})`, () => {
    test('logs in from the request, consents, and the client gets the code and the same state', async ({
      page,
    }) => {
      await page.goto(`${origin}/${run.prefix}/oauth-login?${oauthQuery()}&${CAPTCHA}`);
      // OAuth mode: no QR tab.
      await expect(page.getByRole('tab', { name: /QR/ })).toHaveCount(0);
      await logIn(page, run.folder, demoAlias(`oauth${run.edition}`));

      const title = text(oauth, 'consent.title', { app: 'Demo Portfolio' });
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/${run.prefix}/oauth-authorized\\?`));
      if (run.folder === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expectNoAxeViolations(page, `${run.edition} consent screen`);

      // Keyboard only: Tab to Allow, Enter.
      const allow = page.getByRole('button', { name: text(oauth, 'consent.allow'), exact: true });
      await allow.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(`${CALLBACK}?**`);
      expectCallback(page, { code: true });
      await expect(page.locator('#state')).toHaveText(STATE);

      // The same request again: remembered, no screen.
      await page.goto(`${origin}/${run.prefix}/oauth?${oauthQuery()}`);
      await page.waitForURL(`${CALLBACK}?**`);
      expectCallback(page, { code: true });
    });

    test('Deny sends access_denied and the state back', async ({ page }) => {
      await page.goto(`${origin}/${run.prefix}/oauth-login?${oauthQuery()}&${CAPTCHA}`);
      await logIn(page, run.folder, demoAlias(`oauthdeny${run.edition}`));
      await page.getByRole('button', { name: text(oauth, 'consent.deny'), exact: true }).click();
      await page.waitForURL(`${CALLBACK}?**`);
      expectCallback(page, { error: 'access_denied' });
    });
  });
}

test.describe('OAuth on global: what a security reviewer checks', () => {
  const origin = originOf(manifestOf('global'));
  const oauth = strings('en', 'oauth');

  test('a trading scope asks for the two-factor code before the grant (dark mode)', async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem('color-mode', 'dark'));
    const query = oauthQuery({
      client_id: 'demo-trading-bot',
      scope: 'account:read trade withdraw',
    });
    await page.goto(`${origin}/en/oauth-login?${query}&${CAPTCHA}`);
    await logIn(page, 'en', demoAlias('oauth2fa').replace('demo+', '2fa+'));
    const panel = page.getByRole('region', { name: 'Two-factor authentication' });
    await panel.getByRole('textbox', { name: /digit 1 of 6/i }).click();
    await page.keyboard.type('123456');

    await expect(page.getByText(text(oauth, 'consent.unverified'))).toBeVisible();
    await expect(page.getByText(text(oauth, 'consent.sensitiveTitle'))).toBeVisible();
    await expectNoAxeViolations(page, 'consent with sensitive scopes');
    await page.getByRole('button', { name: 'Allow', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: text(oauth, 'stepUp.title') });
    await expect(dialog).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectNoAxeViolations(page, 'step-up dialog (dark)');
    await expect(page).toHaveURL(/oauth-authorized/);
    await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type('123456');
    await page.waitForURL(`${CALLBACK}?**`);
    expectCallback(page, { code: true });
  });

  for (const [label, fields, message] of [
    ['an unknown client', { client_id: 'not-a-client' }, 'problem.unknownClient'],
    [
      'an unregistered redirect_uri',
      { redirect_uri: 'https://evil.example/oauth/callback' },
      'problem.redirectNotRegistered',
    ],
  ] as const) {
    test(`${label} shows the error page and never leaves the site`, async ({ page }) => {
      const leaving: string[] = [];
      page.on('request', (request) => {
        if (request.isNavigationRequest() && !request.url().startsWith(origin)) {
          leaving.push(request.url());
        }
      });
      await page.goto(`${origin}/en/oauth-login?${oauthQuery(fields)}&${CAPTCHA}`);
      await logIn(page, 'en', demoAlias('oauthbad'));
      await expect(page.getByText(text(oauth, message))).toBeVisible();
      await expectNoAxeViolations(page, `${label} error page`);
      expect(new URL(page.url()).origin).toBe(origin);
      expect(leaving).toEqual([]);
    });
  }

  test('iframe mode: the whole flow completes in the frame and login carries oauth_tmp_login_id', async ({
    page,
  }) => {
    await page.goto(`http://127.0.0.1:${port}/oauth/client?exchange=${encodeURIComponent(origin)}`);
    const loginCall = page.waitForRequest(
      (request) =>
        request.url().includes('/x-api/login') &&
        new URL(request.url()).searchParams.get('oauth_tmp_login_id') === 'demo-portfolio',
    );
    // The client's own frame, started at the OAuth login with the captcha stand-in on auto.
    await page.evaluate((src) => {
      const frame = document.getElementById('flow-frame') as HTMLIFrameElement;
      (frame.closest('section') as HTMLElement).hidden = false;
      frame.src = src;
    }, `${origin}/en/oauth-login?${oauthQuery()}&${CAPTCHA}`);
    const frame = page.frameLocator('#flow-frame');
    await frame.getByRole('textbox', { name: 'Email' }).fill(demoAlias('oauthframe'));
    await frame.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await frame.getByRole('button', { name: 'Log in', exact: true }).click();
    await loginCall;
    await frame.getByRole('button', { name: 'Allow', exact: true }).click();
    await expect(page.locator('#frame-result')).toContainText('code');
    await expect(page.locator('#frame-result')).toContainText(STATE);
    // The session lives in the frame's session storage, not in a cookie.
    expect((await page.context().cookies(origin)).map((c) => c.name)).not.toContain(
      'user-token-sandbox',
    );
  });

  test('a client without iframe mode cannot frame the flow; the headers say who may', async ({
    page,
    request,
  }) => {
    const botQuery = oauthQuery({ client_id: 'demo-trading-bot', scope: 'trade' });
    // Node cannot resolve *.localhost names; the global edition also answers on localhost.
    const served = `http://localhost:${port}`;
    const bot = await request.get(`${served}/en/oauth-login?${botQuery}`);
    expect(frameAncestors(bot.headers()['content-security-policy'])).toBe("frame-ancestors 'none'");
    expect(bot.headers()['x-frame-options']).toBe('DENY');
    expect(bot.headers()['referrer-policy']).toBe('same-origin');
    const portfolio = await request.get(`${served}/en/oauth-authorized?${oauthQuery()}`);
    expect(portfolio.headers()['content-security-policy']).toContain('http://127.0.0.1:*');
    expect(portfolio.headers()['x-frame-options']).toBeUndefined();

    await page.goto(`http://127.0.0.1:${port}/oauth/client?exchange=${encodeURIComponent(origin)}`);
    await page.evaluate((src) => {
      const frame = document.getElementById('flow-frame') as HTMLIFrameElement;
      (frame.closest('section') as HTMLElement).hidden = false;
      frame.src = src;
    }, `${origin}/en/oauth-login?${botQuery}&${CAPTCHA}`);
    // Chromium refuses the framed page (frame-ancestors 'none') and shows its error page.
    await expect
      .poll(() => page.frames().some((frame) => frame.url().startsWith('chrome-error://')))
      .toBe(true);
    await expect(
      page.frameLocator('#flow-frame').getByRole('button', { name: 'Log in' }),
    ).toHaveCount(0);
  });
});
