import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useApiClient } from '@/api/api-client-context';
import { useSession } from '@/api/session-context';
import { useEdition } from '@/editions/edition-context';
import { guideRedirectPath } from '@/lib/post-login-destination';
import { useCatalogueDialog } from '@/sign-in/contracts/catalogue-dialogs';
import { useTracking } from '@/sign-in/contracts/tracking';
import { useDialogs } from '@/ui/dialog-service';
import type { SignInCompletion } from './finish-sign-in';
import { leavePage } from './leave-page';
import type { SignInEnvironment } from './sign-in-environment';
import type { SiteJumpContext } from './site-jump';

/** The steps' code is needed once a sign-in ends, not to show and type into the form. */
export const loadAfterSignInSteps = () => import('./after-sign-in-steps');

/**
 * The real dependencies of `finishSignIn`, for every flow that signs a visitor in (password,
 * two-factor, risk step, QR, third party). `context` is the page or mode the sign-in happens in,
 * for the site-jump rule.
 */
export function useSignInCompletion(context: SiteJumpContext): SignInCompletion {
  const { i18n } = useTranslation();
  const env: SignInEnvironment = {
    client: useApiClient(),
    queryClient: useQueryClient(),
    openCatalogueDialog: useCatalogueDialog(),
    dialogs: useDialogs(),
    tokens: useSession(),
    track: useTracking().track,
    edition: useEdition(),
    language: () => i18n.language,
    search: useLocation().search,
  };
  return {
    fetchProfile: async () => (await loadAfterSignInSteps()).fetchFreshProfile(env),
    openCatalogueDialog: env.openCatalogueDialog,
    offerSiteJump: async (kycCountry) =>
      (await loadAfterSignInSteps()).offerSiteJump(env, context, kycCountry),
    confirmResidence: async () => (await loadAfterSignInSteps()).confirmResidence(env),
    destination: async (result) =>
      (await loadAfterSignInSteps()).destinationAfterSignIn(env, result),
    guideDestination: (guideType) => guideRedirectPath(guideType, i18n.language),
    goTo: leavePage,
  };
}
