import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@/sign-in/contracts/api-client';
import { callThirdPartyLogin } from '@/api/endpoints/third-party-login';
import { postPartnerRegistration } from '@/api/endpoints/registration';
import { clearReferralCookie } from '@/sign-in/after-sign-in/register-success';
import { localStore } from '@/lib/storage';
import { destinationFor } from '@/sign-in/after-sign-in/destination-input';
import type { SiteJumpContext } from '@/sign-in/after-sign-in/site-jump';
import { useDestinationPage } from '@/sign-in/after-sign-in/use-destination-page';
import { useSignInCompletion } from '@/sign-in/after-sign-in/use-sign-in-completion';
import { useCatalogueDialog } from '@/sign-in/contracts/catalogue-dialogs';
import { useTracking } from '@/sign-in/contracts/tracking';
import { useWidgetHost } from '@/sign-in/contracts/widget-host';
import { useMiniApp } from '@/sign-in/contracts/mini-app';
import { useVerification } from '@/sign-in/contracts/verification';
import { showToast } from '@/ui/show-toast';
import { isRegistrationIpBanned } from './register-permission-check';
import {
  currentPageFacts,
  thirdPartyEventDetail,
  thirdPartyRequestContext,
} from './request-context';
import {
  runThirdPartyFlow,
  type ThirdPartyCredential,
  type ThirdPartyFlowDeps,
  type ThirdPartyOutcome,
} from './run-third-party-flow';
import type { Track } from '@/lib/tracking/tracker';
import { trackWithDetail } from '@/lib/tracking/event-detail';

/** Where register success keeps the new user's id (docs/third-party.md, "The flow"). */
export const NEW_USER_ID_KEY = 'newUserId';

const untracked: Track = () => undefined;

/** Analytics must never stop a sign-in: without a TrackingProvider nothing is tracked. */
function useTrack(): Track {
  try {
    return useTracking().track;
  } catch {
    return untracked;
  }
}

/**
 * Wires the third-party flow to the page: API, verification services, catalogue dialogs,
 * toasts, tracking, and the after-sign-in steps every flow shares (site jump with its
 * compliance wall, residence, profile, destination). One sign-in at a time: a credential
 * arriving while one runs (a second click, One Tap) is ignored.
 */
export function useThirdPartyFlow(
  intent: 'login' | 'register',
  referralCode: string | undefined,
  siteJumpContext: SiteJumpContext = intent,
  partnerChannel?: string | undefined,
): (credential: ThirdPartyCredential) => Promise<ThirdPartyOutcome | undefined> {
  const client = useApiClient();
  const verification = useVerification();
  const openDialog = useCatalogueDialog();
  const track = useTrack();
  const { t } = useTranslation(['thirdParty', 'errors']);
  const completion = useSignInCompletion(siteJumpContext);
  const destinationPage = useDestinationPage();
  const running = useRef(false);
  const widget = useWidgetHost();
  const miniApp = useMiniApp();

  const deps: ThirdPartyFlowDeps = {
    intent,
    isIpBanned: () => isRegistrationIpBanned(client),
    showSecurityNotice: (type) => verification.showSecurityNotice(type),
    runCaptcha: (loginName) =>
      verification.runCaptcha({ scene: 'thirdParty', ...(loginName ? { loginName } : {}) }),
    requestContext: () => thirdPartyRequestContext(intent, referralCode, currentPageFacts()),
    callThirdParty: (input) => callThirdPartyLogin(client, input),
    runRiskStep: (request) => verification.runRiskStep(request),
    siteJump: async (result) =>
      (await completion.offerSiteJump(result.country)) === 'left' ? 'redirected' : 'stay',
    confirmResidence: completion.confirmResidence,
    openDialog: (name, data) => openDialog(name, data),
    toast: (message, durationMs) =>
      showToast({ type: 'error', description: message, duration: durationMs }),
    messages: {
      defaultError: t('errors:unknown'),
      chineseEmail: t('thirdParty:chineseEmailGoogleRegisterErr'),
    },
    storeUserId: (id) => void localStore.set(NEW_USER_ID_KEY, id),
    registerSuccess: {
      clearReferralCookie,
      partnerChannel,
      postPartnerRegistration: (body) => postPartnerRegistration(client, body),
    },
    fetchProfile: completion.fetchProfile,
    markGrayRelease: completion.markGrayRelease,
    registerDestination: () => destinationFor(destinationPage, { isNewUser: true }),
    goTo: completion.goTo,
    afterSignedIn: completion.afterSignedIn,
    loginDestination: miniApp ? () => completion.destination({}) : undefined,
    // In the widget the host receives the result, with 'thirdPartyLogin' (docs/embedding.md).
    loginCallback: widget
      ? (result) =>
          widget.signedIn({
            result,
            isNewUser: false,
            method: 'thirdPartyLogin',
          })
      : undefined,
    registerCallback: widget
      ? (result) =>
          widget.signedIn({
            result,
            isNewUser: true,
            method: 'thirdPartyLogin',
          })
      : undefined,
    // Every third-party event carries the page's event detail as ext_json.
    track: trackWithDetail(track, () => {
      const page = currentPageFacts();
      return thirdPartyEventDetail(thirdPartyRequestContext(intent, referralCode, page), page);
    }),
  };

  return async (credential) => {
    if (running.current) return undefined;
    running.current = true;
    try {
      return await runThirdPartyFlow(deps, credential);
    } finally {
      running.current = false;
    }
  };
}
