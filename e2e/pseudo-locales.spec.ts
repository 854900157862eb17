import { expect, test } from '@playwright/test';
import { manifestOf, originOf } from './support/editions';
import { scanPseudoPage, type PseudoScan } from './support/pseudo-scan';
import { NO_ONE_TAP, catalogue } from './support/screen-catalogue';

/**
 * The pseudo-locales (docs/editions.md, "Pseudo-locales"), served by sandbox builds only: every
 * screen and dialog of the catalogue (e2e/support/screen-catalogue.ts) reached here shows only
 * translated strings (a hard-coded one keeps plain English), nothing is cut off by text about a
 * third longer than English, and the right-to-left one keeps every part of the page, portals
 * included, right to left with credential fields left to right.
 *
 * Run time: screens (33) run on a desktop and a phone, dialogs (43) on the phone only, where space
 * is tightest: each dialog is a whole flow to reach (a sign-up up to its code step, a login and
 * its refusal), and both viewports for them would add about 86 tests of 5-12 s. As it is, 218
 * tests, 17-21 min of test time: 9-11 min with `npm test`'s 2 workers on a busy 2-core machine.
 */
const pseudoLocales = [
  { code: 'en-XA', kind: 'accented' },
  { code: 'ar-XB', kind: 'rtl' },
] as const;

const views = [
  { name: 'desktop', viewport: { width: 1280, height: 900 }, kinds: ['screen'] },
  { name: 'phone', viewport: { width: 375, height: 812 }, kinds: ['screen', 'dialog'] },
] as const;

/** Brand and product names that stay as they are in every language. */
const BRANDS = ['Google', 'Apple', 'Telegram', 'USDT', 'QR'];

// A dialog is reached through a whole flow (a sign-up up to its code step, a login and its
// refusal), each step waiting for the sandbox.
test.describe.configure({ timeout: 60_000 });

function report(scan: PseudoScan): string {
  return Object.entries(scan)
    .filter(([, found]) => (found as string[]).length > 0)
    .map(([what, found]) => `${what}:\n  ${(found as string[]).join('\n  ')}`)
    .join('\n');
}

for (const pseudo of pseudoLocales) {
  for (const view of views) {
    for (const screen of catalogue) {
      if (!(view.kinds as readonly string[]).includes(screen.kind)) continue;
      test(`${pseudo.code} (${view.name}): ${screen.edition} ${screen.name}`, async ({
        browser,
      }) => {
        const manifest = manifestOf(screen.edition);
        const context = await browser.newContext({ viewport: view.viewport });
        const page = await context.newPage();
        // Google's One Tap card (in Google's language, over the tabs on a phone) stays closed.
        const query = `${screen.path.includes('?') ? '&' : '?'}${NO_ONE_TAP}`;
        await page.goto(`${originOf(manifest)}/${pseudo.code}${screen.path}${query}`, {
          waitUntil: 'networkidle',
        });
        const expectPseudoPage = async () => {
          await expect(page.locator('html')).toHaveAttribute('lang', pseudo.code);
          await expect(page.locator('html')).toHaveAttribute(
            'dir',
            pseudo.kind === 'rtl' ? 'rtl' : 'ltr',
          );
        };
        await expectPseudoPage();
        // The page's heading, or the dialog a modal page opens with (drawn even where a dialog
        // on arrival hides the page from assistive tech).
        await expect(page.locator('h1, [role="dialog"]').first()).toBeVisible();
        await screen.reach?.(page);
        // Wherever the steps led, the page still speaks the pseudo-locale.
        await expectPseudoPage();
        const scan = await scanPseudoPage(page, {
          kind: pseudo.kind,
          // The operating entity's registered name is a proper name the consent texts interpolate.
          allowed: [
            ...BRANDS,
            ...(screen.allowed ?? []),
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
        // Where the catalogue says how to leave the state (the gallery then reaches the next
        // one on the same page), leaving brings the page back, still in the pseudo-locale.
        if (screen.leave) {
          await screen.leave(page);
          await expectPseudoPage();
        }
        await context.close();
      });
    }
  }
}
