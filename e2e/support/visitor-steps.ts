import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './editions';
import { pageString, pageStringPattern } from './page-strings';

/**
 * What a visitor does on the sign-in pages, in any language: fields are found by their names
 * (`identifier`, `email`), buttons and dialogs by their strings in the page's language
 * (./page-strings.ts). For the screen catalogue (./screen-catalogue.ts), whose steps run in the
 * pseudo-locales and in every language of the preview gallery.
 */

/** The captcha stand-ins pass by themselves (docs/sandbox.md, "Captcha"). */
export const CAPTCHA_AUTO = 'sandbox_captcha=auto';

/** A new e-mail address nobody has registered. */
export function freshEmail(tag: string, domain = 'example.com'): string {
  return `${tag}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@${domain}`;
}

/** The first hydrated form of the page (a prerendered one takes no input until then). */
function readyForm(page: Page): Locator {
  return page.locator('form[data-ready]').first();
}

/** Types an account and its password into the login form and submits it. */
export async function submitLogin(page: Page, account: string, password = DEMO_PASSWORD) {
  const form = readyForm(page);
  await form.locator('input[name="identifier"]').fill(account);
  await form.locator('input[type="password"]').first().fill(password);
  await form.locator('button[type="submit"]').click();
}

/**
 * Ticks every box of the form from the keyboard: the native input is visually hidden, and a
 * click on where it sits may land on a link of its label (right to left, it does).
 */
export async function tickEveryBox(page: Page, form: Locator = readyForm(page)) {
  for (const box of await form.getByRole('checkbox').all()) {
    if (await box.isChecked()) continue;
    await box.focus();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
}

/** Fills the e-mail sign-up form and ticks every consent box. */
export async function fillRegistration(page: Page, email: string) {
  const form = readyForm(page);
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await tickEveryBox(page, form);
}

export async function submitForm(page: Page) {
  await readyForm(page).locator('button[type="submit"]').click();
}

/**
 * The dialog (or alert dialog) titled with the string `id` (placeholders match anything), once
 * it is on screen.
 */
export async function dialogTitled(page: Page, id: string): Promise<Locator> {
  const name = await pageStringPattern(page, id);
  const dialog = page.getByRole('dialog', { name }).or(page.getByRole('alertdialog', { name }));
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Closes the open dialog as a visitor would from the keyboard (Escape) and waits until the page
 * is back as it was: no dialog open, the same page, its form taking input and its submit button
 * enabled again (a busy one is disabled). Throws if any of that does not happen.
 */
export async function closeDialog(page: Page) {
  const before = new URL(page.url()).pathname;
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog').or(page.getByRole('alertdialog'))).toHaveCount(0);
  const after = new URL(page.url()).pathname;
  if (after !== before) throw new Error(`closing the dialog left ${before} for ${after}`);
  await expect(readyForm(page).locator('button[type="submit"]')).toBeEnabled();
}

/** Clicks the button named with the string `id`, in `scope` (the page by default). */
export async function clickButton(
  page: Page,
  id: string,
  scope: Locator | Page = page,
  values: Record<string, string> = {},
) {
  const name = await pageString(page, id, values);
  await scope.getByRole('button', { name, exact: true }).click();
}

/** The security notice of a sign-up (type 1): not from a restricted region. */
export async function declareNotRestricted(page: Page) {
  const notice = await dialogTitled(page, 'verification:notice.declaration.title');
  await clickButton(page, 'verification:notice.buttons.noContinue', notice);
}

/** Types a 6-digit code into the first code entry in `scope`. */
export async function typeCode(page: Page, scope: Locator, code = '123456') {
  await scope.getByRole('textbox').first().click();
  await page.keyboard.type(code);
}

/** A new e-mail sign-up up to its code step; returns the code entry. */
export async function registerUntilCodeStep(
  page: Page,
  email = freshEmail('pseudo'),
): Promise<Locator> {
  await fillRegistration(page, email);
  await submitForm(page);
  await declareNotRestricted(page);
  return codeEntry(page, 'register:verifyCode.label');
}

/** The code entry labelled with the string `id`, once it is on screen. */
export async function codeEntry(page: Page, id: string): Promise<Locator> {
  const group = page.getByRole('group', { name: await pageString(page, id) });
  await expect(group).toBeVisible();
  return group;
}

/** The language segment of the page's path (`en-XA` of `/en-XA/login`). */
export function languageSegment(page: Page): string {
  return new URL(page.url()).pathname.split('/')[1] ?? '';
}
