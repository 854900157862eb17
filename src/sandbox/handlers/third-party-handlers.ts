import { http } from 'msw';
import { API_PATHS } from '../../api/paths';
import { SANDBOX_CONTROL_PREFIX, apiRoute } from '../api-prefix';
import { invalidParameters, reply, success } from '../envelope';
import type { RequestFields } from '../lib/read-fields';
import { captchaFailureReply } from '../captcha/captcha-failure-reply';
import { chatIdentityFailureReply } from '../chat-app/chat-identity-reply';
import { readRequestFields, textField } from '../lib/read-fields';
import { isEmail } from '../lib/validation';
import { attemptThirdParty } from '../third-party/attempt-third-party';
import {
  issueAppleAuthorization,
  issueGoogleCredential,
  issueTelegramAuth,
} from '../third-party/issue-credentials';
import { failureModeFor, isThirdPartyProvider } from '../third-party/page-switches';
import { complianceAnswerFor } from '../compliance/compliance-answer';
import { complianceStateOf } from '../compliance/compliance-state';
import {
  SANDBOX_APPLE,
  SANDBOX_GOOGLE,
  SANDBOX_GOOGLE_ACCOUNTS,
  SANDBOX_TELEGRAM_BOT,
  SANDBOX_TELEGRAM_USERS,
  THIRD_PARTY_PROVIDERS,
} from '../third-party/sandbox-identity-providers';
import { parseThirdPartyRequest } from '../third-party/third-party-request';
import { thirdPartyReply } from '../third-party/third-party-reply';
import {
  THIRD_PARTY_FAILURE_MODES,
  isFailureMode,
  thirdPartyStateOf,
} from '../third-party/third-party-state';
import type { SandboxState } from '../state/sandbox-state';
import { resolveVisitor } from '../visitor/resolve-visitor';
import type { HandlerContext, SandboxResolver } from './context';
import { UNREADABLE_BODY_MESSAGE } from './context';

const control = (path: string) => `*${SANDBOX_CONTROL_PREFIX}/third-party${path}`;

/**
 * Third-party sign-in (docs/sandbox.md, 'Third-party sign-in'): POST
 * /user/public/login/thirdparty, the QA switches (the site-compliance action among them, kept by
 * src/sandbox/compliance, whose handlers answer the config entry) and the identity endpoints the Google, Apple and Telegram stand-ins call, as the real
 * providers' scripts call their own servers.
 */
