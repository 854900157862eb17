import { http } from 'msw';
import { API_PATHS } from '../../api/paths';
import { apiRoute } from '../api-prefix';
import { captchaFailureReply } from '../captcha/captcha-failure-reply';
import { chatIdentityFailureReply } from '../chat-app/chat-identity-reply';
import { invalidParameters, reply } from '../envelope';
import { readRequestFields } from '../lib/read-fields';
import { attemptLogin } from '../login/attempt-login';
import { loginChatBind } from '../chat-app/login-chat-bind';
import { loginReply } from '../login/login-reply';
import { parseLoginRequest } from '../login/login-request';
import { resolveVisitor } from '../visitor/resolve-visitor';
import type { HandlerContext, SandboxResolver } from './context';
import { UNREADABLE_BODY_MESSAGE } from './context';

/**
 * POST /login and its compliance variant behave the same (docs/login.md, "The login flow").
 * Inside the mini app the body carries the chat identity, refused with 40004 when it does not
 * hold (docs/mini-app.md).
 */
export function loginHandlers({ state }: HandlerContext) {
  const login: SandboxResolver = async ({ request, cookies }) => {
    const fields = await readRequestFields(request);
    if (!fields) return reply(invalidParameters(UNREADABLE_BODY_MESSAGE));
    const chatRefusal = chatIdentityFailureReply(state, fields);
    if (chatRefusal) return chatRefusal;
    const parsed = parseLoginRequest(fields);
    if (!parsed.ok) return reply(invalidParameters(parsed.message));
    const captchaRefusal = captchaFailureReply(state, fields);
    if (captchaRefusal) return captchaRefusal;
    const visitor = resolveVisitor(state, request, cookies);
    const outcome = attemptLogin(state, parsed.value, visitor);
    // From the chat app's link flow: the login links the Telegram user (docs/mini-app.md).
    const tgBindResult =
      outcome.kind === 'success'
        ? loginChatBind(state, outcome.account, fields, Math.floor(state.settings.now() / 1000))
        : undefined;
    return loginReply(outcome, tgBindResult);
  };
  return [
    http.post(apiRoute(API_PATHS.login), login),
    http.post(apiRoute(API_PATHS.loginCompliance), login),
  ];
}
