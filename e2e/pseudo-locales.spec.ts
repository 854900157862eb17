import { expect, test } from '@playwright/test';
import { manifestOf, originOf } from './support/editions';
import { scanPseudoPage, type PseudoScan } from './support/pseudo-scan';
import { NO_ONE_TAP, catalogue } from './support/screen-catalogue';

/**
 * The pseudo-locales (docs/editions.md, "Pseudo-locales"), served by sandbox builds only: every
 * screen and dialog reached here shows only translated strings (a hard-coded one keeps plain
 * English), nothing is cut off by text about a third longer than English, and the right-to-left
 * one keeps every part of the page, portals included, right to left with credential fields left
 * to right.
 */
const pseudoLocales = [
  { code: 'en-XA', kind: 'accented' },
  { code: 'ar-XB', kind: 'rtl' },
] as const;

const views = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 375, height: 812 } },
] as const;

/** Brand and product names that stay as they are in every language. */
const BRANDS = ['Google', 'Apple', 'Telegram', 'USDT', 'QR'];

function report(scan: PseudoScan): string {
  return Object.entries(scan)
    .filter(([, found]) => (found as string[]).length > 0)
    .map(([what, found]) => `${what}:\n  ${(found as string[]).join('\n  ')}`)
    .join('\n');
}

for (const pseudo of pseudoLocales) {
  for (const view of views) {
    for (const screen of catalogue) {
      test(`${pseudo.code} (${view.name}): ${screen.edition} ${screen.name}`, async ({
        browser,
      }) => {
        const manifest = manifestOf(screen.edition);
        const context = await browser.newContext({ viewport: view.viewport });
        const page = await context.newPage();
        // Google's One Tap card (in Google's language, over the tabs on a phone) stays closed.
        await page.goto(`${originOf(manifest)}/${pseudo.code}${screen.path}?${NO_ONE_TAP}`, {
          waitUntil: 'networkidle',
        });
        await expect(page.locator('html')).toHaveAttribute('lang', pseudo.code);
        await expect(page.locator('html')).toHaveAttribute(
          'dir',
          pseudo.kind === 'rtl' ? 'rtl' : 'ltr',
        );
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await screen.reach?.(page);
        const scan = await scanPseudoPage(page, {
          kind: pseudo.kind,
          // The operating entity's registered name is a proper name the consent texts interpolate.
          allowed: [
            ...BRANDS,
            manifest.name,
            manifest.legal.entity.name,
            ...Object.values(manifest.legal.entity.byLanguage ?? {}).filter(
              (name): name is string => typeof name === 'string',
            ),
          ],
        });
        expect(
          scan.untranslated.length +
            scan.clipped.length +
            scan.wrongDirection.length +
            scan.fieldsNotLtr.length,
          report(scan),
        ).toBe(0);
        await context.close();
      });
    }
  }
}
