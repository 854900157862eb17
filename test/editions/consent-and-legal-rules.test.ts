// @vitest-environment node
/**
 * The consent rules of `npm run editions:check` (docs/editions.md, "Legal entity and consent"):
 * each test breaks one thing in a fixture copy of a real manifest or its strings and looks for
 * the one problem it causes, named by file, key, edition and language.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkConsentTranslations } from '../../scripts/lib/consent-translation-rules';
import {
  formatProblem,
  loadEditions,
  loadFeatureCatalog,
  type ManifestProblem,
} from '../../scripts/lib/editions';
import { problemsFor, realManifest, tempEditions, type ManifestJson } from './manifest-fixtures';

/** Loads a fixture folder and runs the consent translation check over it, as the CLI does. */
async function consentProblems(
  manifests: Record<string, ManifestJson>,
  breakStrings: (localesDir: string) => Promise<void>,
): Promise<string[]> {
  const { editionsDir, themesDir, localesDir } = await tempEditions(manifests);
  await breakStrings(localesDir);
  const { files, problems } = await loadEditions({ editionsDir, themesDir });
  expect(problems).toEqual([]);
  return checkConsentTranslations(files, {
    localesDir,
    localesShown: 'locales',
    features: await loadFeatureCatalog(),
  }).map(formatProblem);
}

async function editStrings(
  localesDir: string,
  folder: string,
  edit: (strings: Record<string, string>) => void,
): Promise<void> {
  const file = path.join(localesDir, folder, 'consent.json');
  const strings = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
  edit(strings);
  await writeFile(file, JSON.stringify(strings));
}

function only(problems: readonly ManifestProblem[]): ManifestProblem {
  expect(problems).toHaveLength(1);
  return problems[0] as ManifestProblem;
}

describe('consent texts in every language of an edition', () => {
  it('passes the real manifests with their strings as they are', async () => {
    const manifests = { eu: await realManifest('eu'), tur: await realManifest('tur') };
    expect(await consentProblems(manifests, async () => {})).toEqual([]);
  });

  it('names the file, key, edition and language of a box text left out', async () => {
    const problems = await consentProblems({ tur: await realManifest('tur') }, (dir) =>
      editStrings(dir, 'tr', (s) => delete s.turExplicitConsent),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^locales\/tr\/consent\.json › turExplicitConsent: the consent text is not translated; visitors see it in edition "tur" in tr-TUR \(.*tur\.json › register\.consent\.2\.labelKey\)$/,
      ),
    ]);
  });

  it('counts an empty translation as missing, and names a link text too', async () => {
    const problems = await consentProblems({ eu: await realManifest('eu') }, (dir) =>
      editStrings(dir, 'de', (s) => {
        s.termsEu = ' ';
        delete s.complaintsPolicy;
      }),
    );
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      /^locales\/de\/consent\.json › termsEu: .* edition "eu" in de-EU \(.*eu\.json › register\.consent\.0\.labelKey\)$/,
    );
    expect(problems[1]).toMatch(
      /^locales\/de\/consent\.json › complaintsPolicy: .* edition "eu" in de-EU \(.*eu\.json › register\.consent\.0\.links\.3\.labelKey\)$/,
    );
  });

  it("holds a feature's consent text (the EU news opt-in) to the edition's languages", async () => {
    const problems = await consentProblems({ eu: await realManifest('eu') }, (dir) =>
      editStrings(dir, 'pl', (s) => delete s.euNewsOptIn),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^locales\/pl\/consent\.json › euNewsOptIn: .* edition "eu" in pl-EU \(.*eu\.json › features\.eu-news-opt-in\)$/,
      ),
    ]);
  });

  it('reports a text English lacks once (against the manifest), and a language gap per language', async () => {
    const idn = await realManifest('idn');
    const are = await realManifest('are');
    const problems = await consentProblems({ idn, are }, (dir) =>
      editStrings(dir, 'en', (s) => (s.riskDisclosure = '')),
    );
    // English lacks it: the manifest's key check reports that once; here nothing is doubled.
    expect(problems).toEqual([]);
    const ar = await consentProblems({ idn, are }, (dir) =>
      editStrings(dir, 'ar', (s) => delete s.riskDisclosure),
    );
    expect(ar).toEqual([expect.stringContaining('visitors see it in edition "are" in ar (')]);
  });

  it('refuses a required text that does not name the entity, and link tags that miss a link', async () => {
    const problems = await consentProblems({ geo: await realManifest('geo') }, (dir) =>
      editStrings(dir, 'en', (s) => {
        s.termsGeo =
          'I agree to the <link0>Terms of Service</link0> and the <link1>Privacy Policy</link1>.';
      }),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^.*geo\.json › register\.consent\.0\.labelKey: "termsGeo" in locales\/en\/consent\.json has <link0>, <link1> but 3 links are given/,
      ),
      expect.stringMatching(
        /^.*geo\.json › register\.consent\.0\.labelKey: "termsGeo" in locales\/en\/consent\.json does not name the operating entity/,
      ),
    ]);
  });
});

