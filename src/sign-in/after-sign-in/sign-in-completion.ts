import { loginEntryConfigQueryOptions } from '@/api/endpoints/login-entry-config';
import { guideRedirectPath } from '@/lib/post-login-destination';
import {
  confirmResidence,
  destinationAfterSignIn,
  fetchFreshProfile,
  offerSiteJump,
} from './after-sign-in-steps';
import type { SignInCompletion } from './finish-sign-in';
import { markGrayRelease } from './gray-release-flag';
import { goToDestination } from './go-to-destination';
import type { SignInEnvironment } from './sign-in-environment';
import type { SiteJumpContext } from './site-jump';

/**
 * The real dependencies of `finishSignIn` on this page, for every flow that signs a visitor in
 * (password, two-factor, risk step, QR, third party). `context` is the page or mode the sign-in
 * happens in, for the site-jump rule.
 */
export function signInCompletion(
  env: SignInEnvironment,
  context: SiteJumpContext,
): SignInCompletion {
  const { miniApp } = env;
  // The Chinese site's hosts for the destination (zh-hostnames.ts): asked for now, with the
  // code that signs the visitor in, so the answer is there when the sign-in ends; the login
  // form's first load carries neither the call nor its code. Asked once per page.
  void env
    .loadQueryClient()
    .then((queryClient) => queryClient.prefetchQuery(loginEntryConfigQueryOptions(env.client)));
  return {
    fetchProfile: () => fetchFreshProfile(env),
    markGrayRelease: async (userId) =>
      markGrayRelease({ client: env.client, queryClient: await env.loadQueryClient() }, userId),
    openCatalogueDialog: env.openCatalogueDialog,
    offerSiteJump: (kycCountry) => offerSiteJump(env, context, kycCountry),
    confirmResidence: () => confirmResidence(env),
    destination: (result) => destinationAfterSignIn(env, result),
    guideDestination: (guideType) => guideRedirectPath(guideType, env.language()),
    goTo: (path) => goToDestination(path, env.navigate),
    afterSignedIn: miniApp
      ? async () => {
          const { afterMiniAppSignIn } = await import('@/sign-in/chat-link/after-mini-app-sign-in');
          await afterMiniAppSignIn(env, miniApp);
        }
      : undefined,
    hostCallback: env.widget
      ? (result) =>
          env.widget?.signedIn({
            result,
            isNewUser: false,
            method: 'login',
          })
      : undefined,
  };
}
