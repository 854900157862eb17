import { useApiClient } from '@/api/api-client-context';
import { login, type LoginInput } from '@/api/endpoints/login';
import { useVerification } from '@/sign-in/contracts/verification';
import { useEdition } from '@/editions/edition-context';
import type { LoginOutcome } from './login-outcome';
import { useLoginScreen } from './login-screen-context';
import { OVER_LIMIT_CODE } from './login-codes';
import { retrievePath } from './retrieve-path';
import { useBanFlow } from './use-ban-flow';
import { useLoginCompletion } from './use-login-completion';

/**
 * The submit pipeline (captcha, 2FA, risk, bans, completion) is needed on the first submit
 * only: it loads then, or earlier when the page prefetches it (loginPrefetch).
 */
export const loadSubmitLogin = () => import('./submit-login');

/** Outcomes after which this page is being left: the panel stays up until it is. */
const LEAVING: readonly LoginOutcome['kind'][] = ['success', 'retrieve', 'siteJump'];

/** Wires the password login flow to this screen: API, captcha, dialogs, panels, destination. */
export function usePasswordLogin(): (input: LoginInput) => Promise<LoginOutcome> {
  const client = useApiClient();
  const verification = useVerification();
  const { manifest } = useEdition();
  const screen = useLoginScreen();
  const completion = useLoginCompletion(screen.siteJumpContext);
  const runBanFlow = useBanFlow();
  const { twoFactor, options } = screen;
  const captchaScene =
    options.turkeyBridgeLogin && manifest.captcha.scenes.turkeyLogin ? 'turkeyLogin' : 'login';

  return async (input) => {
    const { submitPasswordLogin } = await loadSubmitLogin();
    const outcome = await submitPasswordLogin(
      {
        ...completion,
        captchaScene,
        retrievePath: retrievePath(options.oauth),
        runCaptcha: verification.runCaptcha,
        runRiskStep: verification.runRiskStep,
        callLogin: (request) =>
          login(client, { ...request, subAccount: screen.subAccount }, manifest.login.endpoint),
        askTwoFactorCode: twoFactor.ask,
        runBanFlow,
        showOverLimit: async () => {
          await completion.openCatalogueDialog('loginOverLimit', {
            code: OVER_LIMIT_CODE,
            retrieveHref: retrievePath(options.oauth),
          });
        },
      },
      input,
    );
    if (!LEAVING.includes(outcome.kind)) twoFactor.end();
    return outcome;
  };
}
