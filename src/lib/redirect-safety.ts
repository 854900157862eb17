/**
 * Decides whether a redirect target taken from the URL (redirect_url and friends) may be
 * followed after login or registration. The target comes from whoever built the link, so it is
 * treated as hostile: only our own origin, the product's own domains (https) and whitelisted
 * origins pass, and targets that would land the visitor back on a sign-in screen are blanked so
 * a successful login never loops.
 */

export interface RedirectContext {
  /** The page's own origin, e.g. `location.origin`. */
  readonly origin: string;
  /**
   * The product's own domains (every edition's hosts, from the manifests); a subdomain of a
   * listed domain is accepted too. An entry with a port matches that port only.
   */
  readonly ownHosts: readonly string[];
  /** Further full origins (scheme, host, port) that may be redirected to. */
  readonly whitelistOrigins?: readonly string[];
}

/** Paths that must never be a post-login destination; `prefix` also blanks longer names (`/oauth-login`, `/invite-friends`). */
const BLANKED_PATHS: readonly { readonly path: string; readonly match: 'segment' | 'prefix' }[] = [
  { path: '/login', match: 'segment' },
  { path: '/register', match: 'segment' },
  { path: '/sign-up', match: 'segment' },
  { path: '/third-party', match: 'segment' },
  { path: '/invite', match: 'prefix' },
  { path: '/oauth', match: 'prefix' },
  { path: '/app/user/retrieve', match: 'segment' },
  { path: '/app/user/auto-ban-account', match: 'segment' },
  { path: '/app/user/sub-account-login', match: 'segment' },
];

/** A first path segment that is a locale: en, tr, nl-NL, tr-TUR, es-419 ... */
const LOCALE_SEGMENT = /^[a-z]{2}(?:-[a-z0-9]{2,4})?$/i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
// Whitespace, control and invisible format characters (zero-width, bidi overrides) are either
// silently dropped by the URL parser (`java\tscript:`) or make a target look like something it
// is not; backslashes are read as slashes by browsers (`/\evil.com` is `//evil.com`).
const UNSAFE_CHARACTER = /[\s\p{Cc}\p{Cf}\\]/u;

/** A host name as the URL parser leaves it: lower-case letters (punycode), digits, hyphens. */
const DNS_HOST_NAME = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/;

/** A parsed path whose decoded form starts with two slashes (or a slash and a backslash). */
const ENCODED_HOST_START = /^\/(?:%2f|%5c)/i;

/** The Netherlands pages moved; a target under /nl-NL is sent to the same page under /en. */
const REWRITTEN_LOCALE = { from: 'nl-nl', to: 'en' } as const;

export function safeRedirectTarget(
  target: string | null | undefined,
  context: RedirectContext,
): string | null {
  if (typeof target !== 'string' || target === '' || UNSAFE_CHARACTER.test(target)) return null;

  const hasScheme = SCHEME.test(target);
  // Only `http(s)://host`: the scheme-relative spellings (`https:evil.com`, `https:/evil.com`)
  // resolve differently depending on the page's own scheme.
  if (hasScheme && !/^https?:\/\//i.test(target)) return null;
  const isRelative = !hasScheme && !target.startsWith('//');
  const candidate = hasScheme || target.startsWith('/') ? target : `/${target}`;

  const pageOrigin = originOf(context.origin);
  if (!pageOrigin) return null;
  let url: URL;
  try {
    url = new URL(candidate, pageOrigin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username !== '' || url.password !== '') return null;
  if (!isAllowedOrigin(url, pageOrigin, context)) return null;

  const path = normalisedPathForMatching(url.pathname);
  if (path === null || isBlankedPath(path)) return null;
  // `/%2F%2Fevil.com` is harmless to the browser, but a server that decodes the path before
  // redirecting would send the visitor to //evil.com.
  if (ENCODED_HOST_START.test(url.pathname)) return null;

  rewriteLocalePrefix(url);
  if (!isRelative) return url.href;
  const relative = `${url.pathname}${url.search}${url.hash}`;
  // `/.//evil.com` resolves to the path `//evil.com`, which a browser reads as another host.
  return relative.startsWith('//') ? null : relative;
}

function isAllowedOrigin(url: URL, pageOrigin: string, context: RedirectContext): boolean {
  if (url.origin === pageOrigin) return true;
  if ((context.whitelistOrigins ?? []).some((origin) => originOf(origin) === url.origin))
    return true;
  // Never from an https page to plain http; an http page (local sandbox hosts) may go to http.
  const downgrade = url.protocol === 'http:' && pageOrigin.startsWith('https:');
  return !downgrade && isOwnHost(url, context.ownHosts);
}

/**
 * Label-wise suffix match of the parsed host against each entry, itself read by the URL parser
 * (so Unicode entries compare in their punycode form and `own.example.evil.net` or
 * `evilown.example` never match `own.example`).
 */
function isOwnHost(url: URL, ownHosts: readonly string[]): boolean {
  const host = withoutTrailingDot(url.hostname);
  // The parser lets `;`, `$`, `!` ... through in a host, where a naive reader would end it
  // (`evil.com;www.own.example`); real host names are letters, digits, hyphens and dots.
  if (!DNS_HOST_NAME.test(host)) return false;
  return ownHosts.some((entry) => {
    const own = parseHostEntry(entry);
    if (!own) return false;
    if (own.port !== '' && own.port !== url.port) return false;
    return host === own.hostname || host.endsWith(`.${own.hostname}`);
  });
}

function parseHostEntry(entry: string): { hostname: string; port: string } | null {
  const trimmed = entry.trim().replace(/^\./, '');
  if (trimmed === '') return null;
  try {
    const parsed = new URL(`https://${trimmed}`);
    // Anything beyond a host and port (a path, userinfo, a query) makes the entry meaningless.
    const hostOnly =
      parsed.username === '' &&
      parsed.password === '' &&
      parsed.pathname === '/' &&
      parsed.search === '' &&
      parsed.hash === '';
    return hostOnly ? { hostname: withoutTrailingDot(parsed.hostname), port: parsed.port } : null;
  } catch {
    return null;
  }
}

function withoutTrailingDot(hostname: string): string {
  return hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
}

/**
 * The path as a server would route it: percent-decoded, repeated slashes collapsed, dot segments
 * resolved, lower case. Returns null for malformed percent-encoding.
 */
function normalisedPathForMatching(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const collapsed = decoded.replace(/[\\/]+/g, '/');
  // Re-resolving catches dot segments that were percent-encoded; a decoded `?` or `#` cuts the
  // path there, which only ever blanks more.
  return new URL(collapsed, 'http://path.invalid').pathname.toLowerCase();
}

function isBlankedPath(path: string): boolean {
  const segments = path.split('/');
  const first = segments[1] ?? '';
  const withoutLocale = LOCALE_SEGMENT.test(first) ? `/${segments.slice(2).join('/')}` : null;
  return [path, withoutLocale].some(
    (candidate) =>
      candidate !== null &&
      BLANKED_PATHS.some(({ path: blanked, match }) =>
        match === 'prefix'
          ? candidate.startsWith(blanked)
          : candidate === blanked || candidate.startsWith(`${blanked}/`),
      ),
  );
}

function rewriteLocalePrefix(url: URL): void {
  const [, first = '', ...rest] = url.pathname.split('/');
  if (first.toLowerCase() !== REWRITTEN_LOCALE.from) return;
  url.pathname = ['', REWRITTEN_LOCALE.to, ...rest].join('/');
}

function originOf(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}
