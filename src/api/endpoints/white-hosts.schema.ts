/**
 * The answer of GET /user/public/get-white-hosts (white-hosts.ts), as designed in
 * docs/requests-and-errors.md ("Redirect safety"): `{ hosts: string[] }`, each entry an origin
 * (`https://partner.example`, `https://pay.partner.example:8443`). The list must be there; an
 * entry that is not an http(s) origin is dropped rather than failing the whole list. Loaded with
 * the first call, so zod stays out of the first load.
 */
import * as z from 'zod/mini';

const whiteHostsSchema = z.object({ hosts: z.array(z.unknown()) });

/** The whitelisted origins of an answer, in their canonical form (`url.origin`), once each. */
export function parseWhiteHosts(result: unknown): readonly string[] {
  const { hosts } = whiteHostsSchema.parse(result);
  const origins = hosts.map(originOfEntry).filter((origin) => origin !== null);
  return [...new Set(origins)];
}

/**
 * An entry is an origin when the URL parser reads it as http(s) with nothing but a scheme, host
 * and port: a bare host name (no scheme), a path, a query, userinfo or stray whitespace make it
 * something else, and it is ignored.
 */
function originOfEntry(entry: unknown): string | null {
  if (typeof entry !== 'string' || entry !== entry.trim() || /[\s\\]/.test(entry)) return null;
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return null;
  }
  const originOnly =
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.username === '' &&
    url.password === '' &&
    url.pathname === '/' &&
    url.search === '' &&
    url.hash === '' &&
    /^https?:\/\/[^/?#]+\/?$/i.test(entry);
  return originOnly ? url.origin : null;
}
