/**
 * Where a language's fonts CSS is served (docs/performance.md, "Fonts per script"), by the hash
 * of the edition's sheets and the language's `<html lang>`: the build writes the file there
 * (scripts/vite/script-fonts-build.ts), a prerendered page inlines it under that path as its id,
 * and the app links it (./document-language.ts).
 */
export function fontsCssFile(hash: string, htmlLang: string): string {
  return `assets/fonts-${hash}-${htmlLang}.css`;
}
