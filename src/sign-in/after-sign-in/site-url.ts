/**
 * The address of a page on another edition's site, for the site jump, the residence
 * confirmation and the catalogue's site-switch dialogs. The host is the edition's first host of
 * the environment the bundle was built for; local sandbox editions live on `<id>.localhost` of
 * one preview server and share its port (docs/sandbox.md).
 */
import type { EditionSite } from '@/editions/edition-site';

export function siteUrl(
  site: Pick<EditionSite, 'hosts'> | undefined,
  location: Pick<Location, 'protocol' | 'hostname' | 'port'>,
  path = '/',
): string | null {
  const hosts = site?.hosts ?? [];
  if (hosts.length === 0) return null;
  const local = location.hostname === 'localhost' || location.hostname.endsWith('.localhost');
  const host = (local && hosts.find((h) => h.endsWith('.localhost'))) || hosts[0]!;
  const port = host.endsWith('localhost') && location.port ? `:${location.port}` : '';
  return `${location.protocol}//${host}${port}${path}`;
}
