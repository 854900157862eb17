/**
 * The English strings a page in another language falls back to (i18next's fallbackLng), for
 * keys its own files do not have yet. A prerendered page carries them inline: without them the
 * server would render those keys empty while the browser, once English has loaded, renders
 * them in English, and React would throw the prerendered page away as a mismatch.
 */
export type Strings = { readonly [key: string]: unknown };

function isStrings(value: unknown): value is Strings {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The parts of `fallback` that `own` lacks, keeping the nesting; undefined when none. */
export function missingStrings(fallback: Strings, own: Strings | undefined): Strings | undefined {
  const missing: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fallback)) {
    const mine = own?.[key];
    if (isStrings(value)) {
      const nested = missingStrings(value, isStrings(mine) ? mine : undefined);
      if (nested) missing[key] = nested;
    } else if (mine === undefined || mine === '') {
      missing[key] = value;
    }
  }
  return Object.keys(missing).length > 0 ? missing : undefined;
}

/** Both sets of strings in one, nested keys merged; `b` wins where both have a string. */
export function mergeStrings(a: Strings | undefined, b: Strings | undefined): Strings | undefined {
  if (!a) return b;
  if (!b) return a;
  const merged: Record<string, unknown> = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const mine = merged[key];
    merged[key] = isStrings(mine) && isStrings(value) ? mergeStrings(mine, value) : value;
  }
  return merged;
}
