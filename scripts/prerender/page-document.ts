/**
 * Turns the built index.html into one prerendered page: the rendered form inside #root, its
 * CSS, the language and direction on <html>, the page's strings inlined so hydration does not
 * wait for a request, and the scripts started once the form has been drawn (docs/performance.md,
 * "Nothing competes with the page").
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
 * The scripts start at the latest this long after the page was parsed, where no frame is drawn
 * (a tab opened in the background, a frame not yet on screen).
 */
export const SCRIPT_START_FALLBACK_MS = 100;

/**
 * An inline script, last in the body, that starts the page's scripts once the form has been
 * drawn: the preloads (the entry's chunks first, then the page's, each once) and the entry.
 * Started from the HTML itself, they would share the link with the rest of the page before
 * its first paint (docs/performance.md, "Nothing competes with the page").
 */
export function scriptLoader(entry: string, preload: readonly string[]): string {
  return [
    '(function(){var d=document,started=0;function start(){if(started)return;started=1;',
    `${scriptSafeJson(preload)}.forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)});`,
    `var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=${scriptSafeJson(entry)};d.body.appendChild(s)}`,
    `requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,${SCRIPT_START_FALLBACK_MS})})();`,
  ].join('');
}

/**
 * Takes the entry's tags out of the template and returns the inline script that starts them
 * after the first paint (`scriptLoader`), with the page's own chunks preloaded too.
 */
export function moveEntryTags(
  template: string,
  pagePreload: readonly string[],
): { readonly template: string; readonly loader: string } {
  const found = template.match(ENTRY_TAG) ?? [];
  const attribute = (name: string) =>
    found.flatMap((tag) => {
      const value = new RegExp(` ${name}="([^"]+)"`).exec(tag)?.[1];
      return value ? [value] : [];
    });
  const [entry] = attribute('src');
  if (!entry || found.filter((tag) => tag.includes('<script')).length !== 1) {
    throw new Error('index.html: expected exactly one module script (the entry) in the head');
  }
  const preload = [...new Set([...attribute('href'), ...pagePreload])].filter((h) => h !== entry);
  return { template: template.replace(ENTRY_TAG, ''), loader: scriptLoader(entry, preload) };
}

export function pageDocument(input: PageDocumentInput): string {
  const { template, loader } = moveEntryTags(input.template, input.preload);
  // The metrics font goes in as bytes, ready for the first layout (scripts/vite/metrics-face.ts).
  const fonts = input.fonts ? takeMetricsFace(input.fonts.css) : undefined;
  const head = [
    `<script>${earlyInputScript}</script>`,
    ...(fonts?.face ? [`<script>${metricsFaceScript(fonts.face)}</script>`] : []),
    // Inlined: a stylesheet link held the first paint back by a round trip (src/app/locale/
    // document-language.ts looks for this id before linking the file).
    ...(input.fonts && fonts ? [`<style id="${input.fonts.href}">${fonts.css}</style>`] : []),
    input.styleTag,
  ].join('\n    ');
  const resources = `<script id="i18n-resources" type="application/json">${scriptSafeJson(input.resources)}</script>`;
  const body = [
    `<div id="root" data-prerendered="${input.language}" data-prerendered-url="${input.url}">${input.appHtml}</div>`,
    resources,
    `<script>${loader}</script>`,
  ].join('\n    ');
  // Replaced through functions: a `$&` or `$'` in the page's text or CSS stays as written.
  return template
    .replace(/<html[^>]*>/, () => `<html lang="${input.htmlLang}" dir="${input.dir}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(input.title)}</title>`)
    .replace('</head>', () => `    ${head}\n  </head>`)
    .replace('<div id="root"></div>', () => body);
}
