/**
 * The one request wrapper (docs/requests-and-errors.md, "What every call does";
 * docs/requests-and-errors.md, "How an error is shown"). It owns the headers, token storage, answer
 * normalisation, slow/forbidden/failed tracking and the error catalogue; everything it needs from
 * the page (language, token, device id, how to show a toast) is injected, so it runs the same in
 * the app, in tests and in the widget.
 */
import { getDeviceId } from '../lib/device-id';
import { ApiResponseShapeError } from './api-error';
import type * as ErrorCatalogue from './error-catalogue';
import type { ErrorDecision } from './error-catalogue';
import { NETWORK_ERROR_CODE, TOAST_MS } from './error-constants';
import { errorToastMessage, type ErrorNotifier, type ErrorTranslator } from './error-notifier';
import { isInPathGroup } from './paths';
import {
  SITE_HEADER,
  buildRequest,
  normaliseAnswer,
  type ApiCall,
  type ApiResult,
  type NormalisedAnswer,
  type Platform,
} from './request';
import type { Track } from '@/lib/tracking/tracker';

type ErrorCatalogueModule = typeof ErrorCatalogue;

/** Answers slower than this are tracked. */
export const SLOW_REQUEST_MS = 5000;
export const NETWORK_ERROR_MESSAGE = 'Network error';

export const API_TRACK_EVENTS = {
  slowRequest: 'slowRequest',
  forbidden: 'http403',
  requestFailed: 'requestFailed',
} as const;

export interface ApiClientOptions {
  /** From the environment settings (src/config/environments.ts). */
  readonly apiBase: string;
  readonly platform: Platform;
  getLang(): string;
  getToken(): string | null;
  setToken(token: string): void;
  onSiteChange?(site: string): void;
  readonly notify: ErrorNotifier;
  readonly track?: Track;
  /** In the OAuth iframe: the id added as `oauth_tmp_login_id` to login, QR and register calls. */
  readonly oauthTmpLoginId?: () => string | null;
  readonly translateError?: ErrorTranslator;
  /** Defaults to the device-id cookie (src/lib/device-id.ts). */
  readonly getDeviceId?: () => string;
  readonly fetchImpl?: typeof fetch;
  readonly now?: () => number;
}

export interface ApiClient {
  /** Resolves to undefined when the HTTP status was 400 or above; rejects only on abort or a bad result shape. */
  request<T = unknown>(call: ApiCall<T>): Promise<ApiResult<T> | undefined>;
  /**
   * Shows a code that did not come from a call (captcha unavailable 100001, a translated 410008)
   * exactly as the wrapper would.
   */
  reportErrorCode(code: number, message?: string): void;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl = options.fetchImpl ?? ((input, init) => fetch(input, init));
  const now = options.now ?? (() => Date.now());
  const track: Track = options.track ?? (() => undefined);
  const deviceId = options.getDeviceId ?? getDeviceId;
  const inChatApp = options.platform.endsWith('_tg');
  let lastSessionToastAt: number | null = null;
  let qrGenerateCalls = 0;
  // The catalogue is read only when an answer carries an error code. Its loading starts with
  // the first request, so it is there by the time any answer is, without weighing on the first
  // load; a failed load is tried again with the next error.
  let catalogue: Promise<ErrorCatalogueModule> | undefined;
  const loadCatalogue = () => {
    catalogue ??= import('./error-catalogue').catch((error: unknown) => {
      catalogue = undefined;
      throw error;
    });
    return catalogue;
  };

  function act(
    decision: ErrorDecision,
    answer: NormalisedAnswer,
    path: string,
    hideError: boolean,
  ): void {
    switch (decision.kind) {
      case 'silent':
        return;
      case 'dialog':
        options.notify.dialog(decision.dialog, {
          code: answer.retCode,
          message: answer.retMsg,
          path,
          result: answer.result,
        });
        return;
      case 'toast':
        if (hideError) return;
        if (decision.throttled) lastSessionToastAt = now();
        options.notify.toast({
          message: errorToastMessage(decision, answer.retMsg, options.translateError),
          code: decision.toastCode,
          durationMs: decision.durationMs,
          status: decision.status,
        });
        return;
      default:
        decision satisfies never;
    }
  }

  /** The catalogue's resolver, or, if it cannot be loaded, the general toast for every code. */
  async function loadResolver(): Promise<ErrorCatalogueModule['resolveErrorBehaviour']> {
    try {
      return (await loadCatalogue()).resolveErrorBehaviour;
    } catch {
      return generalErrorToast;
    }
  }

  async function handleError(
    answer: NormalisedAnswer,
    path: string,
    hideError: boolean,
    isFirstQrGenerate: boolean,
  ): Promise<ErrorDecision> {
    const resolveErrorBehaviour = await loadResolver();
    // From here on synchronous: the 10006 throttle is read and written with no await between,
    // so two answers arriving together cannot both pass it.
    const passErrCount = readPassErrCount(answer.result);
    const decision = resolveErrorBehaviour(answer.retCode, {
      path,
      inChatApp,
      isFirstQrGenerate,
      now: now(),
      lastSessionToastAt,
      ...(passErrCount === undefined ? {} : { passErrCount }),
    });
    act(decision, answer, path, hideError);
    return decision;
  }

