import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@/api/api-client-context';
import { profileQueryOptions } from '@/api/endpoints/profile';
import { useCatalogueDialog } from '@/sign-in/contracts/catalogue-dialogs';
import { useTracking } from '@/sign-in/contracts/tracking';
import { useVerification } from '@/sign-in/contracts/verification';
import { useEdition } from '@/editions/edition-context';
import { localStore } from '@/lib/storage';
import { toaster } from '@/ui/toaster';
import { currentBrowserTraits } from './chat-app-browser';
import { navigateTo } from './page-navigation';
import { isRegistrationIpBanned } from './register-permission-check';
import { currentPageFacts, thirdPartyRequestContext } from './request-context';
import {
  runThirdPartyFlow,
  type ThirdPartyCredential,
  type ThirdPartyFlowDeps,
  type ThirdPartyOutcome,
} from './run-third-party-flow';
import { registerSuccessDestination } from './third-party-destination';
import { callThirdPartyLogin } from './third-party-login-call';
import { forcedJumpTarget } from './third-party-site-jump';

/** Where register success keeps the new user's id (registration.md §4 'Third-party flow'). */
export const NEW_USER_ID_KEY = 'newUserId';
/** Tracked when a site jump is due and the compliance wall cannot be shown (spec §4). */
export const COMPLIANCE_WALL_UNAVAILABLE = 'ComplianceWallLoadFailed';

type Track = (event: string, data?: Readonly<Record<string, unknown>>) => void;
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
 * toasts, tracking and navigation. One sign-in at a time: a credential arriving while one runs
 * (a second click, One Tap) is ignored.
 */
export function useThirdPartyFlow(
  intent: 'login' | 'register',
  referralCode: string | undefined,
): (credential: ThirdPartyCredential) => Promise<ThirdPartyOutcome | undefined> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const verification = useVerification();
  const openDialog = useCatalogueDialog();
  const track = useTrack();
  const { t, i18n } = useTranslation(['thirdParty', 'errors']);
  const { manifest, editionHosts } = useEdition();
  const running = useRef(false);

  const deps: ThirdPartyFlowDeps = {
    intent,
    isIpBanned: () => isRegistrationIpBanned(client),
    showSecurityNotice: (type) => verification.showSecurityNotice(type),
    runCaptcha: (loginName) =>
      verification.runCaptcha({ scene: 'thirdParty', ...(loginName ? { loginName } : {}) }),
    requestContext: () => thirdPartyRequestContext(intent, referralCode, currentPageFacts()),
    callThirdParty: (input) => callThirdPartyLogin(client, input),
    runRiskStep: (request) => verification.runRiskStep(request),
    siteJump: async (result) => {
      const target = forcedJumpTarget(manifest.siteCode, result.country);
      // The compliance wall belongs to the login screens; here the spec's fallback applies.
      if (target) track(COMPLIANCE_WALL_UNAVAILABLE, { targetSite: target });
      return 'stay';
    },
    openDialog: (name, data) => openDialog(name, data),
    toast: (message, durationMs) =>
      toaster.create({ type: 'error', description: message, duration: durationMs }),
    messages: {
      defaultError: t('errors:unknown'),
      chineseEmail: t('thirdParty:chineseEmailGoogleRegisterErr'),
    },
    storeUserId: (id) => void localStore.set(NEW_USER_ID_KEY, id),
    fetchProfile: async () => {
      // Fresh: a profile cached before this sign-in belongs to no one now.
      const profile = await queryClient
        .fetchQuery({ ...profileQueryOptions(client), staleTime: 0 })
        .catch(() => undefined);
      return profile ? { id: String(profile.id) } : undefined;
    },
    registerDestination: () =>
      registerSuccessDestination({
        search: window.location.search,
        origin: window.location.origin,
        ownHosts: Object.values(editionHosts).flat(),
        language: i18n.language,
        downloadsAllowed: manifest.downloadsAllowed,
        isMobile: window.matchMedia?.('(pointer: coarse)').matches ?? false,
        // The chat-app landing is for the mini app, not for pages opened in its browser.
        inChatApp: currentBrowserTraits().miniAppInitData !== '',
        landsOnSiteHome: manifest.login.landing === 'site-home',
      }),
    goTo: navigateTo,
    track,
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
