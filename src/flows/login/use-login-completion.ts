import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useApiClient } from '@/api/api-client-context';
import { profileQueryOptions } from '@/api/endpoints/profile';
import { API_PATHS } from '@/api/paths';
import { useCatalogueDialog } from '@/sign-in/contracts/catalogue-dialogs';
import { useEdition } from '@/editions/edition-context';
import { guideRedirectPath } from '@/lib/post-login-destination';
import type { LoginCompletionDeps } from './finish-login';
import { isInChatApp } from './login-screen-options';
import type { SiteJumpContext } from './site-jump';
import { useResidenceConfirmation } from './use-residence-confirmation';
import { useSiteJump } from './use-site-jump';
import { leavePage } from './leave-page';

/** The redirect rules (redirect-safety.ts and the landing table) are read once, at the end. */
const loadLoginDestination = () => import('./login-destination');

/** Every way of logging in (password, two-factor, risk, QR) ends through these. */
export function useLoginCompletion(context: SiteJumpContext): LoginCompletionDeps {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const openCatalogueDialog = useCatalogueDialog();
  const { manifest, editionHosts } = useEdition();
  const { i18n } = useTranslation();
  const location = useLocation();
  const offerSiteJump = useSiteJump(context);
  const confirmResidence = useResidenceConfirmation();
  return {
    fetchProfile: async () => {
      // A new session: whatever profile was cached belongs to nobody now.
      queryClient.removeQueries({ queryKey: profileQueryOptions(client).queryKey });
      const profile = await queryClient
        .fetchQuery(profileQueryOptions(client))
        .catch(() => undefined);
      return profile ? { id: String(profile.id) } : undefined;
    },
    openCatalogueDialog: (name, data) =>
      openCatalogueDialog(name, {
        ...data,
        path: API_PATHS[manifest.login.endpoint === 'compliance' ? 'loginCompliance' : 'login'],
      }),
    offerSiteJump,
    confirmResidence,
    destination: async (result) =>
      (await loadLoginDestination()).loginDestination(
        {
          search: location.search,
          origin: window.location.origin,
          hostname: window.location.hostname,
          ownHosts: Object.values(editionHosts).flat(),
          language: i18n.language,
          downloadsAllowed: manifest.downloadsAllowed,
          isMobile: window.matchMedia?.('(pointer: coarse)').matches ?? false,
          inChatApp: isInChatApp(navigator.userAgent, hasChatWebApp()),
          siteCode: manifest.siteCode,
          landsOnSiteHome: manifest.login.landing === 'site-home',
          // A login is never a new user's first visit; registration passes true.
          isNewUser: false,
        },
        result,
      ),
    guideDestination: (guideType) => guideRedirectPath(guideType, i18n.language),
    goTo: (path) => leavePage(path),
  };
}

export function hasChatWebApp(): boolean {
  const chat = (window as { Telegram?: { WebApp?: { initData?: string } } }).Telegram;
  return Boolean(chat?.WebApp?.initData);
}