  async function request<T>(call: ApiCall<T>): Promise<ApiResult<T> | undefined> {
    const started = now();
    const isQrGenerate = isInPathGroup(call.path, 'qrGenerate');
    const isFirstQrGenerate = isQrGenerate && qrGenerateCalls === 0;
    if (isQrGenerate) qrGenerateCalls += 1;
    const hideError = call.hideError ?? false;

    const tmpLoginId = isInPathGroup(call.path, 'oauthTmpLoginId')
      ? (options.oauthTmpLoginId?.() ?? null)
      : null;
    const { url, init } = buildRequest(call, {
      apiBase: options.apiBase,
      platform: options.platform,
      lang: options.getLang(),
      deviceId: deviceId(),
      userToken: isInPathGroup(call.path, 'withoutUserToken') ? null : options.getToken(),
      ...(tmpLoginId ? { extraQuery: { oauth_tmp_login_id: tmpLoginId } } : {}),
    });

    void loadCatalogue().catch(() => undefined);
    const parserLoad = call.loadParse?.();
    // Awaited only for an answer that needs parsing; a failure is handled there.
    parserLoad?.catch(() => undefined);
    let outcome = await exchange(fetchImpl, url, init, call);
    const ms = now() - started;
    if (ms >= SLOW_REQUEST_MS) track(API_TRACK_EVENTS.slowRequest, { path: call.path, ms });

    if (outcome.kind === 'httpError') {
      if (outcome.status === 403) track(API_TRACK_EVENTS.forbidden, { path: call.path });
      if (call.onHttpError) call.onHttpError(outcome.status);
      else if (!hideError) {
        options.notify.toast({
          message: `${outcome.status}: ${outcome.statusText || 'Request failed'}`,
          code: outcome.status,
          durationMs: TOAST_MS.general,
          status: 'error',
        });
      }
      return undefined;
    }
    let parse = call.parse;
    if (outcome.kind === 'answered' && parserLoad) {
      try {
        parse = await parserLoad;
      } catch (error) {
        // The parser's chunk did not arrive (offline, a new deployment): no better than no answer.
        outcome = { kind: 'failed', answer: networkFailure(), message: describe(error) };
      }
    }
    if (outcome.kind === 'failed') {
      track(API_TRACK_EVENTS.requestFailed, { path: call.path, message: outcome.message });
    }
    const answer = outcome.answer;

    if (answer.token) options.setToken(answer.token);
    if (answer.currentSite) options.onSiteChange?.(answer.currentSite);

    if (answer.retCode === 0) {
      return toResult(answer, parseOrThrow(call.path, parse, answer.result), false);
    }
    const decision = await handleError(answer, call.path, hideError, isFirstQrGenerate);
    const parsed = decision.successLike ? parseQuietly(parse, answer.result) : undefined;
    return toResult(answer, parsed, decision.successLike);
  }

  return {
    request,
    reportErrorCode(code, message = '') {
      void handleError(
        {
          retCode: code,
          retMsg: message,
          result: undefined,
          token: undefined,
          currentSite: undefined,
        },
        '',
        false,
        false,
      );
    },
  };
}

type Exchange =
  | { readonly kind: 'httpError'; readonly status: number; readonly statusText: string }
  | { readonly kind: 'answered'; readonly answer: NormalisedAnswer }
  | { readonly kind: 'failed'; readonly answer: NormalisedAnswer; readonly message: string };

/** Sends the request and reads the answer; only an abort escapes as an exception. */
async function exchange(
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit,
  call: ApiCall<unknown>,
): Promise<Exchange> {
  try {
    const response = await fetchImpl(url, init);
    if (response.status >= 400) {
      return { kind: 'httpError', status: response.status, statusText: response.statusText };
    }
    const body: unknown = await response.json();
    return { kind: 'answered', answer: normaliseAnswer(body, response.headers.get(SITE_HEADER)) };
  } catch (error) {
    if (call.signal?.aborted || isAbort(error)) throw error;
    // fetch rejects without detail for CORS refusals and offline alike; -200 covers both, and an
    // unreadable body is no better an answer.
    return { kind: 'failed', answer: networkFailure(), message: describe(error) };
  }
}

function toResult<T>(
  answer: NormalisedAnswer,
  result: T | undefined,
  successLike: boolean,
): ApiResult<T> {
  return {
    retCode: answer.retCode,
    retMsg: answer.retMsg,
    result,
    rawResult: answer.result,
    token: answer.token,
    currentSite: answer.currentSite,
    successLike,
  };
}

function parseOrThrow<T>(
  path: string,
  parse: ((result: unknown) => T) | undefined,
  result: unknown,
): T | undefined {
  if (!parse) return result as T | undefined;
  try {
    return parse(result);
  } catch (cause) {
    throw new ApiResponseShapeError(path, cause);
  }
}

// A success-like error answer may carry a partial result; the caller still gets rawResult.
function parseQuietly<T>(
  parse: ((result: unknown) => T) | undefined,
  result: unknown,
): T | undefined {
  if (!parse) return result as T | undefined;
  try {
    return parse(result);
  } catch {
    return undefined;
  }
}

/** What the catalogue does with a code it does not list; used when it cannot be loaded. */
function generalErrorToast(code: number): ErrorDecision {
  return {
    kind: 'toast',
    code,
    toastCode: code,
    durationMs: TOAST_MS.general,
    status: 'error',
    throttled: false,
    successLike: false,
  };
}

function networkFailure(): NormalisedAnswer {
  return {
    retCode: NETWORK_ERROR_CODE,
    retMsg: NETWORK_ERROR_MESSAGE,
    result: undefined,
    token: undefined,
    currentSite: undefined,
  };
}

function readPassErrCount(result: unknown): number | undefined {
  if (typeof result !== 'object' || result === null) return undefined;
  const value = (result as Record<string, unknown>).pass_err_count;
  const count = typeof value === 'string' ? Number(value) : value;
  return typeof count === 'number' && Number.isFinite(count) ? count : undefined;
}

// Checked by name: an abort may come as the DOMException of another realm (iframe, test env).
function isAbort(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'
  );
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
