/** Route paths, defined once. Every route also accepts a locale prefix (`/tr/login`). */
export const paths = {
  login: '/login',
  register: '/register',
  signUp: '/sign-up',
  invite: '/invite',
  dashboard: '/dashboard',
  retrieve: '/app/user/retrieve',
  subAccountLogin: '/app/user/sub-account-login',
} as const;

/** Prefixes a path with the locale segment the visitor arrived with (none stays none). */
export function localePath(prefix: string | undefined, path: string): string {
  return prefix ? `/${prefix}${path}` : path;
}
