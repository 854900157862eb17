/**
 * Origin patterns: who may embed the widget (docs/embedding.md, "Allowed hosts"). A pattern is a
 * CSP host-source limited to what an origin is — `scheme://host[:port]` where the host may start
 * with `*.` (any subdomain, not the bare domain) and the port may be `*` (any port). The same
 * pattern is the `frame-ancestors` source the server sends, the check the widget frame makes
 * before it talks to its parent, and the check the loader makes before it creates the frame, so
 * the three can never disagree.
 */

const PATTERN =
  /^(https?):\/\/(\*\.)?((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?|\[[0-9a-f:.]+\])(?::(\d{1,5}|\*))?$/;

/** Hosts that are the visitor's own machine: plain http is acceptable there and nowhere else. */
const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\]|(?:.+\.)?localhost)$/;

export interface ParsedOriginPattern {
  readonly scheme: 'http' | 'https';
  readonly anySubdomain: boolean;
  readonly host: string;
  /** A port number as text, `*`, or undefined for the scheme's default port. */
  readonly port: string | undefined;
}

export function parseOriginPattern(pattern: string): ParsedOriginPattern | undefined {
  const match = PATTERN.exec(pattern);
  if (!match) return undefined;
  const port = match[4];
  if (port !== undefined && port !== '*' && Number(port) > 65535) return undefined;
  return {
    scheme: match[1] as 'http' | 'https',
    anySubdomain: match[2] !== undefined,
    host: match[3]!,
    port,
  };
}

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK.test(host.toLowerCase());
}

/**
 * Why a pattern cannot be used, or undefined when it can. `allowLoopback` is false for the
 * testnet and production settings: a partner's page is never on the visitor's own machine.
 */
export function originPatternProblem(pattern: string, allowLoopback: boolean): string | undefined {
  const parsed = parseOriginPattern(pattern);
  if (!parsed) {
    return 'must be scheme://host[:port] in lower case (http or https; a leading "*." and a port of "*" are allowed; no path, query or trailing slash)';
  }
  const loopback = isLoopbackHost(parsed.host);
  if (loopback && !allowLoopback) return 'a loopback host is allowed in the sandbox only';
  if (parsed.scheme === 'http' && !loopback)
    return 'must use https (plain http only for loopback hosts)';
  if (parsed.anySubdomain && !parsed.host.includes('.') && !loopback) {
    return 'a "*." wildcard must stand before a registrable domain, not a top-level domain';
  }
  return undefined;
}

function defaultPort(scheme: string): string {
  return scheme === 'https:' ? '443' : '80';
}

/** Whether an origin (`location.origin` of a page) matches a pattern. */
export function originMatches(origin: string, pattern: string): boolean {
  const parsed = parseOriginPattern(pattern);
  if (!parsed) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin || url.protocol !== `${parsed.scheme}:`) return false;
  const host = url.hostname;
  const hostMatches = parsed.anySubdomain ? host.endsWith(`.${parsed.host}`) : host === parsed.host;
  if (!hostMatches) return false;
  const port = url.port || defaultPort(url.protocol);
  if (parsed.port === '*') return true;
  return port === (parsed.port ?? defaultPort(url.protocol));
}

export function originAllowed(origin: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => originMatches(origin, pattern));
}
