import { spawnSync } from 'node:child_process';
import { languageCatalog, type LanguageCode } from '../../src/editions/language-catalog';

/**
 * The language tag fontconfig knows a script by: Chinese by region (`zh-tw`, `zh-hk`), any
 * other language by its primary subtag (`ja-JP` → `ja`, `tr-TUR` → `tr`).
 */
export function fontconfigLang(code: string): string {
  const info = languageCatalog[code as LanguageCode] as { readonly bcp47?: string } | undefined;
  const [primary, region] = (info?.bcp47 ?? code).toLowerCase().split('-');
  if (primary === 'zh')
    return region === 'hk' || region === 'mo' ? 'zh-hk' : region === 'tw' ? 'zh-tw' : 'zh-cn';
  return primary!;
}

const CJK = new Set(['zh-tw', 'zh-hk', 'zh-cn', 'ja', 'ko']);

/** Debian's packages with a font for each of these languages. */
export function fontPackages(codes: readonly string[]): string[] {
  const langs = codes.map(fontconfigLang);
  return [
    ...(langs.some((l) => CJK.has(l)) ? ['fonts-noto-cjk'] : []),
    ...(langs.some((l) => !CJK.has(l)) ? ['fonts-noto-core'] : []),
  ];
}

/** Whether fontconfig has a font for a language; undefined where it cannot be asked. */
export function fontconfigHasFont(lang: string): boolean | undefined {
  const result = spawnSync('fc-list', [`:lang=${lang}`, 'family'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return undefined;
  return result.stdout.trim().length > 0;
}

/**
 * The languages whose script no installed font covers: Chromium draws their text as empty
 * boxes, which no reviewer can read. Each script is asked once.
 */
export function languagesWithoutFont(
  codes: readonly string[],
  hasFont: (lang: string) => boolean | undefined = fontconfigHasFont,
): string[] {
  const known = new Map<string, boolean | undefined>();
  return codes.filter((code) => {
    const lang = fontconfigLang(code);
    if (!known.has(lang)) known.set(lang, hasFont(lang));
    return known.get(lang) === false;
  });
}
