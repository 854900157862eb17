/**
 * Turns the built index.html into one prerendered page: the rendered form inside #root, its
 * CSS, the language and direction on <html>, the page's strings inlined so hydration does not
 * wait for a request, and the scripts after the form (docs/performance.md, "Nothing competes
 * with the page").
 */
import { escapeHtml } from '../../src/lib/escape-html';
import { earlyInputScript } from '../../src/ui/early-input-script';
import { metricsFaceScript, takeMetricsFace } from '../vite/metrics-face';

export interface PageDocumentInput {
  readonly template: string;
  readonly appHtml: string;
  readonly styleTag: string;
  readonly title: string;
  readonly language: string;
  readonly dir: 'ltr' | 'rtl';
  readonly htmlLang: string;
  /** The chunks the page needs at start (its static import closure), preloaded after the form. */
  readonly preload: readonly string[];
  /**
   * The language's fonts CSS (docs/performance.md, "Fonts per script"), if it has one: inlined,
   * under the id of its file's URL, which the app looks for before linking the file.
   */
  readonly fonts?: { readonly href: string; readonly css: string };
  readonly resources: unknown;
  /** The path this page was rendered for; the browser hydrates only at exactly this URL. */
  readonly url: string;
  /**
   * The lazy chunks the page rendered, by name (src/ui/rendered-chunks.ts): the app starts
   * loading them as it starts, so that hydration finds them loaded.
   */
  readonly chunks: readonly string[];
  /**
   * A script that may send the visitor to another page before anything is drawn (the page of
   * the language they picked earlier: src/app/locale/stored-language-redirect.ts); first in the
   * head.
   */
  readonly redirectScript?: string;
}

/** JSON inside <script> must not be able to close the tag or open a comment. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Vite's tags for the entry in the template's head: its module script and its preloads. */
const ENTRY_TAG =
  /\n?[ \t]*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)/g;

/**
 * Takes the entry's tags out of the template and returns them for the end of the body, after
 * the form (docs/performance.md, "Nothing competes with the page"): the preloads, the entry's
 * chunks first and then the page's, each once, and the entry script last.
 */
export function moveEntryTags(
  template: string,
  pagePreload: readonly string[],
): { readonly template: string; readonly tags: readonly string[] } {
  const found = template.match(ENTRY_TAG) ?? [];
  const attribute = (name: string) =>
    found.flatMap((tag) => {
      const value = new RegExp(` ${name}="([^"]+)"`).exec(tag)?.[1];
      return value ? [value] : [];
    });
  const [entry] = attribute('src');
  const scripts = found.filter((tag) => tag.includes('<script'));
  if (!entry || scripts.length !== 1) {
    throw new Error('index.html: expected exactly one module script (the entry) in the head');
  }
  const preload = [...new Set([...attribute('href'), ...pagePreload])].filter((h) => h !== entry);
  return {
    template: template.replace(ENTRY_TAG, ''),
    tags: [
      ...preload.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
      scripts[0]!.trim(),
    ],
  };
}

/** The element right after #root: once the parser has inserted it, the whole app is parsed. */
const AFTER_ROOT_ID = 'i18n-resources';

/**
 * Holds the first frame until the element after #root is in the document (`<link rel=expect>`,
 * Chromium 124 and later; other browsers ignore it). Chromium lifts the hold when the target is
 * inserted, before its children are parsed, so the target is the element after the app, not #root.
 */
export const WHOLE_PAGE_FIRST = `<link rel="expect" href="#${AFTER_ROOT_ID}" blocking="render">`;

export function pageDocument(input: PageDocumentInput): string {
  const { template, tags } = moveEntryTags(input.template, input.preload);
  // The metrics font goes in as bytes, ready for the first layout (scripts/vite/metrics-face.ts).
  const fonts = input.fonts ? takeMetricsFace(input.fonts.css) : undefined;
  const head = [
    ...(input.redirectScript ? [`<script>${input.redirectScript}</script>`] : []),
    // No frame before the whole page is parsed: the browser drew a half-parsed form and the rest
    // a frame later (docs/performance.md, "One frame for the whole form").
    WHOLE_PAGE_FIRST,
    `<script>${earlyInputScript}</script>`,
    ...(fonts?.face ? [`<script>${metricsFaceScript(fonts.face)}</script>`] : []),
    // Inlined: a stylesheet link held the first paint back by a round trip (src/app/locale/
    // document-language.ts looks for this id before linking the file).
    ...(input.fonts && fonts ? [`<style id="${input.fonts.href}">${fonts.css}</style>`] : []),
    input.styleTag,
  ].join('\n    ');
  const resources = `<script id="${AFTER_ROOT_ID}" type="application/json">${scriptSafeJson(input.resources)}</script>`;
  const body = [
    `<div id="root" data-prerendered="${input.language}" data-prerendered-url="${input.url}" data-chunks="${escapeHtml(input.chunks.join(' '))}">${input.appHtml}</div>`,
    resources,
    ...tags,
  ].join('\n    ');
  // Replaced through functions: a `$&` or `$'` in the page's text or CSS stays as written.
  return template
    .replace(/<html[^>]*>/, () => `<html lang="${input.htmlLang}" dir="${input.dir}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(input.title)}</title>`)
    .replace('</head>', () => `    ${head}\n  </head>`)
    .replace('<div id="root"></div>', () => body);
}
