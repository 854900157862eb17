// @vitest-environment node
import path from 'node:path';
import { languageCatalog, languageCodes } from '../../src/editions/language-catalog';
import { scriptFonts, scriptOfLanguage } from '../../src/ui/theme/script-fonts';
import {
  formatUnicodeRange,
  localeCharacters,
  parseUnicodeRange,
  planSlices,
  regionNameCharacters,
} from './script-fonts-build';

const localesDir = path.resolve(import.meta.dirname, '../../locales');

/**
 * What the theme's fonts draw on every machine (DejaVu and Liberation on a bare one): Latin,
 * Greek, Cyrillic, and punctuation and symbols short of the CJK blocks (U+2E80 on), whose
 * punctuation and full-width forms a Latin font does not have.
 */
function everywhere(c: number): boolean {
  const ch = String.fromCodePoint(c);
  return (
    c < 0x2e80 &&
    /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}\p{Script=Inherited}]/u.test(
      ch,
    )
  );
}

/** One language per locale folder: the 27 folders of the catalog. */
const byFolder = new Map<string, string>();
for (const code of languageCodes) {
  const info = languageCatalog[code];
  if (!byFolder.has(info.resources))
    byFolder.set(info.resources, 'bcp47' in info ? info.bcp47 : code);
}

describe('the web fonts cover every letter of every language', () => {
  it.each([...byFolder])(
    'locales/%s: every letter is drawn by the theme fonts or by its script web font',
    (folder, tag) => {
      const script = scriptFonts[scriptOfLanguage(tag)];
      const characters = localeCharacters(localesDir, folder);
      regionNameCharacters(tag).forEach((c) => characters.add(c));
      const others = [...characters].filter((c) => !everywhere(c));
      if (!script.web) {
        // A Latin or Cyrillic language: nothing outside what the theme fonts draw.
        expect(others.map((c) => String.fromCodePoint(c)).join('')).toBe('');
        return;
      }
      const planned = new Set(planSlices(script, characters).flatMap((s) => s.characters));
      const missing = others.filter((c) => !planned.has(c));
      expect(missing.map((c) => String.fromCodePoint(c)).join('')).toBe('');
      // Our family takes no Latin: the theme's fonts keep drawing it.
      expect([...planned].filter((c) => everywhere(c) && c < 0x0370)).toEqual([]);
    },
  );

  it('has 27 locale folders to check', () => {
    expect(byFolder.size).toBe(27);
  });
});

describe('unicode ranges', () => {
  it('writes runs of code points as ranges and reads them back', () => {
    const text = formatUnicodeRange([0x0e01, 0x0e02, 0x0e03, 0x0e10, 0x4e00, 0x20000]);
    expect(text).toBe('U+E01-E03,U+E10,U+4E00,U+20000');
    expect(parseUnicodeRange(text)).toEqual([
      { from: 0x0e01, to: 0x0e03 },
      { from: 0x0e10, to: 0x0e10 },
      { from: 0x4e00, to: 0x4e00 },
      { from: 0x20000, to: 0x20000 },
    ]);
  });
});

describe('planSlices', () => {
  it('keeps an alphabet whole and cuts a CJK package down to the characters given', () => {
    const thai = planSlices(scriptFonts.thai, new Set());
    expect(thai).toHaveLength(1);
    expect(thai[0]!.characters).toContain(0x0e01);
    expect(thai[0]!.characters).toContain(0x0e5b);

    const tc = planSlices(
      scriptFonts['hant-tw'],
      new Set([...'歡迎回來a'].map((c) => c.codePointAt(0)!)),
    );
    expect(tc.flatMap((s) => s.characters).sort()).toEqual(
      [...'歡迎回來'].map((c) => c.codePointAt(0)!).sort(),
    );
  });
});
