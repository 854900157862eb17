/** The forgotten-password page (docs/login.md, "What the URL switches"). */
import { paths } from '@/lib/route-paths';
export const RETRIEVE_PATH = paths.retrieve;

/**
 * The retrieve page, with from=oauth appended in an OAuth flow
 * (docs/login.md, "What the URL switches").
 */
export function retrievePath(oauth: boolean): string {
  return oauth ? `${RETRIEVE_PATH}?from=oauth` : RETRIEVE_PATH;
}
