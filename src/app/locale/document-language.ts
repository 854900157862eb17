import type { EditionLanguage } from '@/editions/edition-context';

/** What <html> says of a language: its BCP 47 tag and its direction. */
export interface DocumentLanguage {
  readonly htmlLang: string;
  readonly dir: 'ltr' | 'rtl';
}

/** The document language of one of the edition's languages (a code it lacks: itself, left to right). */
export function documentLanguageOf(
  languages: readonly Pick<EditionLanguage, 'code' | 'htmlLang' | 'dir'>[],
  code: string,
): DocumentLanguage {
  const language = languages.find((l) => l.code === code);
  return { htmlLang: language?.htmlLang ?? code, dir: language?.dir ?? 'ltr' };
}

/** Puts the language and its direction on <html>, so the layout mirrors for right-to-left. */
export function applyDocumentLanguage(language: DocumentLanguage, doc: Document = document) {
  doc.documentElement.lang = language.htmlLang;
  doc.documentElement.dir = language.dir;
}
