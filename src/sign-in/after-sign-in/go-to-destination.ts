import { isOAuthReturnPath } from '@/sign-in/oauth/oauth-sign-in-path';
import { leavePage } from './leave-page';

/**
 * Goes where a sign-in ends. Destinations are the exchange's pages, outside this app: a full
 * navigation (`leave`). The OAuth return (`/{lang}/oauth?…`) is this app's own route and is
 * reached without reloading, so a sign-in inside a third-party frame, whose storage the browser
 * may refuse, keeps its session in memory (docs/oauth.md, "Iframe mode").
 */
export function goToDestination(
  path: string,
  navigate: ((path: string) => void) | undefined,
  leave: (path: string) => void = leavePage,
): void {
  if (navigate && isOAuthReturnPath(path)) navigate(path);
  else leave(path);
}
