import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { SANDBOX_WHITE_HOSTS } from '../src/sandbox/fixtures/white-hosts';
import { DEMO_PASSWORD, demoAlias, manifestOf, originOf } from './support/editions';
import { failNextCall } from './support/sandbox-failures';

/**
 * Redirect safety on the built global edition (docs/requests-and-errors.md, "Redirect safety"):
 * where a login with `redirect_url` ends. The whitelisted partner is the first origin of the
 * sandbox's GET /user/public/get-white-hosts (docs/sandbox.md, "Redirect whitelist"); the test
 * answers for that site, which does not exist, and for the refused one, to see whether the
 * browser went there.
 */

const origin = originOf(manifestOf('global'));
const PARTNER = SANDBOX_WHITE_HOSTS[0] ?? '';
const STRANGER = 'https://stranger.example';

/** Serves a one-line page for every address of `site`; returns the addresses asked for. */
async function standInFor(page: Page, site: string, heading: string): Promise<string[]> {
  const asked: string[] = [];
  await page.route(`${site}/**`, async (route) => {
    asked.push(route.request().url());
    await route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>${heading}</title><h1>${heading}</h1>`,
    });
  });
  return asked;
}

async function logInWithRedirect(page: Page, target: string, tag: string, listStatus = 200) {
  const whiteHosts = page.waitForResponse((response) =>
    response.url().endsWith('/x-api/user/public/get-white-hosts'),
  );
  await page.goto(
    `${origin}/login?sandbox_captcha=auto&redirect_url=${encodeURIComponent(target)}`,
  );
  // The page asks for the whitelist on its own, without holding the form back.
  expect((await whiteHosts).status()).toBe(listStatus);
  await page.getByRole('textbox', { name: /^email/i }).fill(demoAlias(tag));
  await page.getByLabel(/^password/i).fill(DEMO_PASSWORD);
  // Whatever the list's call answered, the visitor is not told (no toast such as '500: …').
  await expect(page.getByText(/^\d{3}: /)).toHaveCount(0);
  await page.getByRole('button', { name: /^log in$/i }).click();
}

async function expectDefaultLanding(page: Page) {
  await expect(page).toHaveURL(`${origin}/en/dashboard`);
  await expect(page.getByTestId('profile-id')).toHaveText(/^\d+$/);
}

test('follows a redirect_url to an origin the get-white-hosts list whitelists', async ({
  page,
}) => {
  expect(PARTNER).toBe('https://partner.example');
  await standInFor(page, PARTNER, 'Partner welcome');
  await logInWithRedirect(page, `${PARTNER}/en/welcome?campaign=spring`, 'whitelisted');
  await expect(page).toHaveURL(`${PARTNER}/en/welcome?campaign=spring`);
  await expect(page.getByRole('heading', { name: 'Partner welcome' })).toBeVisible();
});

test('refuses an origin nobody whitelists and lands on the default destination', async ({
  page,
}) => {
  const asked = await standInFor(page, STRANGER, 'Stranger');
  await logInWithRedirect(page, `${STRANGER}/en/welcome`, 'stranger');
  await expectDefaultLanding(page);
  expect(asked).toEqual([]);
});

test('without the list (the call fails) the partner is refused, and the visitor sees no error', async ({
  page,
}) => {
  // This browser's device id, known before the page's first call, so the failure rule of the
  // sandbox (docs/sandbox.md, "Failure controls") fails this browser's calls only.
  const deviceId = randomUUID();
  await page.context().addCookies([{ name: 'deviceId', value: deviceId, url: origin }]);
  // Through the base URL's host: the sandbox is one for every host of the preview server.
  await failNextCall(page, '/user/public/get-white-hosts', { mode: 'http500', times: 5 }, deviceId);
  const asked = await standInFor(page, PARTNER, 'Partner welcome');

  await logInWithRedirect(page, `${PARTNER}/en/welcome`, 'nolist', 500);
  await expectDefaultLanding(page);
  expect(asked).toEqual([]);
});

test('refuses a sign-in page as the destination (/register is blanked)', async ({ page }) => {
  await logInWithRedirect(page, '/register', 'blanked');
  await expectDefaultLanding(page);
});

test('rewrites a /nl-NL target to /en', async ({ page }) => {
  await logInWithRedirect(page, '/nl-NL/dashboard?tab=assets', 'nlnl');
  await expect(page).toHaveURL(`${origin}/en/dashboard?tab=assets`);
  await expect(page.getByTestId('profile-id')).toHaveText(/^\d+$/);
});
