import type { SignInCompletion } from './finish-sign-in';
import { signInCompletion } from './sign-in-completion';
import type { SiteJumpContext } from './site-jump';
import { useSignInEnvironment } from './use-sign-in-environment';

/**
 * `signInCompletion` for this page. It brings the after-sign-in steps with it, so screens whose
 * first load is budgeted (the login form) use `useSignInEnvironment` and build the completion in
 * the code they load on submit; lazy panels (QR, third party) use this hook.
 */
export function useSignInCompletion(context: SiteJumpContext): SignInCompletion {
  return signInCompletion(useSignInEnvironment(), context);
}
