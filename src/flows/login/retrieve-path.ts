/** The forgotten-password page (login-and-shared.md §2). */
export const RETRIEVE_PATH = '/app/user/retrieve';

/** The retrieve page, with from=oauth appended in an OAuth flow (spec §2). */
export function retrievePath(oauth: boolean): string {
  return oauth ? `${RETRIEVE_PATH}?from=oauth` : RETRIEVE_PATH;
}
