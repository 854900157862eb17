import { expect, test } from '@playwright/test';
import {
  isLanguageCode,
  languageCatalog,
  type LanguageCode,
} from '../src/editions/language-catalog';
import type { EditionManifest } from '../src/editions/manifest-schema';
import { manifests, originOf } from './support/editions';
import { englishMarkers, scanForEnglish } from './support/english-scan';
import { waitForQuietNetwork } from './support/quiet-network';
import { NO_ONE_TAP } from './support/screen-catalogue';
import enLogin from '../locales/en/login.json' with { type: 'json' };
import enRegister from '../locales/en/register.json' with { type: 'json' };

/**
 * The English page titles. A page opened in a language picked earlier (the `lang` cookie) moves
 * to that language's prerendered page before it is drawn; the title is the app's to set once it
 * has taken over, a moment after `<html lang>`, so the scan waits for it.
 */
const englishTitles = [enLogin.pageTitle, enRegister.pageTitle];

/**
 * Every edition in its own language (docs/editions.md, "Languages and translations"): the login
 * and register pages, opened with no language prefix by a visitor whose browser asks for the
 * edition's language, show no English: no string of locales/en left untranslated or hard-coded,
 * no raw key, in a language not written in Latin letters no Latin word but a proper name, and no
 * campaign, promo or welcome-gift text the sandbox answered in English (it
 * answers in the page's language, and the page keeps its own copy where no campaign is in its
 * language: docs/login.md, "Promo panel").
 *
 * Editions whose default is English (global, are, eu) are checked in languages they offer
 * instead: the visitor picked it earlier (the `lang` cookie, read before the default), so these
 * pages are rendered in the browser rather than hydrated from the prerendered default. Global is
 * checked in Russian and Brazilian Portuguese, are in Arabic, eu in German.
 *
 * On the Netherlands edition the login screen is not offered in Dutch and is shown in en-NL
 * (docs/login.md, "Languages"); it says so with `lang="en-NL"`, and only the page around it
 * (header, title) is judged. Its registration is the EU site's (docs/editions.md, "Choices where
 * the spec leaves it open"), reached in Dutch (nl-EU).
 */
const checkedIn: Readonly<Record<string, readonly LanguageCode[]>> = {
  global: ['ru-RU', 'pt-BR'],
  are: ['ar'],
  eu: ['de-EU'],
};

function languagesOf(manifest: EditionManifest): { code: LanguageCode; picked: boolean }[] {
  const picked = checkedIn[manifest.id];
  if (picked) return picked.map((code) => ({ code, picked: true }));
  const code = manifest.languages.default;
  if (!isLanguageCode(code)) throw new Error(`${manifest.id}: unknown language ${code}`);
  if (code.startsWith('en')) throw new Error(`${manifest.id} defaults to English: list it above`);
  return [{ code, picked: false }];
}

/** The tag a browser in that market sends (Accept-Language, navigator.language). */
function browserLocale(code: LanguageCode): string {
  const info = languageCatalog[code];
  return 'bcp47' in info ? info.bcp47 : code;
}

/** Names shown as they are in every language: the operating entity's, the coin's. */
function properNames(manifest: EditionManifest): string[] {
  const { entity } = manifest.legal;
  const localNames = Object.values(entity.byLanguage ?? {}).filter(
    (name): name is string => typeof name === 'string',
  );
  return ['USDT', entity.name, ...localNames];
}

for (const manifest of manifests) {
  for (const { code, picked } of languagesOf(manifest)) {
    const markers = englishMarkers(code, properNames(manifest));
    for (const path of ['/login', '/register']) {
      test(`${manifest.id} ${path} in ${code} shows no English`, async ({ browser }) => {
        test.setTimeout(60_000);
        const context = await browser.newContext({
          locale: browserLocale(code),
          viewport: { width: 1280, height: 900 },
        });
        const origin = originOf(manifest);
        if (picked) {
          await context.addCookies([{ name: 'lang', value: code, url: origin }]);
        }
        const page = await context.newPage();
        // Google's One Tap card draws in Google's language; it stays closed.
        await page.goto(`${origin}${path}?${NO_ONE_TAP}`);
        // In the language asked for (the Netherlands' registration is the EU site's, in nl-EU).
        const base = code.split('-')[0]!;
        await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${base}(-|$)`));
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        // Settled: the campaign has replaced the default promo, the third-party buttons are in.
        await waitForQuietNetwork(page, `${manifest.id}${path} in ${code}`);
        if (code.split('-')[0] !== 'en') {
          await expect
            .poll(() => page.title())
            .not.toMatch(new RegExp(`^(${englishTitles.join('|')})$`));
        }
        const found = await scanForEnglish(page, markers);
        expect(found, found.join('\n')).toEqual([]);
        await context.close();
      });
    }
  }
}
