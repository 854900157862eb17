import { paths } from '@/lib/route-paths';
import { lazyWithTimeout } from '@/ui/error-boundary';
import type { PageRoute } from './page-route';

/**
 * The sandbox's stand-ins for the exchange's own post-login pages (the account, downloads,
 * verification, security and the mini app's task page), so a sign-in in the sandbox lands on a
 * page that shows the session. Only sandbox builds call this (`__SANDBOX_STAND_INS__`); in
 * testnet and production these paths are the exchange's and a sign-in leaves the app for them
 * (docs/release.md, "What a release leaves out"), so neither the routes nor the page's chunk
 * are in those bundles.
 */
export function createStandIns() {
  const AccountPage = lazyWithTimeout(() => import('@/flows/account/account-page'), 'account-page');
  const routes: readonly PageRoute[] = [
    [paths.dashboard, 'account', AccountPage],
    [paths.download, 'account', AccountPage],
    [paths.miniAppTask, 'account', AccountPage],
    [`${paths.accountAuth}/*`, 'account', AccountPage],
    [paths.security, 'account', AccountPage],
    [paths.accountInfo, 'account', AccountPage],
  ];
  return { AccountPage, routes };
}
