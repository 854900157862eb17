/**
 * First-party cookies shared with the rest of the exchange's web app (device id, language,
 * self-unbind token). Every cookie is written for the whole site (path=/), SameSite=Lax so it
 * survives top-level navigations from the exchange's other pages, and Secure whenever the page
 * itself is served over https (a Secure cookie set on http would be dropped by the browser).
 */

const MS_PER_DAY = 86_400_000;

export interface CookieWriteOptions {
  /** Lifetime in days; omitted means a session cookie. */
  readonly maxAgeDays?: number;
  /** Defaults to the current page's protocol being https. */
  readonly secure?: boolean;
}

/** Builds the `document.cookie` assignment; pure so the attributes can be asserted in tests. */
export function serializeCookie(
  name: string,
  value: string,
  options: CookieWriteOptions & { readonly secure: boolean },
): string {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, 'path=/'];
  if (options.maxAgeDays !== undefined) {
    const seconds = Math.round((options.maxAgeDays * MS_PER_DAY) / 1000);
    parts.push(`max-age=${seconds}`);
  }
  parts.push('SameSite=Lax');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Finds one cookie in a `document.cookie` string; the value is URI-decoded when possible. */
export function parseCookie(cookieHeader: string, name: string): string | null {
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    const key = pair.slice(0, separator).trim();
    if (safeDecode(key) !== name) continue;
    return safeDecode(pair.slice(separator + 1).trim());
  }
  return null;
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return parseCookie(document.cookie, name);
}

export function writeCookie(name: string, value: string, options: CookieWriteOptions = {}): void {
  if (typeof document === 'undefined') return;
  const secure = options.secure ?? isHttpsPage();
  document.cookie = serializeCookie(name, value, { ...options, secure });
}

export function deleteCookie(name: string): void {
  writeCookie(name, '', { maxAgeDays: 0 });
}

function isHttpsPage(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

// A cookie written by another page may not be valid percent-encoding; keep it as it is.
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
