import { expect, type Page } from '@playwright/test';

/**
 * Every screen and dialog a visitor can reach, and how to reach it: one list for the
 * pseudo-locale test (e2e/pseudo-locales.spec.ts) and the preview gallery (`npm run gallery`,
 * docs/editions.md). A screen is a page; a dialog is a screen's state reached by `reach`.
 */
export interface CatalogueEntry {
  /** A stable id, used in file names: `login-email`, `dialog-security-verification`. */
  readonly id: string;
  /** What a reviewer reads: "login, e-mail". */
  readonly name: string;
  readonly kind: 'screen' | 'dialog';
  /** The edition it is shown on when the list is walked once (the pseudo-locale test). */
  readonly edition: string;
  /** The path after the language prefix, with any query the sandbox needs to reach the state. */
  readonly path: string;
  /** What to do after the page has loaded, to reach a state or open a dialog. */
  readonly reach?: (page: Page) => Promise<void>;
}

/** Keeps Google's One Tap card (in Google's language, over the tabs on a phone) closed. */
export const NO_ONE_TAP = 'sandbox_third_party=google:cancel';

const openTab = (index: number) => async (page: Page) => {
  await page.getByRole('tab').nth(index).click();
  await expect(page.getByRole('tab').nth(index)).toHaveAttribute('aria-selected', 'true');
};

export const catalogue: readonly CatalogueEntry[] = [
  { id: 'login-email', name: 'login, e-mail', kind: 'screen', edition: 'global', path: '/login' },
  {
    id: 'login-mobile',
    name: 'login, mobile',
    kind: 'screen',
    edition: 'global',
    path: '/login',
    reach: openTab(1),
  },
  {
    id: 'login-qr',
    name: 'login, QR code',
    kind: 'screen',
    edition: 'global',
    path: '/login',
    reach: openTab(2),
  },
  {
    id: 'dialog-security-verification',
    name: 'login, security verification dialog',
    kind: 'dialog',
    edition: 'global',
    path: '/login',
    reach: async (page) => {
      await page.locator('input[name="identifier"]').fill('demo@example.com');
      await page.locator('input[type="password"]').first().fill('Sandbox123');
      await page.locator('form[data-ready] button[type="submit"]').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    id: 'register-email',
    name: 'register, e-mail',
    kind: 'screen',
    edition: 'global',
    path: '/register',
  },
  {
    id: 'register-mobile',
    name: 'register, mobile',
    kind: 'screen',
    edition: 'global',
    path: '/register',
    reach: openTab(1),
  },
  {
    id: 'register-eu-consent',
    name: 'register, EU consent',
    kind: 'screen',
    edition: 'eu',
    path: '/register',
  },
  {
    id: 'forgot-password',
    name: 'forgot password',
    kind: 'screen',
    edition: 'global',
    path: '/app/user/retrieve',
  },
  {
    id: 'sub-account-login',
    name: 'sub-account login',
    kind: 'screen',
    edition: 'global',
    path: '/app/user/sub-account-login',
  },
  { id: 'login-turkey', name: 'login, Turkey', kind: 'screen', edition: 'tur', path: '/login' },
];
