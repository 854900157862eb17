import { Fragment, cloneElement, type ReactElement, type ReactNode } from 'react';

/** `<name>inner</name>`: one level, no attributes, the only markup translations carry. */
const TAG = /<(\w+)>([^<]*)<\/\1>/g;

/**
 * A translated string with its tags (`I agree to the <link0>Terms</link0>`) as React: each tag
 * named in `components` wraps its text in that element; any other tag shows its text only, so a
 * string never becomes markup. The locales check keeps every language's tags the same as
 * English (docs/editions.md, "Languages and translations"). It does what react-i18next's `Trans`
 * does for these strings, without its HTML parser on the register page's first load
 * (docs/performance.md, "Where the first load stands, and what is left to cut").
 */
export function TaggedText({
  text,
  components,
}: {
  text: string;
  components: Readonly<Record<string, ReactElement<{ children?: ReactNode }>>>;
}) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name, inner] = match as unknown as [string, string, string];
    if (match.index > last) parts.push(text.slice(last, match.index));
    const element = components[name];
    parts.push(element ? cloneElement(element, { key: parts.length }, inner) : inner);
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
