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
  return isOAuthReturnPath(pathname) ? <OAuthEntryPage /> : <OAuthConsentPage />;
}
