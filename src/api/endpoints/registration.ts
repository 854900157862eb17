/**
 * The registration calls (docs/registration.md, "The registration flow"), one function each: what
 * is sent, and the zod schema the answer is read with (registration.schema.ts, loaded with the
 * first call). The register flow builds the bodies
 * (src/flows/register/flow/registration-payload.ts); these functions only know paths, headers and
 * answers. The registration permission check is also what the third-party flow asks before it
 * registers a new account.
 */
import type { ApiClient } from '../api-client';
import { API_PATHS, type ApiPath } from '../paths';
import type { ApiResult } from '../request';
import type {
  RecallInfo,
  RegisterPermissionResult,
  RegisterResult,
  SendCodeResult,
  VerifyResult,
} from './registration.schema';

export type {
  RecallInfo,
  RegisterPermissionResult,
  RegisterResult,
  SendCodeResult,
  VerifyResult,
} from './registration.schema';

/**
 * Verify type 1 code / 2 link; login type 2 e-mail / 3 phone (docs/registration.md, "Payloads").
 */
export const VERIFY_TYPE = { code: 1, link: 2 } as const;
export const LOGIN_TYPE = { email: 2, phone: 3 } as const;

export type RegisterChannel = 'email' | 'mobile';
export type RegisterEndpoint = 'standard' | 'compliance';

/**
 * The headers of every register call (docs/registration.md, "Payloads"): a transaction id and the
 * entry.
 */
export interface RegisterHeaders {
  readonly txId: string;
  readonly entry: string;
}

function headersOf(headers: RegisterHeaders): Record<string, string> {
  return { 'tx-id': headers.txId, entry: headers.entry };
}

type Body = Readonly<Record<string, unknown>>;

/**
 * The new calls (uuid-based) or the old ones (docs/registration.md, "The registration flow (§4),
 * in order").
 */
export type RegisterCallFlavour = 'item' | 'legacy';

/** The path the send call of this flavour and channel goes to. */
export function sendCodePath(flavour: RegisterCallFlavour, channel: RegisterChannel): ApiPath {
  if (flavour === 'item') return API_PATHS.registerSendVerifyItem;
  return channel === 'email' ? API_PATHS.sendEmailCodeOld : API_PATHS.sendMobileCodeOld;
}

/** The path the register call of this flavour, manifest endpoint and channel goes to. */
export function registerPath(
  flavour: RegisterCallFlavour,
  endpoint: RegisterEndpoint,
  channel: RegisterChannel,
): ApiPath {
  if (endpoint === 'compliance') return API_PATHS.registerCompliance;
  if (flavour === 'item') return API_PATHS.registerInfo;
  return channel === 'email' ? API_PATHS.registerEmail : API_PATHS.registerMobile;
}

const loadSchemas = () => import('./registration.schema');

// --- registration permission (IP ban / IP limit) --------------------------------------------

/** Answers of GET /register/permission_v2 (its shape is not shown; the sandbox's, documented). */
export const REGISTER_PERMISSION = {
  allowed: 'allow',
  ipBan: 'ip_ban',
  ipLimit: 'ip_limit',
} as const;

export function checkRegisterPermission(
  client: ApiClient,
): Promise<ApiResult<RegisterPermissionResult> | undefined> {
  return client.request({
    method: 'GET',
    path: API_PATHS.registerPermission,
    // A background check: the flow decides what the visitor sees.
    hideError: true,
    loadParse: () =>
      loadSchemas().then(
        ({ permissionSchema }) =>
          (result) =>
            permissionSchema.parse(result ?? {}),
      ),
  });
}

// --- sending the code or link ----------------------------------------------------------------

/** New flow: POST /user/public/register/send/verify/item → result.uuid (or a risk_token). */
export function sendVerifyItem(
  client: ApiClient,
  body: Body,
  headers: RegisterHeaders,
): Promise<ApiResult<SendCodeResult> | undefined> {
  return client.request({
    method: 'POST',
    path: sendCodePath('item', 'email'),
    body,
    headers: headersOf(headers),
    loadParse: () =>
      loadSchemas().then(
        ({ sendResultSchema }) =>
          (result) =>
            sendResultSchema.parse(result ?? {}),
      ),
  });
}

/** Old flow: POST /verify/register/email or /verify/register/mobile, header tx-id. */
export function sendCodeLegacy(
  client: ApiClient,
  channel: RegisterChannel,
  body: Body,
  headers: RegisterHeaders,
): Promise<ApiResult<SendCodeResult> | undefined> {
  return client.request({
    method: 'POST',
    path: sendCodePath('legacy', channel),
    body,
    headers: headersOf(headers),
    loadParse: () =>
      loadSchemas().then(
        ({ sendResultSchema }) =>
          (result) =>
            sendResultSchema.parse(result ?? {}),
      ),
  });
}

