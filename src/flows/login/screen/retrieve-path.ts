/** The forgotten-password page (docs/login.md, "What the URL switches"). */
import { paths } from '@/lib/route-paths';
export const RETRIEVE_PATH = paths.retrieve;

/**
 * The retrieve page, with from=oauth appended in an OAuth flow (docs/login.md, "What the URL
 * switches"). The OAuth login's own query follows as it arrived, so the retrieve page can lead
 * back to the same OAuth request (docs/retrieve.md, "Routes"); it is not decoded here, to keep
 * the OAuth query handling out of the login's first load.
 */
export function retrievePath(oauth: boolean, search = ''): string {
  if (!oauth) return RETRIEVE_PATH;
  const rest = search
    .replace(/^\?/, '')
    .split('&')
    .filter((segment) => segment !== '' && !segment.startsWith('from='));
  return [`${RETRIEVE_PATH}?from=oauth`, ...rest].join('&');
}
