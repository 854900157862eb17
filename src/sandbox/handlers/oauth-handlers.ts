import { HttpResponse, http } from 'msw';
import { API_PATHS } from '../../api/paths';
import { SANDBOX_CONTROL_PREFIX, apiRoute } from '../api-prefix';
import { failure, invalidParameters, reply, success } from '../envelope';
import { SANDBOX_CODE } from '../fixtures/codes';
import { maskEmail, maskPhone } from '../lib/mask';
import { readRequestFields, textField } from '../lib/read-fields';
import type { RequestFields } from '../lib/read-fields';
import { checkAuthorisationQuery, redirectWith } from '../oauth/authorisation-query';
import {
  allowRequest,
  assessScopes,
  denyRequest,
  findOpenRequest,
  grantedScopes,
  issueConfirmToken,
  mayAllow,
  openAuthorisationRequest,
} from '../oauth/oauth-authorisation';
import { findOAuthClient, oauthLogoPath, oauthLogoSvg } from '../oauth/oauth-clients';
import { OAUTH_CONFIRM_TTL_MS, OAUTH_REQUEST_TTL_MS } from '../oauth/oauth-state';
import type { PendingAuthorisation } from '../oauth/oauth-state';
import type { TokenErrorCode, TokenRequest } from '../oauth/token-exchange';
import { exchangeCode } from '../oauth/token-exchange';
import { SANDBOX_RET_CODES } from '../ret-codes';
import { issueRiskChallenge, redeemRiskToken } from '../risk/risk-challenges';
import { SANDBOX_ONLY_PATHS } from '../sandbox-paths';
import type { SandboxAccount } from '../state/records';
import type { SandboxState } from '../state/sandbox-state';
import { accountFromRequest } from '../state/sessions';
import type { HandlerContext } from './context';
import { UNREADABLE_BODY_MESSAGE } from './context';

const REDIRECT_ERROR_CODES = {
  invalid_request: SANDBOX_RET_CODES.oauthInvalidRequest,
  unsupported_response_type: SANDBOX_RET_CODES.oauthUnsupportedResponseType,
  invalid_scope: SANDBOX_RET_CODES.oauthInvalidScope,
} as const;

/**
 * OAuth authorisation as docs/oauth.md ("The calls") has it: pre_authorize verifies the query
 * and opens a request for the session, confirm_auth runs the fresh verification before a
 * sensitive grant, authorize decides once; the token endpoint exchanges the code, and the
 * clients' logos are served under /x-api/__sandbox/oauth/logo/.
 */
