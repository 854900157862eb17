/**
 * POST /v3/config/banner: the campaign ("promo") entries of the exchange's config service, in
 * the page's language (docs/requests-and-errors.md, "Web config and banner"). The body is
 * `{ project_name, keys, properties: { language } }`; the answer has the web config's list shape
 * (web-config.schema.ts: key, language, value as JSON text, campaignId). The language-dependent
 * promo entries are read here: `web_loginpage_config` (login-page-config.ts),
 * `web_signuppage_config` and `web_signuppage_regist_button_text` (signup-page-config.ts); the
 * language-neutral settings (captcha, download, gray, compliance) stay on POST /v3/config/web.
 * Like the web config the call never toasts (a config failure falls back silently) and goes
 * without the UserToken header (api/paths.ts, `withoutUserToken`).
 */
import type { ApiClient } from '../api-client';
import { API_PATHS } from '../paths';
import { CONFIG_PROJECT_NAME, loadConfigListParse, type WebConfigEntry } from './web-config';

export interface BannerRequest {
  /** The page's language: the service answers each key in the closest language it has. */
  readonly language: string;
  readonly signal?: AbortSignal;
}

/**
 * Whether an entry's language can stand on a page in `pageLanguage`: the same language (ru-RU
 * for ru-KAZ, en for en-EU), or none (an entry for every language). Chinese must match whole,
 * as zh-HK, zh-TW and zh-MY are written differently. The service answers a language it has no
 * campaign in with its default, English: such an entry is left out, so the page keeps its own
 * translated copy (docs/editions.md, "Languages and translations").
 */
export function inPageLanguage(entryLanguage: string, pageLanguage: string): boolean {
  const entry = entryLanguage.toLowerCase();
  const page = pageLanguage.toLowerCase();
  const base = (code: string) => code.split('-')[0];
  return entry === '' || entry === page || (base(entry) === base(page) && base(page) !== 'zh');
}

/**
 * The banner entries for `keys` in the page's language (`inPageLanguage`), in the answer's order;
 * throws when the call failed or its list cannot be read (and when the request is aborted), so
 * callers choose their own fallback.
 */
export async function getBannerEntries(
  client: ApiClient,
  keys: readonly string[],
  request: BannerRequest,
): Promise<WebConfigEntry[]> {
  const answer = await client.request({
    method: 'POST',
    path: API_PATHS.banner,
    body: {
      project_name: CONFIG_PROJECT_NAME,
      keys,
      properties: { language: request.language },
    },
    hideError: true,
    loadParse: loadConfigListParse,
    ...(request.signal ? { signal: request.signal } : {}),
  });
  const list = answer?.result?.list;
  if (answer?.retCode !== 0 || !list) throw new Error(`${API_PATHS.banner} answered no list`);
  return list.filter(
    (entry) => keys.includes(entry.key) && inPageLanguage(entry.language ?? '', request.language),
  );
}

/** The banner entry `key`, or undefined when the answer has none; throws as getBannerEntries. */
export async function getBannerEntry(
  client: ApiClient,
  key: string,
  request: BannerRequest,
): Promise<WebConfigEntry | undefined> {
  const list = await getBannerEntries(client, [key], request);
  return list.find((entry) => entry.key === key);
}