// --- verification by uuid --------------------------------------------------------------------

/** POST /user/public/register/verify { uuid, verify_code }: verify_result 1 means OK. */
export function verifyCodeByUuid(
  client: ApiClient,
  input: { uuid: string; code: string },
  headers: RegisterHeaders,
): Promise<ApiResult<VerifyResult> | undefined> {
  return client.request({
    method: 'POST',
    path: API_PATHS.registerVerify,
    body: { uuid: input.uuid, verify_code: input.code },
    headers: headersOf(headers),
    loadParse: () =>
      loadSchemas().then(
        ({ verifyResultSchema }) =>
          (result) =>
            verifyResultSchema.parse(result ?? {}),
      ),
  });
}

/**
 * GET /user/public/register/verify/result: the activation poll, carrying the uuid and
 * verify_code 2 as the spec lists them. Quiet: the status screen shows every outcome itself.
 */
export function pollActivation(
  client: ApiClient,
  uuid: string,
  signal?: AbortSignal,
): Promise<ApiResult<VerifyResult> | undefined> {
  return client.request({
    method: 'GET',
    path: API_PATHS.registerVerifyResult,
    body: { uuid, verify_code: VERIFY_TYPE.link },
    hideError: true,
    loadParse: () =>
      loadSchemas().then(
        ({ verifyResultSchema }) =>
          (result) =>
            verifyResultSchema.parse(result ?? {}),
      ),
    ...(signal ? { signal } : {}),
  });
}

// --- register calls --------------------------------------------------------------------------

const loadRegisterResultParser = () =>
  loadSchemas().then(({ parseRegisterResult }) => parseRegisterResult);

/** New flow's first register call: POST /user/public/register/info (or the compliance path). */
export function registerAccount(
  client: ApiClient,
  endpoint: RegisterEndpoint,
  body: Body,
  headers: RegisterHeaders,
): Promise<ApiResult<RegisterResult> | undefined> {
  return client.request({
    method: 'POST',
    path: registerPath('item', endpoint, 'email'),
    body,
    headers: headersOf(headers),
    loadParse: loadRegisterResultParser,
  });
}

/** POST /user/public/register/password: the password step, by uuid. */
export function registerPassword(
  client: ApiClient,
  body: Body,
  headers: RegisterHeaders,
): Promise<ApiResult<RegisterResult> | undefined> {
  return client.request({
    method: 'POST',
    path: API_PATHS.registerPassword,
    body,
    headers: headersOf(headers),
    loadParse: loadRegisterResultParser,
  });
}

/** Old flow's register call: POST /register/email|mobile (or the compliance path). */
export function registerLegacy(
  client: ApiClient,
  channel: RegisterChannel,
  endpoint: RegisterEndpoint,
  body: Body,
  headers: RegisterHeaders,
): Promise<ApiResult<RegisterResult> | undefined> {
  return client.request({
    method: 'POST',
    path: registerPath('legacy', endpoint, channel),
    body,
    headers: headersOf(headers),
    loadParse: loadRegisterResultParser,
  });
}

// --- recall ----------------------------------------------------------------------------------

export const RECALL_STAGE = { password: 'commit_password', login: 'commit_login' } as const;

/** GET /user/public/register/recall/info?uuid=… (cached by the caller's query). */
export function fetchRecallInfo(
  client: ApiClient,
  uuid: string,
  signal?: AbortSignal,
): Promise<ApiResult<RecallInfo> | undefined> {
  return client.request({
    method: 'GET',
    path: API_PATHS.registerRecallInfo,
    body: { uuid },
    // An unknown or stale uuid simply shows the normal form.
    hideError: true,
    loadParse: () =>
      loadSchemas().then(
        ({ recallSchema }) =>
          (result) =>
            recallSchema.parse(result ?? {}),
      ),
    ...(signal ? { signal } : {}),
  });
}

// --- partner channel -------------------------------------------------------------------------

/** POST /v3/private/misc/cabital/post-register { channel, uuid, status }; failure is ignored. */
export function postPartnerRegistration(
  client: ApiClient,
  body: { channel: string; uuid: string; status: string },
): Promise<ApiResult<unknown> | undefined> {
  return client.request({
    method: 'POST',
    path: API_PATHS.partnerPostRegister,
    body,
    hideError: true,
  });
}