export function oauthHandlers({ state }: HandlerContext) {
  return [
    http.get(apiRoute(API_PATHS.oauthPreAuthorize), ({ request }) => {
      const session = sessionOf(state, request);
      if (!session) return notLoggedIn();
      const check = checkAuthorisationQuery(new URL(request.url).search);
      switch (check.kind) {
        case 'unknown-client':
          return reply(failure(SANDBOX_RET_CODES.oauthUnknownClient, check.reason));
        case 'unregistered-redirect-uri':
          return reply(failure(SANDBOX_RET_CODES.oauthRedirectUriNotRegistered, check.reason));
        case 'redirect-error': {
          const redirectTo = redirectWith(check.redirectUri, [
            ['error', check.error],
            ['error_description', check.description],
            ['state', check.state],
          ]);
          return reply(
            failure(REDIRECT_ERROR_CODES[check.error], `${check.error}: ${check.description}`, {
              redirect_to: redirectTo,
            }),
          );
        }
        case 'valid':
          break;
        default: {
          const unreachable: never = check;
          return unreachable;
        }
      }
      const { account } = session;
      const assessment = assessScopes(
        check.scopes,
        grantedScopes(state.oauth, account.key, check.client.clientId),
      );
      const pending = openAuthorisationRequest(state, {
        sessionToken: session.token,
        accountKey: account.key,
        client: check.client,
        redirectUri: check.redirectUri,
        state: check.state,
        scopes: check.scopes,
        codeChallenge: check.codeChallenge,
        stepUpRequired: assessment.stepUpRequired,
      });
      return reply(
        success({
          request_id: pending.requestId,
          expires_in: OAUTH_REQUEST_TTL_MS / 1000,
          client: {
            client_id: check.client.clientId,
            name: check.client.name,
            logo_url: oauthLogoPath(check.client.clientId),
            website: check.client.website,
            verified: check.client.verified,
            frame_origins: [...check.client.frameOrigins],
          },
          account: {
            display_name: displayName(account),
            two_factor: hasTwoFactor(account),
          },
          scopes: assessment.scopes,
          consent_required: assessment.consentRequired,
          step_up_required: assessment.stepUpRequired,
          redirect_uri: check.redirectUri,
        }),
      );
    }),

    http.post(apiRoute(API_PATHS.oauthConfirmAuth), async ({ request }) => {
      const opened = await openRequestOf(state, request, {
        code: SANDBOX_RET_CODES.oauthRequestExpired,
        message: 'The authorisation request is unknown, expired or already decided',
      });
      if (opened instanceof Response) return opened;
      const { session, fields, pending } = opened;
      const confirmed = () =>
        reply(
          success({
            confirm_token: issueConfirmToken(state, pending),
            expires_in: OAUTH_CONFIRM_TTL_MS / 1000,
          }),
        );
      if (!pending.stepUpRequired) return confirmed();

      const { account } = session;
      if (hasTwoFactor(account)) {
        const code = textField(fields, 'google_code');
        if (code === undefined) {
          return reply(
            failure(SANDBOX_RET_CODES.oauthVerificationRequired, 'Two-factor code required', {
              method: 'google2fa',
            }),
          );
        }
        if (code !== SANDBOX_CODE) {
          return reply(
            failure(SANDBOX_RET_CODES.invalidVerificationCode, 'Invalid verification code'),
          );
        }
        return confirmed();
      }

      const riskToken = textField(fields, 'risk_token');
      if (redeemRiskToken(state, account.key, riskToken)) return confirmed();
      // An open challenge of this account is answered again; otherwise a new one is issued.
      const open = riskToken === undefined ? undefined : state.riskChallenges.get(riskToken);
      const challenge =
        open && !open.verified && open.subject === account.key
          ? open
          : issueRiskChallenge(state, account.key, 'pass');
      return reply(
        failure(SANDBOX_RET_CODES.oauthVerificationRequired, 'Security verification required', {
          method: 'risk',
          risk_token: challenge.token,
          risk_token_type: challenge.type,
        }),
      );
    }),

    http.post(apiRoute(API_PATHS.oauthAuthorize), async ({ request }) => {
      const opened = await openRequestOf(state, request, {
        code: SANDBOX_RET_CODES.oauthRequestSpent,
        message: 'The authorisation request is no longer valid',
      });
      if (opened instanceof Response) return opened;
      const { fields, pending } = opened;
      const approve = booleanField(fields, 'approve');
      if (approve === undefined) return reply(invalidParameters('approve must be true or false'));
      if (!approve) return reply(success({ redirect_to: denyRequest(pending) }));
      if (!mayAllow(state, pending, textField(fields, 'confirm_token'))) {
        return reply(
          failure(
            SANDBOX_RET_CODES.oauthConfirmTokenRequired,
            'Verification required before granting these scopes',
          ),
        );
      }
      return reply(success({ redirect_to: allowRequest(state, pending) }));
    }),

    http.post(apiRoute(SANDBOX_ONLY_PATHS.oauthToken), async ({ request }) => {
      const parsed = await readTokenRequest(request);
      if (typeof parsed === 'string') return tokenError('invalid_request', parsed);
      const outcome = exchangeCode(state, parsed);
      if (!outcome.ok) return tokenError(outcome.error, outcome.description);
      return HttpResponse.json(outcome.body, { headers: TOKEN_HEADERS });
    }),

    http.get(`*${SANDBOX_CONTROL_PREFIX}/oauth/logo/:file`, ({ params }) => {
      const match = /^(.+)\.svg$/.exec(String(params.file));
      const client = findOAuthClient(match?.[1]);
      if (!client) return new HttpResponse('Not found', { status: 404 });
      return new HttpResponse(oauthLogoSvg(client), {
        headers: { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=3600' },
      });
    }),
  ];
}

function sessionOf(
  state: SandboxState,
  request: Request,
): { readonly token: string; readonly account: SandboxAccount } | undefined {
  const token = request.headers.get('usertoken');
  const account = accountFromRequest(state, request);
  return token && account ? { token, account } : undefined;
}

/**
 * What confirm_auth and authorize both start with: the session, the body, and the open request
 * it names (this session's, not expired, not decided); else the answer to send, with `missing`
 * when no such request is open.
 */
async function openRequestOf(
  state: SandboxState,
  request: Request,
  missing: { readonly code: number; readonly message: string },
): Promise<
  | Response
  | {
      readonly session: NonNullable<ReturnType<typeof sessionOf>>;
      readonly fields: RequestFields;
      readonly pending: PendingAuthorisation;
    }
> {
  const session = sessionOf(state, request);
  if (!session) return notLoggedIn();
  const fields = await readRequestFields(request);
  if (!fields) return reply(invalidParameters(UNREADABLE_BODY_MESSAGE));
  const pending = findOpenRequest(state, textField(fields, 'request_id'), session.token);
  if (!pending) return reply(failure(missing.code, missing.message));
  return { session, fields, pending };
}

function notLoggedIn(): Response {
  return reply(failure(SANDBOX_RET_CODES.notLoggedIn, 'Not logged in or the session expired'));
}

/** The masked e-mail, or the masked phone for a phone-only account. */
function displayName(account: SandboxAccount): string {
  if (account.email) return maskEmail(account.email);
  if (account.phone) return `+${account.phone.countryCode} ${maskPhone(account.phone.number)}`;
  return '';
}

function hasTwoFactor(account: SandboxAccount): boolean {
  return account.scenario.kind === 'google2fa';
}

/** JSON true / false, or their text from a form body. */
function booleanField(fields: RequestFields, name: string): boolean | undefined {
  const value = fields[name];
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

// ---- token endpoint (RFC 6749 §5: JSON answers, HTTP 400 / 401, never cached) ----

const TOKEN_HEADERS = { 'cache-control': 'no-store', pragma: 'no-cache' } as const;
const TOKEN_FIELDS = [
  'grant_type',
  'code',
  'redirect_uri',
  'client_id',
  'client_secret',
  'code_verifier',
] as const;
type TokenField = (typeof TOKEN_FIELDS)[number];

function tokenError(error: TokenErrorCode, description: string): Response {
  const unauthorised = error === 'invalid_client';
  return HttpResponse.json(
    { error, error_description: description },
    {
      status: unauthorised ? 401 : 400,
      headers: unauthorised
        ? { ...TOKEN_HEADERS, 'www-authenticate': 'Basic realm="sandbox"' }
        : TOKEN_HEADERS,
    },
  );
}

/**
 * The body, form-encoded or JSON (judged by its text, like the other sandbox endpoints), with
 * the client's credentials from HTTP Basic authentication when it uses that; or why it cannot
 * be read.
 */
async function readTokenRequest(request: Request): Promise<TokenRequest | string> {
  const text = await request.text();
  const values = new Map<TokenField, string>();
  if (text.trimStart().startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return UNREADABLE_BODY_MESSAGE;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return UNREADABLE_BODY_MESSAGE;
    }
    for (const name of TOKEN_FIELDS) {
      const value = (parsed as Record<string, unknown>)[name];
      if (value === undefined || value === null) continue;
      if (typeof value !== 'string') return `${name} must be a string`;
      if (value !== '') values.set(name, value);
    }
  } else {
    const params = new URLSearchParams(text);
    for (const name of TOKEN_FIELDS) {
      const all = params.getAll(name);
      if (all.length > 1) return `${name} is given more than once`;
      if (all[0]) values.set(name, all[0]);
    }
  }

  const basic = basicCredentials(request.headers.get('authorization'));
  if (basic === 'malformed') return 'the Authorization header is not HTTP Basic client credentials';
  if (basic) {
    if (values.has('client_secret')) {
      return 'use one client authentication method: Basic or client_secret, not both';
    }
    const clientId = values.get('client_id');
    if (clientId !== undefined && clientId !== basic.clientId) {
      return 'client_id differs from the Basic credentials';
    }
    values.set('client_id', basic.clientId);
    values.set('client_secret', basic.clientSecret);
  }

  return {
    grantType: values.get('grant_type'),
    code: values.get('code'),
    redirectUri: values.get('redirect_uri'),
    clientId: values.get('client_id'),
    clientSecret: values.get('client_secret'),
    codeVerifier: values.get('code_verifier'),
  };
}

/**
 * RFC 6749 §2.3.1: HTTP Basic with the form-encoded client_id and client_secret. Other schemes
 * are ignored.
 */
function basicCredentials(
  header: string | null,
): { clientId: string; clientSecret: string } | 'malformed' | undefined {
  const scheme = /^\s*Basic\s+(.*)$/i.exec(header ?? '');
  if (!scheme) return undefined;
  try {
    const decoded = atob((scheme[1] ?? '').trim());
    const colon = decoded.indexOf(':');
    if (colon < 0) return 'malformed';
    const formDecode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
    return {
      clientId: formDecode(decoded.slice(0, colon)),
      clientSecret: formDecode(decoded.slice(colon + 1)),
    };
  } catch {
    return 'malformed';
  }
}
