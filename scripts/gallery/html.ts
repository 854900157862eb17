/**
 * HTML with every interpolated value escaped: edition and language names come from manifests,
 * consent texts and reasons from pages and errors, so nothing is inserted as markup unless it
 * was itself built with `html`.
 */

export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export type HtmlValue =
  SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or an attribute value, safe inside double-quoted attributes and between tags. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => entities[c]!);
}

function render(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

/** A template tag: strings and numbers are escaped, `SafeHtml` and arrays of it are kept. */
export function html(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): SafeHtml {
  let out = strings[0]!;
  values.forEach((value, i) => {
    out += render(value) + strings[i + 1]!;
  });
  return new SafeHtml(out);
}

/**
 * A relative link to a file in the gallery: each path segment is percent-encoded, so a name with
 * a space, `#` or `?` still opens its file.
 */
export function href(...segments: readonly string[]): string {
  return segments
    .flatMap((s) => s.split('/'))
    .map((s) => (s === '..' || s === '.' ? s : encodeURIComponent(s)))
    .join('/');
}

const style = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.4; }
  body { margin: 0 auto; padding: 1rem 1.5rem 3rem; max-width: 120rem; }
  h1 { margin-block: 0.5rem; }
  h2 { margin-top: 2.5rem; border-bottom: 1px solid #8888; }
  h3 { margin-top: 1.5rem; }
  nav ul { padding-inline-start: 1.2rem; }
  table { border-collapse: collapse; }
  th, td { border: 1px solid #8886; padding: 0.4rem 0.6rem; vertical-align: top; text-align: start; }
  .shots td.screen { min-width: 12rem; }
  .thumbs { display: flex; gap: 0.5rem; }
  figure { margin: 0; }
  figcaption { font-size: 0.8rem; color: #777; }
  img { display: block; width: 130px; height: auto; border: 1px solid #8886; }
  .grid { display: flex; flex-wrap: wrap; gap: 1.5rem 2rem; }
  .absent { color: #777; font-style: italic; }
  .failed { color: #b00020; font-weight: 600; }
  .failed span, .absent span { display: block; font-weight: normal; font-size: 0.85rem; max-width: 28rem; }
  .note { font-size: 0.8rem; color: #777; }
  .summary li { margin-block: 0.15rem; }
  .consent-wrap { overflow-x: auto; }
  .consent td, .consent th { min-width: 18rem; max-width: 28rem; }
  .consent th.row { min-width: 7rem; }
  .target { font-family: ui-monospace, monospace; font-size: 0.8rem; color: #777; }
  .consent u { text-decoration-thickness: 1px; }
`;

/** A complete page; `root` is the relative way back to the gallery folder ("" or "../"). */
export function page(options: {
  readonly title: string;
  readonly root: string;
  readonly body: SafeHtml;
}): string {
  const { title, root, body } = options;
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <style>
          ${new SafeHtml(style)}
        </style>
      </head>
      <body>
        ${root ? html`<p><a href="${root}index.html">Preview gallery</a></p>` : ''} ${body}
      </body>
    </html> `.value;
}
