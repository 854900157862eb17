/**
 * The OAuth authorisation calls (docs/oauth.md, "The calls"): pre_authorize with the request's
 * query as it arrived, confirm_auth for the fresh verification before a sensitive grant, and
 * authorize with the decision. The OAuth pages show every outcome themselves, so the wrapper's
 * toasts are off; the answers' codes are below.
 */
import type { ApiClient } from '../api-client';
import { API_PATHS } from '../paths';
import type { ApiResult } from '../request';
import type { Confirmation, PreAuthorization, StepUpMethod } from './oauth.schema';

export type { Confirmation, OAuthScopeGrant, PreAuthorization, StepUpMethod } from './oauth.schema';

/**
 * The OAuth request's query fields (RFC 6749 §4.1.1, RFC 7636 §4.3) that pre_authorize takes:
 * the spec's five and PKCE's two. The OAuth pages carry exactly these; the sandbox checks them.
 */
export const OAUTH_QUERY_FIELDS = [
  'response_type',
  'client_id',
  'redirect_uri',
  'scope',
  'state',
  'code_challenge',
  'code_challenge_method',
] as const;

/** Codes of the OAuth calls (ours: the spec shows none; docs/oauth.md, "The calls"). */
export const OAUTH_RET_CODES = {
  notLoggedIn: 10007,
  unknownClient: 60101,
  redirectUriNotRegistered: 60102,
  invalidRequest: 60103,
  unsupportedResponseType: 60104,
  invalidScope: 60105,
  requestExpired: 60106,
  verificationRequired: 60108,
  verificationMissing: 60109,
  wrongCode: 31025,
  /** authorize: the request is unknown, expired or already decided (never toasted). */
  requestSpent: 50002,
} as const;

const loadSchemas = () => import('./oauth.schema');

/** GET pre_authorize with `oauthQuery` (the raw OAuth fields, docs/oauth.md, "Routes"). */
export function preAuthorize(
  client: ApiClient,
  oauthQuery: string,
  signal?: AbortSignal,
): Promise<ApiResult<PreAuthorization> | undefined> {
  return client.request({
    method: 'GET',
    path: `${API_PATHS.oauthPreAuthorize}?${oauthQuery}`,
    hideError: true,
    onHttpError: () => undefined,
    loadParse: () =>
      loadSchemas().then(
        ({ preAuthorizationSchema }) =>
          (result) =>
            preAuthorizationSchema.parse(result),
      ),
    ...(signal ? { signal } : {}),
  });
}

export interface StepUpProof {
  readonly googleCode?: string;
  readonly riskToken?: string;
}

/** POST confirm_auth: a confirm token, or (60108) which verification to pass first. */
export function confirmAuthorization(
  client: ApiClient,
  requestId: string,
  proof: StepUpProof = {},
): Promise<ApiResult<Confirmation> | undefined> {
  return client.request({
    method: 'POST',
    path: API_PATHS.oauthConfirmAuth,
    body: {
      request_id: requestId,
      ...(proof.googleCode ? { google_code: proof.googleCode } : {}),
      ...(proof.riskToken ? { risk_token: proof.riskToken } : {}),
    },
    hideError: true,
    onHttpError: () => undefined,
    loadParse: () =>
      loadSchemas().then(
        ({ confirmationSchema }) =>
          (result) =>
            confirmationSchema.parse(result),
      ),
  });
}

export interface AuthorizeInput {
  readonly requestId: string;
  readonly approve: boolean;
  readonly confirmToken?: string | undefined;
}

/** POST authorize: the decision; the answer's `redirect_to` is where the browser goes. */
export function authorize(
  client: ApiClient,
  input: AuthorizeInput,
): Promise<ApiResult<{ redirect_to: string }> | undefined> {
  return client.request({
    method: 'POST',
    path: API_PATHS.oauthAuthorize,
    body: {
      request_id: input.requestId,
      approve: input.approve,
      ...(input.confirmToken ? { confirm_token: input.confirmToken } : {}),
    },
    hideError: true,
    onHttpError: () => undefined,
    loadParse: () =>
      loadSchemas().then(
        ({ redirectSchema }) =>
          (result) =>
            redirectSchema.parse(result),
      ),
  });
}

/** The `redirect_to` of an error answer that carries one (60103–60105), else undefined. */
export async function errorRedirect(answer: ApiResult<unknown>): Promise<string | undefined> {
  const { redirectSchema } = await loadSchemas();
  const parsed = redirectSchema.safeParse(answer.rawResult);
  return parsed.success ? parsed.data.redirect_to : undefined;
}

/** The verification a 60108 answer asks for, or undefined when it names none. */
export async function stepUpMethodOf(
  answer: ApiResult<unknown>,
): Promise<StepUpMethod | undefined> {
  const { stepUpSchema } = await loadSchemas();
  const parsed = stepUpSchema.safeParse(answer.rawResult);
  return parsed.success ? parsed.data : undefined;
}
