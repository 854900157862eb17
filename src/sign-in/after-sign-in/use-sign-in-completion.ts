import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@/api/api-client-context';
import { profileQueryOptions } from '@/api/endpoints/profile';
import { guideRedirectPath } from '@/lib/post-login-destination';
import { useCatalogueDialog } from '@/sign-in/contracts/catalogue-dialogs';
import type { SignInCompletion } from './finish-sign-in';
import { leavePage } from './leave-page';
import type { SiteJumpContext } from './site-jump';
import { useDestinationInput } from './use-destination-input';
import { useResidenceConfirmation } from './use-residence-confirmation';
import { useSiteJump } from './use-site-jump';

/** The redirect rules (redirect safety and the landing table) are read once, at the end. */
const loadDestination = () => import('./destination');

/**
 * The real dependencies of `finishSignIn`, for every flow that signs a visitor in (password,
 * two-factor, risk step, QR, third party). `context` is the page or mode the sign-in happens in,
 * for the site-jump rule.
 */
export function useSignInCompletion(context: SiteJumpContext): SignInCompletion {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const openCatalogueDialog = useCatalogueDialog();
  const { i18n } = useTranslation();
  const destinationInput = useDestinationInput();
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
    openCatalogueDialog,
    offerSiteJump,
    confirmResidence,
    destination: async (result) =>
      (await loadDestination()).signInDestination(destinationInput(), result),
    guideDestination: (guideType) => guideRedirectPath(guideType, i18n.language),
    goTo: leavePage,
  };
}
