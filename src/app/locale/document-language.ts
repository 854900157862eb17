import type { EditionLanguage } from '@/editions/edition-context';

/** What <html> says of a language: its BCP 47 tag and its direction, and its script's fonts. */
export interface DocumentLanguage {
  readonly htmlLang: string;
  readonly dir: 'ltr' | 'rtl';
  /** Hash of the edition's fonts CSS, where the language's script has one. */
  readonly fonts?: string;
}

/** The document language of one of the edition's languages (a code it lacks: itself, left to right). */
export function documentLanguageOf(
  languages: readonly Pick<EditionLanguage, 'code' | 'htmlLang' | 'dir' | 'fonts'>[],
  code: string,
): DocumentLanguage {
  const language = languages.find((l) => l.code === code);
  return {
    htmlLang: language?.htmlLang ?? code,
    dir: language?.dir ?? 'ltr',
    fonts: language?.fonts,
  };
}

/**
 * Puts the language and its direction on <html>, so the layout mirrors for right-to-left, and
 * links the fonts CSS of its script where it has one (docs/performance.md, "Fonts per script").
 * A prerendered page carries its own inline, under the same id. `fonts` is the hash of the
 * edition's fonts sheets: the build writes them to this path (`fontsCssFile` in
 * scripts/vite/script-fonts-build.ts).
 */
export function applyDocumentLanguage(language: DocumentLanguage, doc: Document = document) {
  doc.documentElement.lang = language.htmlLang;
  doc.documentElement.dir = language.dir;
  const href = `/assets/fonts-${language.fonts}-${language.htmlLang}.css`;
  if (language.fonts && !doc.getElementById(href)) {
    doc.head.append(
      Object.assign(doc.createElement('link'), { id: href, rel: 'stylesheet', href }),
    );
  }
}
