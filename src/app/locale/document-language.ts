/** Puts the language and its direction on <html>, so the layout mirrors for right-to-left. */
export function applyDocumentLanguage(
  language: { htmlLang: string; dir: 'ltr' | 'rtl' },
  doc: Document = document,
) {
  doc.documentElement.lang = language.htmlLang;
  doc.documentElement.dir = language.dir;
}
