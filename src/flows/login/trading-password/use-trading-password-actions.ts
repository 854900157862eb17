import { useMemo } from 'react';
import type { LoginResult } from '@/api/endpoints/login';
import { changeTradingPassword, sendTradingPasswordCode } from '@/api/endpoints/trading-password';
import { API_PATHS } from '@/api/paths';
import type { ApiResult } from '@/api/request';
import { useEdition } from '@/editions/edition-context';
import { useApiClient } from '@/sign-in/contracts/api-client';
import { useCatalogueDialog } from '@/sign-in/contracts/catalogue-dialogs';
import { useVerification, type CaptchaSceneName } from '@/sign-in/contracts/verification';
import { catalogueCallerDialog } from '@/sign-in/refusals/catalogue-refusal';
import type { TradingPasswordRequest } from './use-trading-password-step';

/** The spec's "trading tool" scene (31005 in every manifest, docs/verification.md, "Scenes"). */
export const TRADING_PASSWORD_CAPTCHA_SCENE = 'tradingTool' satisfies CaptchaSceneName;

/** Where the code went, as the send answered it. */
export interface TradingPasswordCodeSent {
  readonly channel: 'email' | 'mobile';
  readonly maskedTarget: string;
}

export interface TradingPasswordValues {
  readonly tradingPassword: string;
  readonly code: string;
  /** Only for an account with Google Authenticator. */
  readonly google2fa?: string | undefined;
}

/**
 * The panel's calls over the app's request wrapper and verification services (docs/login.md,
 * "Trading-password change"). Each resolves with what the panel shows next, or undefined when it
 * did not go through: the captcha was closed or unavailable, or the answer was a refusal, which
 * the catalogue has told (the wrapper's toast, or the dialog the catalogue names for the login).
 */
export function useTradingPasswordActions(request: TradingPasswordRequest) {
  const client = useApiClient();
  const verification = useVerification();
  const openCatalogueDialog = useCatalogueDialog();
  const { environment } = useEdition();

  return useMemo(() => {
    const refused = async (answer: ApiResult<unknown> | undefined, path: string) => {
      if (!answer || answer.retCode === 0) return;
      const dialog = catalogueCallerDialog(answer.retCode, path, 'login');
      if (!dialog) return;
      await openCatalogueDialog(dialog, {
        code: answer.retCode,
        message: answer.retMsg,
        path,
        result: answer.rawResult,
      });
    };
    return {
      /** The captcha on the trading-tool scene, then the code to the e-mail or phone. */
      sendCode: async (): Promise<TradingPasswordCodeSent | undefined> => {
        const captcha = await verification.runCaptcha({
          scene: TRADING_PASSWORD_CAPTCHA_SCENE,
          loginName: request.loginName,
        });
        if (captcha.kind !== 'passed') return undefined;
        const answer = await sendTradingPasswordCode(client, {
          ticket: request.ticket,
          captcha: captcha.fields,
        });
        if (answer?.retCode === 0 && answer.result) {
          return { channel: answer.result.channel, maskedTarget: answer.result.masked_target };
        }
        await refused(answer, API_PATHS.tradingPasswordSendCode);
        return undefined;
      },
      /** The change; its answer is the login result the sign-in finishes with. */
      change: async (values: TradingPasswordValues): Promise<LoginResult | undefined> => {
        const answer = await changeTradingPassword(client, {
          ticket: request.ticket,
          code: values.code,
          google2fa: request.google2faRequired ? values.google2fa : undefined,
          tradingPassword: values.tradingPassword,
          rsaPublicKey: environment.rsaPublicKey,
        });
        if (answer?.retCode === 0) return answer.result ?? {};
        await refused(answer, API_PATHS.tradingPasswordChange);
        return undefined;
      },
    };
  }, [client, verification, openCatalogueDialog, environment.rsaPublicKey, request]);
}

export type TradingPasswordActions = ReturnType<typeof useTradingPasswordActions>;
