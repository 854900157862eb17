import { useEdition } from '@/editions/edition-context';

/**
 * The address of a page on another edition's site of the same environment (the HK mismatch
 * pair and the residence dialogs send the visitor there). The host is the edition's first host
 * from the manifests; a local sandbox host has no port of its own and takes the page's.
 */
export function editionSiteUrl(
  editionHosts: Readonly<Record<string, readonly string[]>>,
  editionId: string,
  path: string,
  page: Pick<Location, 'protocol' | 'port'> = window.location,
): string | null {
  const host = editionHosts[editionId]?.[0];
  if (!host) return null;
  const port = host.includes(':') || page.port === '' ? '' : `:${page.port}`;
  return `${page.protocol}//${host}${port}${path}`;
}

export function useEditionSiteUrl(): (editionId: string, path: string) => string | null {
  const { editionHosts } = useEdition();
  return (editionId, path) => editionSiteUrl(editionHosts, editionId, path);
}
