/**
 * POST /v3/config/web: entries of the exchange's web config service, asked for one key at a time
 * (docs/requests-and-errors.md, "Endpoint modules").
 * Each entry's `value` is JSON text whose shape depends on the key; the modules that read one
 * entry (login-page-config.ts, signup-page-config.ts, login-entry-config.ts,
 * site-compliance-config.ts, the captcha config) parse it and fall back to their defaults. The
 * call never toasts: a config fetch failure falls back silently.
 */
import type { ApiClient } from '../api-client';
import { API_PATHS } from '../paths';
import type { WebConfigEntry } from './web-config.schema';

/** Project name the exchange's config service files the web front end under. */
export const CONFIG_PROJECT_NAME = 'web';

export type { WebConfigEntry } from './web-config.schema';

export interface WebConfigRequest {
  /** Asked for in this language; left out when the entry does not depend on it. */
  readonly language?: string;
  readonly signal?: AbortSignal;
}

/**
 * The entry `key` of the web config, or undefined when the call failed or the answer has no such
 * entry. Throws when the answer's list cannot be read (and when the request is aborted).
 */
export async function getWebConfigEntry(
  client: ApiClient,
  key: string,
  request: WebConfigRequest = {},
): Promise<WebConfigEntry | undefined> {
  const answer = await client.request({
    method: 'POST',
    path: API_PATHS.webConfig,
    body: {
      project_name: CONFIG_PROJECT_NAME,
      keys: [key],
      ...(request.language !== undefined ? { language: request.language } : {}),
    },
    hideError: true,
    loadParse: loadConfigListParse,
    ...(request.signal ? { signal: request.signal } : {}),
  });
  return answer?.result?.list.find((item) => item.key === key);
}

/**
 * The parser of a config list answer (the web config's and the banner's), loaded with the first
 * answer so zod stays out of the first load.
 */
export function loadConfigListParse() {
  return import('./web-config.schema').then(
    ({ webConfigListSchema }) =>
      (result: unknown) =>
        webConfigListSchema.parse(result),
  );
}

/** An entry's JSON value, or undefined when it is not JSON. */
export function parseWebConfigValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
