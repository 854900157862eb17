import { http } from 'msw';
import { API_PATHS } from '../../api/paths';
import { apiRoute } from '../api-prefix';
import { captchaFailureReply } from '../captcha/captcha-failure-reply';
import { invalidParameters, reply } from '../envelope';
import { readRequestFields } from '../lib/read-fields';
import { sessionReply } from '../login/session-reply';
import {
  changeTradingPassword,
  sendTradingPasswordCode,
  tradingPasswordCaptchaSceneRefusal,
} from '../trading-password/trading-password-change';
import type { HandlerContext } from './context';
import { UNREADABLE_BODY_MESSAGE } from './context';

/**
 * The trading-password change a login may ask for (docs/login.md, "Trading-password change"):
 * the code send checks its captcha like the login does, on the trading-tool scene (31005); the
 * change answers like a successful login (token, result, x-refer-site-id).
 */
export function tradingPasswordHandlers({ state }: HandlerContext) {
  return [
    http.post(apiRoute(API_PATHS.tradingPasswordSendCode), async ({ request }) => {
      const fields = await readRequestFields(request);
      if (!fields) return reply(invalidParameters(UNREADABLE_BODY_MESSAGE));
      const sceneRefusal = tradingPasswordCaptchaSceneRefusal(fields);
      if (sceneRefusal) return reply(sceneRefusal);
      return captchaFailureReply(state, fields) ?? reply(sendTradingPasswordCode(state, fields));
    }),
    http.post(apiRoute(API_PATHS.tradingPasswordChange), async ({ request }) => {
      const fields = await readRequestFields(request);
      if (!fields) return reply(invalidParameters(UNREADABLE_BODY_MESSAGE));
      const outcome = changeTradingPassword(state, fields);
      return outcome.kind === 'refused'
        ? reply(outcome.envelope)
        : sessionReply(outcome.account, outcome.token);
    }),
  ];
}
