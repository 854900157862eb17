/**
 * The pure parts of a call: what one call looks like, how it is turned into a fetch request
 * (URL, query, headers) and how any of the exchange's answer spellings is normalised.
 */

export type HttpMethod = 'GET' | 'POST';

export type Platform = 'pc' | 'h5' | 'pc_tg' | 'ios_tg' | 'android_tg';

export interface ApiCall<T> {
  readonly method: HttpMethod;
  /** Path below the API base, e.g. `/login`; may carry a query of its own. */
  readonly path: string;
  /** JSON body; for a GET it is sent as query parameters instead. */
  readonly body?: Readonly<Record<string, unknown>>;
  readonly headers?: Readonly<Record<string, string>>;
  /** Suppresses the wrapper's error toasts for this call (the caller shows its own). */
  readonly hideError?: boolean;
  /** Parses `result` of a successful answer (a zod schema's parse, from the endpoint module). */
  readonly parse?: (result: unknown) => T;
  /**
   * Instead of `parse`: loads the parser on first use, so the schema library stays out of the
   * first load (see lazyParser). The wrapper starts loading it as the request leaves, so it is
   * there by the time the answer is; if it cannot load, the call fails like a network error.
   */
  readonly loadParse?: () => Promise<(result: unknown) => T>;
  /** Called for HTTP status 400 or above instead of the wrapper's toast. */
  readonly onHttpError?: (status: number) => void;
  readonly signal?: AbortSignal;
}

export interface ApiResult<T> {
  readonly retCode: number;
  readonly retMsg: string;
  /** Parsed result: set when retCode is 0 (or the answer is success-like) and it parsed. */
  readonly result: T | undefined;
  /** `result` as the server sent it, for codes whose data the caller reads (e.g. 31002). */
  readonly rawResult: unknown;
  readonly token: string | undefined;
  /** From the x-refer-site-id header, else the body's currentSite. */
  readonly currentSite: string | undefined;
  /** A 31002 answer with 3, 4 or 5 failures, which the login form handles like a success. */
  readonly successLike: boolean;
}

export interface NormalisedAnswer {
  readonly retCode: number;
  readonly retMsg: string;
  readonly result: unknown;
  readonly token: string | undefined;
  readonly currentSite: string | undefined;
}

export const SITE_HEADER = 'x-refer-site-id';

/** The exchange answers with retCode/retMsg or ret_code/ret_msg depending on the service. */
export function normaliseAnswer(body: unknown, siteHeader: string | null): NormalisedAnswer {
  const record = isRecord(body) ? body : {};
  const rawCode = record.retCode ?? record.ret_code;
  const rawMessage = record.retMsg ?? record.ret_msg;
  // Answers without any code (plain lookups) are data in themselves.
  const hasCode = rawCode !== undefined && rawCode !== null;
  const code = hasCode ? Number(rawCode) : 0;
  const bodySite = typeof record.currentSite === 'string' ? record.currentSite : undefined;
  return {
    retCode: Number.isFinite(code) ? code : -1,
    retMsg: typeof rawMessage === 'string' ? rawMessage : '',
    result: hasCode || 'result' in record ? record.result : body,
    token: typeof record.token === 'string' && record.token !== '' ? record.token : undefined,
    currentSite: siteHeader ? siteHeader : bodySite,
  };
}

/** `en-US` is sent as `en`; every other language code as it is. */
export function languageHeader(lang: string): string {
  return lang === 'en-US' ? 'en' : lang;
}

/** Query string from a body: null/undefined skipped, arrays repeated, objects as JSON. */
export function toQueryString(params: Readonly<Record<string, unknown>>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      search.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return search.toString();
}

export function appendQuery(url: string, query: string): string {
  if (query === '') return url;
  const hashAt = url.indexOf('#');
  const base = hashAt < 0 ? url : url.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  const separator = base.includes('?')
    ? base.endsWith('?') || base.endsWith('&')
      ? ''
      : '&'
    : '?';
  return `${base}${separator}${query}${hash}`;
}

export function joinUrl(apiBase: string, path: string): string {
  const base = apiBase.endsWith('/') ? apiBase.slice(0, -1) : apiBase;
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

export interface RequestSettings {
  readonly apiBase: string;
  readonly platform: Platform;
  readonly lang: string;
  readonly deviceId: string;
  /** Null when logged out or when the path must go without it. */
  readonly userToken: string | null;
  /** Extra query parameters the wrapper adds (oauth_tmp_login_id). */
  readonly extraQuery?: Readonly<Record<string, string>>;
}

export function buildRequest(
  call: ApiCall<unknown>,
  settings: RequestSettings,
): { url: string; init: RequestInit } {
  const query = toQueryString({
    ...(call.method === 'GET' ? call.body : {}),
    ...settings.extraQuery,
  });
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
    platform: settings.platform,
    Guid: settings.deviceId,
    Lang: languageHeader(settings.lang),
    ...(settings.userToken ? { UserToken: settings.userToken } : {}),
    ...call.headers,
  };
  const init: RequestInit = {
    method: call.method,
    headers,
    credentials: 'include',
    ...(call.method === 'POST' ? { body: JSON.stringify(call.body ?? {}) } : {}),
    ...(call.signal ? { signal: call.signal } : {}),
  };
  return { url: appendQuery(joinUrl(settings.apiBase, call.path), query), init };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
