import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { isOAuthReturnPath } from '@/sign-in/oauth/oauth-sign-in-path';
import OAuthConsentPage from './oauth-consent-page';
import OAuthEntryPage from './oauth-entry-page';

/**
 * The OAuth pages as one lazy route (docs/oauth.md, "Routes"): `/oauth` is the entry, the other
 * paths (`/oauth-authorized`, `/authorized`) the consent screen. One lazy import costs the app's
 * first load less than one per page (it lists each import's chunks).
 */
export default function OAuthPage() {
  const { pathname } = useLocation();
  // The OAuth strings are not part of the first load (src/app/i18n/namespaces.ts): the page
  // waits for them (the route's Suspense) rather than show their keys for a moment.
  useTranslation('oauth', { useSuspense: true });
  return isOAuthReturnPath(pathname) ? <OAuthEntryPage /> : <OAuthConsentPage />;
}
