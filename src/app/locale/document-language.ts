/** Puts the language and its direction on <html>, so the layout mirrors for right-to-left. */
export function applyDocumentLanguage(code: string, dir: 'ltr' | 'rtl', doc: Document = document) {
  doc.documentElement.lang = code;
  doc.documentElement.dir = dir;
}

export const LANGUAGE_STORAGE_KEY = 'language';
