/**
 * Domains that never reach a real visitor (RFC 2606, RFC 6761, RFC 8375 and the "internal"
 * top-level domain): a release naming one was built with demo or local values
 * (docs/release.md, "Deployment settings").
 */
const RESERVED_SUFFIXES = [
  'example',
  'test',
  'invalid',
  'localhost',
  'local',
  'internal',
  'home.arpa',
  'example.com',
  'example.net',
  'example.org',
] as const;

/** The reserved domain a host lies on, or null for a public host name. */
export function reservedDomainOf(host: string): string | null {
  const name = host.toLowerCase().replace(/\.$/, '').split(':')[0]!;
  if (/^\d{1,3}(?:\.\d{1,3}){3}$/.test(name) || name.includes('[')) return name;
  return RESERVED_SUFFIXES.find((suffix) => name === suffix || name.endsWith(`.${suffix}`)) ?? null;
}
