import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { DEMO_PASSWORD, demoAlias, manifestOf, originOf } from './support/editions';
import { holdScripts } from './support/hold-scripts';

/**
 * The Turkey bridge across two editions' hosts (docs/turkey-bridge.md): the Turkey page
 * (tur.localhost) opens the popup on the main site (localhost, the global edition), the visitor
 * signs in there and confirms, the popup posts the quick token to the Turkey page, which binds or
 * logs in with it. The sandbox serves both hosts from one state.
 */

const CAPTCHA = 'sandbox_captcha=auto';
const turkey = originOf(manifestOf('tur'));

type Strings = Record<string, unknown>;
function strings(folder: string, namespace: string): Strings {
  const file = path.resolve(import.meta.dirname, '../locales', folder, `${namespace}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Strings;
}
function text(tree: Strings, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Strings)[part], tree);
  if (typeof value !== 'string') throw new Error(`No string ${key}`);
  return value;
}
const tr = strings('tr', 'common');
const en = strings('en', 'common');
const enLogin = strings('en', 'login');

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Opens the popup from the Turkey page's button; the popup is on the main site's host. */
async function openPopup(page: Page): Promise<Page> {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: text(tr, 'turkeyBridge.button') }).click(),
  ]);
  await popup.waitForLoadState();
  return popup;
}

/** Signs in on the main site inside the popup; back on the popup, it asks to confirm. */
async function signIn(popup: Page, account: string) {
  await expect(popup.getByText(text(en, 'turkeyBridge.signInFirst'))).toBeVisible();
  await popup.getByRole('link', { name: text(en, 'turkeyBridge.logIn') }).click();
  await popup.waitForURL(/\/en\/login\?/);
  // The sandbox's captcha passes by itself for this page (docs/sandbox.md, "Captcha").
  await popup.goto(`${popup.url()}&${CAPTCHA}`);
  await popup.getByRole('textbox', { name: text(enLogin, 'fields.email') }).fill(account);
  await popup
    .getByLabel(new RegExp(`^${escapeRegExp(text(enLogin, 'fields.password'))}`))
    .fill(DEMO_PASSWORD);
  await popup.getByRole('button', { name: text(enLogin, 'submit'), exact: true }).click();
  await popup.waitForURL(/\/en\/tr-authorized\?type=/);
  await expect(popup.getByRole('button', { name: text(en, 'turkeyBridge.confirm') })).toBeVisible();
}

async function signInAndConfirm(popup: Page, account: string) {
  await signIn(popup, account);
  await popup.getByRole('button', { name: text(en, 'turkeyBridge.confirm') }).click();
}

test.describe('Turkey bridge: tur.localhost and the main site', () => {
  test("BIND_TR from the register page: sign in on the main site, bind, 'link successful'", async ({
    page,
  }) => {
    await page.goto(`${turkey}/register`);
    const popup = await openPopup(page);
    // The main site's first host (editions/global.json), on the same preview port.
    expect(new URL(popup.url()).hostname).toBe(manifestOf('global').hosts.sandbox[0]);
    expect(new URL(popup.url()).pathname).toBe('/en/tr-authorized');
    expect(new URL(popup.url()).searchParams.get('type')).toBe('BIND_TR');
    await expectNoAxeViolations(popup, 'tr-authorized (signed out)');

    const closed = popup.waitForEvent('close');
    await signInAndConfirm(popup, demoAlias('trbind'));
    await expect(page.getByText(text(tr, 'turkeyBridge.linkSuccessful'))).toBeVisible();
    await closed;
  });

  test('the button cannot be tapped before the scripts have run, then opens the popup', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto(`${turkey}/register`, { waitUntil: 'commit' });
    const button = page.getByRole('button', { name: text(tr, 'turkeyBridge.button') });
    // The prerendered button: a tap now would open nothing, so it does not take one.
    await expect(button).toBeDisabled();
    await release();
    await expect(button).toBeEnabled();
    const popup = await openPopup(page);
    expect(new URL(popup.url()).searchParams.get('type')).toBe('BIND_TR');
  });

  test('LOGIN_TR from the login page logs the Turkey page in as the linked Turkey account', async ({
    page,
  }) => {
    await page.goto(`${turkey}/login`);
    const popup = await openPopup(page);
    expect(new URL(popup.url()).searchParams.get('type')).toBe('LOGIN_TR');
    // demo@example.com starts linked to tr-demo@example.com (docs/sandbox.md, "The Turkey bridge").
    await signInAndConfirm(popup, 'demo@example.com');
    // Turkey hosts land on /{lang}; the sandbox's account stand-in shows the Turkey account.
    await expect(page.getByText('10000232')).toBeVisible();
    expect(new URL(page.url()).origin).toBe(turkey);
  });

  test('a refused bind shows the error on the Turkey page', async ({ page }) => {
    await page.goto(`${turkey}/register`);
    const popup = await openPopup(page);
    // Already linked: the Turkey site answers 30802.
    await signInAndConfirm(popup, 'demo@example.com');
    await expect(page.getByText(/already linked to a Türkiye account/)).toBeVisible();
    await expect(page.getByText(text(tr, 'turkeyBridge.linkSuccessful'))).toHaveCount(0);
  });

  test('the popup page signed in passes axe', async ({ page }) => {
    await page.goto(`${turkey}/register`);
    const popup = await openPopup(page);
    await signIn(popup, demoAlias('traxe'));
    await expect(popup.getByText(text(en, 'turkeyBridge.actions.BIND_TR'))).toBeVisible();
    await expectNoAxeViolations(popup, 'tr-authorized (signed in)');
  });
});