export function thirdPartyHandlers({ state }: HandlerContext) {
  const nowSeconds = () => Math.floor(state.settings.now() / 1000);

  const withFields =
    (answer: (fields: RequestFields, request: Request) => Response): SandboxResolver =>
    async ({ request }) => {
      const fields = await readRequestFields(request);
      if (!fields) return reply(invalidParameters(UNREADABLE_BODY_MESSAGE));
      return answer(fields, request);
    };

  return [
    http.post(apiRoute(API_PATHS.thirdPartyLogin), async ({ request, cookies }) => {
      const fields = await readRequestFields(request);
      if (!fields) return reply(invalidParameters(UNREADABLE_BODY_MESSAGE));
      // Inside the mini app: a chat identity that does not hold is refused before anything else.
      const chatRefusal = chatIdentityFailureReply(state, fields);
      if (chatRefusal) return chatRefusal;
      const parsed = parseThirdPartyRequest(fields, nowSeconds());
      if (!parsed.ok) return reply(invalidParameters(parsed.message));
      // Like the password login: a captcha result, when sent, must be one a stand-in issued.
      const captchaRefusal = captchaFailureReply(state, fields);
      if (captchaRefusal) return captchaRefusal;
      const visitor = resolveVisitor(state, request, cookies);
      return thirdPartyReply(attemptThirdParty(state, parsed.value, visitor));
    }),

    http.get(control(''), ({ request }) => reply(success(settingsFor(state, request)))),

    http.post(
      control(''),
      withFields((fields, request) => {
        const switches = thirdPartyStateOf(state);
        const compliance = textField(fields, 'siteCompliance');
        if (compliance !== undefined) {
          if (compliance !== 'show' && compliance !== 'hide') {
            return reply(invalidParameters('siteCompliance must be show or hide'));
          }
          complianceStateOf(state).action = compliance;
        }
        const mode = textField(fields, 'mode');
        if (mode !== undefined) {
          const provider = textField(fields, 'provider') ?? '*';
          if (provider !== '*' && !isThirdPartyProvider(provider)) {
            return reply(invalidParameters('provider must be google, apple, telegram or *'));
          }
          if (mode !== 'none' && !isFailureMode(mode)) {
            return reply(
              invalidParameters(
                `mode must be one of ${THIRD_PARTY_FAILURE_MODES.join(', ')} or none`,
              ),
            );
          }
          for (const each of provider === '*' ? THIRD_PARTY_PROVIDERS : [provider]) {
            if (mode === 'none') switches.failureModes.delete(each);
            else switches.failureModes.set(each, mode);
          }
        }
        if (compliance === undefined && mode === undefined) {
          return reply(invalidParameters('give mode (with provider) or siteCompliance'));
        }
        return reply(success(settingsFor(state, request)));
      }),
    ),

    http.delete(control(''), ({ request }) => {
      const switches = thirdPartyStateOf(state);
      switches.failureModes.clear();
      complianceStateOf(state).action = 'show';
      return reply(success(settingsFor(state, request)));
    }),

    http.post(
      control('/google/credential'),
      withFields((fields, request) => {
        const email = textField(fields, 'email');
        if (!email || !isEmail(email))
          return reply(invalidParameters('email is not an e-mail address'));
        if (textField(fields, 'client_id') !== SANDBOX_GOOGLE.clientId) {
          return reply(invalidParameters('invalid_client: client_id is not registered'));
        }
        const credential = issueGoogleCredential({
          email,
          name: textField(fields, 'name'),
          nowSeconds: nowSeconds(),
          mode: failureModeFor(state, request.headers.get('referer'), 'google'),
        });
        return reply(success({ credential }));
      }),
    ),

    http.post(
      control('/apple/authorize'),
      withFields((fields, request) => {
        const email = textField(fields, 'email');
        if (!email || !isEmail(email))
          return reply(invalidParameters('email is not an e-mail address'));
        if (textField(fields, 'client_id') !== SANDBOX_APPLE.clientId) {
          return reply(invalidParameters('invalid_client: client_id is not registered'));
        }
        return reply(
          success(
            issueAppleAuthorization({
              email,
              name: textField(fields, 'name'),
              scopes: (textField(fields, 'scope') ?? '').split(/\s+/).filter(Boolean),
              state: textField(fields, 'state'),
              nowSeconds: nowSeconds(),
              mode: failureModeFor(state, request.headers.get('referer'), 'apple'),
            }),
          ),
        );
      }),
    ),

    http.post(
      control('/telegram/auth'),
      withFields((fields, request) => {
        if (textField(fields, 'bot_name') !== SANDBOX_TELEGRAM_BOT.username) {
          return reply(invalidParameters('Bot domain invalid: bot_name is not the sandbox bot'));
        }
        const firstName = textField(fields, 'first_name');
        if (!firstName) return reply(invalidParameters('first_name is required'));
        const known = Number(textField(fields, 'user_id'));
        const switches = thirdPartyStateOf(state);
        const id = SANDBOX_TELEGRAM_USERS.some((user) => user.id === known)
          ? known
          : switches.nextTelegramId++;
        return reply(
          success(
            issueTelegramAuth({
              id,
              firstName,
              username: textField(fields, 'username'),
              nowSeconds: nowSeconds(),
              mode: failureModeFor(state, request.headers.get('referer'), 'telegram'),
            }),
          ),
        );
      }),
    ),
  ];
}

/** What the stand-ins and QA see: the effective switches for the asking page, and the fixtures. */
function settingsFor(state: SandboxState, request: Request) {
  const referer = request.headers.get('referer');
  const switches = thirdPartyStateOf(state);
  return {
    modes: Object.fromEntries(
      THIRD_PARTY_PROVIDERS.map((provider) => [
        provider,
        failureModeFor(state, referer, provider) ?? null,
      ]),
    ),
    controlled: Object.fromEntries(switches.failureModes),
    siteCompliance: complianceAnswerFor(state, referer).action,
    googleAccounts: SANDBOX_GOOGLE_ACCOUNTS,
    telegram: {
      botId: SANDBOX_TELEGRAM_BOT.id,
      botName: SANDBOX_TELEGRAM_BOT.username,
      users: SANDBOX_TELEGRAM_USERS.map(({ id, firstName, username }) => ({
        id,
        firstName,
        username,
      })),
    },
    telegramLinks: Object.fromEntries(state.telegramLinks),
  };
}
