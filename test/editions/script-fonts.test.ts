import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { languageCatalog, languageCodes } from '../../src/editions/language-catalog';
import { pseudoLocales } from '../../src/editions/pseudo-locales';
import {
  scriptFontStack,
  scriptFonts,
  scriptOfLanguage,
  type ScriptName,
} from '../../src/ui/theme/script-fonts';
import { themeSchema } from '../../src/ui/theme/theme-schema';

const root = path.resolve(import.meta.dirname, '../..');
const themes = readdirSync(path.join(root, 'themes'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => themeSchema.parse(JSON.parse(readFileSync(path.join(root, 'themes', f), 'utf8'))));

/** Every language an edition may offer, by its `<html lang>` tag, and the pseudo-locales. */
const tags = [
  ...languageCodes.map((code) => {
    const info = languageCatalog[code];
    return 'bcp47' in info ? info.bcp47 : code;
  }),
  ...pseudoLocales.map((p) => p.code),
];

const expected: Record<string, ScriptName> = {
  'zh-TW': 'hant-tw',
  'zh-HK': 'hant-hk',
  'zh-MY': 'hans',
  'ja-JP': 'japanese',
  'ko-KR': 'korean',
  'th-TH': 'thai',
  'hi-IN': 'devanagari',
  'ar-SA': 'arabic',
  ar: 'arabic',
  ka: 'georgian',
  'ru-RU': 'cyrillic',
  ru: 'cyrillic',
  'ru-KZ': 'cyrillic',
  'uk-UA': 'cyrillic',
  'kk-KZ': 'cyrillic',
};

describe('scriptOfLanguage', () => {
  it.each(tags)('%s is written in the script its strings are', (tag) => {
    expect(scriptOfLanguage(tag)).toBe(expected[tag] ?? 'latin');
  });
});

describe('scriptFontStack', () => {
  it.each(tags)('%s: a stack that covers its script, the theme stack around it', (tag) => {
    const script = scriptFonts[scriptOfLanguage(tag)];
    for (const theme of themes) {
      const stack = scriptFontStack(theme.fonts.body, tag);
      if (!script.family) {
        // Latin and Cyrillic: every theme font and DejaVu/Liberation draw them; nothing changes.
        expect(stack).toBe(theme.fonts.body);
        continue;
      }
      // Our family first: its installed fonts, else its web font, for the script's characters.
      expect(stack.startsWith(`"${script.family}", `)).toBe(true);
      expect(script.web).toBeDefined();
      expect(script.range.length).toBeGreaterThan(0);
      // The theme's families keep their order, and its generic family stays last.
      const themeFamilies = theme.fonts.body.split(',').map((f) => f.trim());
      const families = stack.split(',').map((f) => f.trim());
      expect(families.filter((f) => themeFamilies.includes(f))).toEqual(themeFamilies);
      expect(families.at(-1)).toBe(themeFamilies.at(-1));
      // The script's installed fonts by family name, before the generic family.
      for (const system of script.system) expect(stack).toContain(system);
    }
  });

  it('leaves a theme stack with one family alone but for our family', () => {
    expect(scriptFontStack('sans-serif', 'th-TH')).toBe(
      '"Exchange Sans Thai", "Leelawadee UI", Leelawadee, Thonburi, "Noto Sans Thai", Tahoma, sans-serif',
    );
  });
});

describe('scriptFonts', () => {
  const scripts = Object.entries(scriptFonts).filter(([, fonts]) => fonts.family);

  it.each(scripts)('%s names installed fonts, regular and bold, for each platform', (_, fonts) => {
    expect(fonts.local.regular.length).toBeGreaterThanOrEqual(4);
    expect(fonts.local.bold.length).toBeGreaterThanOrEqual(2);
    // A family name of ours never collides with an installed font.
    expect(fonts.family).toMatch(/^Exchange Sans /);
  });

  it('gives each script a family of its own', () => {
    const families = scripts.map(([, fonts]) => fonts.family);
    expect(new Set(families).size).toBe(families.length);
  });
});
