import { useLocation } from 'react-router-dom';
import { useApiClient } from '@/sign-in/contracts/api-client';
import { login, type LoginInput } from '@/api/endpoints/login';
import { useMiniApp } from '@/sign-in/contracts/mini-app';
import { useVerification } from '@/sign-in/contracts/verification';
import { useEdition } from '@/editions/edition-context';
import type { LoginOutcome } from './login-outcome';
import { useLoginScreen } from '../screen/login-screen-context';
import { OVER_LIMIT_CODE } from './login-codes';
import { retrievePath } from '../screen/retrieve-path';
import { useBanFlow } from '../ban/use-ban-flow';
import { useFeatureHooks } from '@/editions/slot';
import { API_PATHS } from '@/api/paths';
import { loadForAction } from '@/sign-in/load-for-action';
import { useSignInEnvironment } from '@/sign-in/after-sign-in/use-sign-in-environment';
import type { CaptchaSceneName } from '@/sign-in/contracts/verification';

/**
 * The submit pipeline (captcha, 2FA, risk, bans, the after-sign-in steps) is needed on the
 * first submit only: it loads then, or earlier when the page prefetches it (loginPrefetch).
 */
export const loadSubmitLogin = () => import('./submit-pipeline');

/** Outcomes after which this page is being left: the panel stays up until it is. */
const LEAVING: readonly LoginOutcome['kind'][] = ['success', 'retrieve', 'siteJump'];

/** Wires the password login flow to this screen: API, captcha, dialogs, panels, destination. */
export function usePasswordLogin(): (input: LoginInput) => Promise<LoginOutcome> {
  const client = useApiClient();
  const verification = useVerification();
  const { manifest } = useEdition();
  const screen = useLoginScreen();
  const signInEnvironment = useSignInEnvironment();
  const runBanFlow = useBanFlow();
  const sceneHooks = useFeatureHooks('loginCaptchaScene');
  const { search } = useLocation();
  const { twoFactor, tradingPassword, options } = screen;
  const loginPath =
    API_PATHS[manifest.login.endpoint === 'compliance' ? 'loginCompliance' : 'login'];

  const miniApp = useMiniApp();

  return async (typed) => {
    const { submitPasswordLogin, signInCompletion, withPageFields } = await loadForAction(
      loadSubmitLogin,
      signInEnvironment.i18n,
    );
    const input = withPageFields(typed, miniApp, search);
    const completion = signInCompletion(signInEnvironment, screen.siteJumpContext);
    const outcome = await submitPasswordLogin(
      {
        ...completion,
        // The catalogue's dialogs name the call they answer.
        openCatalogueDialog: (name, data) =>
          completion.openCatalogueDialog(name, { ...data, path: loginPath }),
        captchaScene: loginCaptchaScene(sceneHooks, search, manifest.captcha.scenes),
        retrievePath: retrievePath(options.oauth),
        runCaptcha: verification.runCaptcha,
        runRiskStep: verification.runRiskStep,
        callLogin: (request) =>
          login(client, { ...request, subAccount: screen.subAccount }, manifest.login.endpoint),
        askTwoFactorCode: twoFactor.ask,
        changeTradingPassword: tradingPassword.ask,
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
    if (!LEAVING.includes(outcome.kind)) {
      twoFactor.end();
      tradingPassword.close();
    }
    // Haptics on results only (docs/mini-app.md); a visitor's own cancel is not a result.
    if (outcome.kind === 'success') miniApp?.notify('success');
    else if (ERROR_RESULTS.includes(outcome.kind)) miniApp?.notify('error');
    return outcome;
  };
}

const ERROR_RESULTS: readonly LoginOutcome['kind'][] = [
  'wrongPassword',
  'overLimit',
  'banned',
  'refused',
  'failed',
];

/** An enabled feature may choose the scene from the query; only a configured scene counts. */
function loginCaptchaScene(
  hooks: readonly ((query: URLSearchParams) => CaptchaSceneName | undefined)[],
  search: string,
  configured: Partial<Record<CaptchaSceneName, unknown>>,
): CaptchaSceneName {
  const query = new URLSearchParams(search);
  const chosen = hooks.map((hook) => hook(query)).find((scene) => scene && configured[scene]);
  return chosen ?? 'login';
}
