/**
 * The address of another edition's site, for the site jump and the residence confirmation.
 * Edition ids are the site codes in lower case (EU → eu, global → global), and the build gives
 * every edition's hosts for the environment it was built for.
 */
/** The edition serving a site code. */
export function editionOfSiteCode(siteCode: string): string {
  return siteCode.toLowerCase();
}

export function siteUrl(
  siteCode: string,
  editionHosts: Readonly<Record<string, readonly string[]>>,
  location: Pick<Location, 'protocol' | 'hostname' | 'port'>,
  path = '/',
): string | null {
  const hosts = editionHosts[editionOfSiteCode(siteCode)];
  if (!hosts || hosts.length === 0) return null;
  const local = location.hostname === 'localhost' || location.hostname.endsWith('.localhost');
  // Sandbox editions live on <id>.localhost of one preview server and share its port.
  const host = (local && hosts.find((h) => h.endsWith('.localhost'))) || hosts[0]!;
  const port = host.endsWith('localhost') && location.port ? `:${location.port}` : '';
  return `${location.protocol}//${host}${port}${path}`;
}
