/**
 * Turns the built index.html into one prerendered page: the rendered form inside #root, its
 * CSS, the language and direction on <html>, the page chunk preloaded, and the page's strings
 * inlined so hydration does not wait for a request.
 */
import { earlySubmitScript } from '../../src/ui/early-submit-script';

export interface PageDocumentInput {
  readonly template: string;
  readonly appHtml: string;
  readonly styleTag: string;
  readonly title: string;
  readonly language: string;
  readonly dir: 'ltr' | 'rtl';
  readonly htmlLang: string;
  readonly preload: readonly string[];
  /**
   * The language's fonts CSS (docs/performance.md, "Fonts per script"), if it has one: inlined,
   * under the id of its file's URL, which the app looks for before linking the file.
   */
  readonly fonts?: { readonly href: string; readonly css: string };
  readonly resources: unknown;
  /** The path this page was rendered for; the browser hydrates only at exactly this URL. */
  readonly url: string;
}

/** JSON inside <script> must not be able to close the tag or open a comment. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function pageDocument(input: PageDocumentInput): string {
  const head = [
    `<script>${earlySubmitScript}</script>`,
    ...input.preload.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    // Inlined: a stylesheet link held the first paint back by a round trip (src/app/locale/
    // document-language.ts looks for this id before linking the file).
    ...(input.fonts ? [`<style id="${input.fonts.href}">${input.fonts.css}</style>`] : []),
    input.styleTag,
  ].join('\n    ');
  const resources = `<script id="i18n-resources" type="application/json">${scriptSafeJson(input.resources)}</script>`;
  return input.template
    .replace(/<html[^>]*>/, `<html lang="${input.htmlLang}" dir="${input.dir}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(input.title)}</title>`)
    .replace('</head>', `    ${head}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${input.language}" data-prerendered-url="${input.url}">${input.appHtml}</div>\n    ${resources}`,
    );
}
