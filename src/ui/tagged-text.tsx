import { cloneElement, type ReactElement, type ReactNode } from 'react';

/** `<link0>…</link0>`: a name, its text, the same name closing. Tags do not nest. */
const TAG = /<([a-zA-Z0-9]+)>(.*?)<\/\1>/gs;

/**
 * A translated string with tags (`…the <link0>Terms of Service</link0> of {{entity}}`) as React
 * nodes: each tag's text inside the element `components` gives for its name, a tag without one
 * as plain text, everything else as text. No HTML is parsed, so a translation cannot add markup;
 * `npm run locales:check` holds every translation to English's tags (docs/editions.md, "Languages
 * and translations"). What react-i18next's `<Trans>` did here, without its HTML parser in the
 * register page's first load (docs/performance.md, "Locale bytes per page").
 */
export function taggedText(
  text: string,
  components: Readonly<Record<string, ReactElement>>,
): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const [whole, name = '', inner = ''] = match;
    const element = components[name];
    nodes.push(element ? cloneElement(element, { key: `${name}-${match.index}` }, inner) : inner);
    last = match.index + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}
