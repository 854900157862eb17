import { expect, test, type Page } from '@playwright/test';
import { languageCatalog, type LanguageCode } from '../src/editions/language-catalog';
import { entityName, legalPageHref } from '../src/editions/legal';
import type { EditionManifest } from '../src/editions/manifest-schema';
import { expectNoAxeViolations } from './support/axe';
import { manifestOf, manifests, originOf } from './support/editions';

/**
 * Each edition's consent at sign-up (docs/editions.md, "Legal entity and consent"), in its
 * default language on the built editions: every consent box names the edition's operating
 * entity, its links open the legal pages the manifest lists for that language, on the host the
 * visitor is on (one of the edition's own), and the page passes axe. The Netherlands registers
 * on the EU site, so its visitors see the EU's entity and pages there, in the mapped language.
 */

function escaped(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

function htmlLang(code: string): string {
  const info = languageCatalog[code as LanguageCode];
  return 'bcp47' in info ? info.bcp47 : code;
}

/** The consent of `manifest` in `language`, as the register page at the current URL shows it. */
async function expectConsentOf(page: Page, manifest: EditionManifest, language: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLang(language));
  const entity = entityName(manifest.legal, language);
  const boxes = page.getByRole('checkbox');
  const features = 'eu-news-opt-in' in manifest.features ? 1 : 0;
  await expect(boxes).toHaveCount(manifest.register.consent.length + features);
  for (const box of await boxes.all()) {
    await expect(box).toHaveAccessibleName(escaped(entity));
  }

  const links = page
    .locator('label')
    .filter({ has: page.getByRole('checkbox') })
    .getByRole('link');
  const here = new URL(page.url());
  const own = manifest.hosts.sandbox.map((host) => `${host}:${here.port}`);
  const opened = (
    await links.evaluateAll((list) => list.map((a) => (a as HTMLAnchorElement).href))
  ).map((href) => new URL(href));
  for (const url of opened) {
    expect(own, `${url.href} is on one of ${manifest.id}'s hosts`).toContain(url.host);
  }
  // The manifest's boxes come first, in order; a feature's box (the EU news opt-in) follows.
  const expected = manifest.register.consent.flatMap((box) =>
    box.links.map((link) => legalPageHref(manifest.legal, link.page, language)),
  );
  expect(opened.slice(0, expected.length).map((url) => url.pathname)).toEqual(expected);
  expect(opened.length).toBeGreaterThanOrEqual(expected.length);
}

for (const manifest of manifests) {
  const origin = originOf(manifest);
  const redirect = manifest.register.redirectTo;

  test(`${manifest.id}: the register page's consent names its entity and links its own pages`, async ({
    page,
  }) => {
    // The page, its lazy consent pieces and axe: under a minute on a busy test machine.
    test.setTimeout(60_000);
    if (redirect) {
      // The redirect maps the locale prefix: the default language's page goes to its EU twin.
      await page.goto(`${origin}/${manifest.languages.default}/register`);
      const target = manifestOf(redirect.edition);
      const language =
        redirect.localeMap[manifest.languages.default as LanguageCode] ?? target.languages.default;
      await expect(page).toHaveURL(new RegExp(`^${originOf(target)}/${language}/register`));
      await expectConsentOf(page, target, language);
    } else {
      await page.goto(`${origin}/register`);
      await expectConsentOf(page, manifest, manifest.languages.default);
    }
    await expectNoAxeViolations(page, `${manifest.id} /register consent`);
  });
}