describe('legal pages on the edition’s own hosts', () => {
  it('names the edition, the language and the consent key of a page on another host', async () => {
    const tur = await realManifest('tur');
    tur.legal.pages.privacy.byLanguage['en-TR'] = 'https://www.exchange.example/app/privacy';
    const problem = only(await problemsFor({ tur }));
    expect(problem).toMatchObject({
      file: expect.stringMatching(/tur\.json$/),
      path: 'legal.pages.privacy.byLanguage.en-TR',
      allowed: ['tur.localhost', 'tur.testnet.exchange.example', 'tur.exchange.example'],
    });
    expect(problem.rule).toBe(
      '"https://www.exchange.example/app/privacy" is on www.exchange.example, not on a host of edition "tur": visitors in en-TR would open it from consent key "turPrivacyNotice"; use a path such as "/app/…" or one of the edition\'s hosts',
    );
  });

  it('lists the languages that fall back to a default page on another host', async () => {
    const geo = await realManifest('geo');
    geo.legal.pages.risk.href = 'https://eu.exchange.example/app/risk-disclosure';
    const problem = only(await problemsFor({ geo }));
    expect(problem.path).toBe('legal.pages.risk.href');
    expect(problem.rule).toContain(
      'visitors in ka, ru, en would open it from consent key "termsGeo"',
    );
  });

  it("accepts an https URL on one of the edition's own hosts", async () => {
    const geo = await realManifest('geo');
    geo.legal.pages.terms.href = 'https://geo.exchange.example/app/terms-service';
    expect(await problemsFor({ geo })).toEqual([]);
  });

  it('refuses a protocol-relative address, which a browser opens on another host', async () => {
    const geo = await realManifest('geo');
    geo.legal.pages.privacy.href = '//evil.example/privacy';
    expect(only(await problemsFor({ geo }))).toMatchObject({
      path: 'legal.pages.privacy.href',
      rule: 'must be a path on this edition\'s host such as "/app/terms-service", or an https URL on one of its hosts',
    });
  });

  it('refuses a consent link to a page legal.pages does not list', async () => {
    const kaz = await realManifest('kaz');
    kaz.register.consent[0].links[2].page = 'riskDisclosure';
    expect(only(await problemsFor({ kaz }))).toMatchObject({
      path: 'register.consent.0.links.2.page',
      rule: 'there is no legal page "riskDisclosure" in legal.pages',
      allowed: ['terms', 'privacy', 'risk'],
    });
  });

  it('refuses a per-language name or page for a language the edition does not offer', async () => {
    const hkg = await realManifest('hkg');
    hkg.legal.entity.byLanguage['zh-TW'] = '交易所香港有限公司';
    expect(only(await problemsFor({ hkg }))).toMatchObject({
      path: 'legal.entity.byLanguage.zh-TW',
      rule: '"zh-TW" is not one of this edition\'s available languages',
      allowed: ['zh-HK', 'en-HK'],
    });
  });

  it('needs the entity, marked as a placeholder or not, and the terms, privacy and risk pages', async () => {
    const idn = await realManifest('idn');
    delete idn.legal.entity.placeholder;
    delete idn.legal.pages.risk;
    const paths = (await problemsFor({ idn })).map((p) => p.path);
    expect(paths).toEqual(expect.arrayContaining(['legal.entity.placeholder', 'legal.pages.risk']));
  });
});
