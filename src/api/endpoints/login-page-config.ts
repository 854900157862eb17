/**
 * The login page's promo panel content: the campaign config entry `web_loginpage_config`
 * (login-and-shared.md §3 'Campaign config entries'), asked for in the visitor's language from
 * POST /v3/config/web. A failure falls back to the default promo silently (§7), so the call
 * never toasts and resolves to null instead of throwing.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api-client';
import { API_PATHS } from '../paths';

export const LOGIN_PAGE_CONFIG_KEY = 'web_loginpage_config';
/** Project name the exchange's config service files the web front end under. */
export const CONFIG_PROJECT_NAME = 'web';
/** Where the promo links when the campaign gives no link (§2). */
export const DEFAULT_PROMO_LINK = '/fiat/trade/express/home';

const loadSchemas = () => import('./login-page-config.schema');

export interface LoginPromo {
  readonly title: string | null;
  readonly subtitle: string | null;
  readonly image: string | null;
  readonly link: string;
  readonly campaignId: string | null;
}

export async function getLoginPromo(
  client: ApiClient,
  language: string,
  signal?: AbortSignal,
): Promise<LoginPromo | null> {
  const answer = await client.request({
    method: 'POST',
    path: API_PATHS.webConfig,
    body: { project_name: CONFIG_PROJECT_NAME, keys: [LOGIN_PAGE_CONFIG_KEY], language },
    hideError: true,
    loadParse: () =>
      loadSchemas().then(
        ({ listSchema }) =>
          (result) =>
            listSchema.parse(result),
      ),
    ...(signal ? { signal } : {}),
  });
  const entry = answer?.result?.list.find((item) => item.key === LOGIN_PAGE_CONFIG_KEY);
  if (!entry) return null;
  const { promoValueSchema } = await loadSchemas();
  const value = promoValueSchema.safeParse(parseJson(entry.value));
  if (!value.success) return null;
  return {
    title: value.data.title || null,
    subtitle: value.data.subtitle || null,
    image: value.data.image || null,
    link: value.data.image_link || DEFAULT_PROMO_LINK,
    campaignId: entry.campaignId || null,
  };
}

export function loginPromoQueryOptions(client: ApiClient, language: string) {
  return queryOptions({
    queryKey: ['config', LOGIN_PAGE_CONFIG_KEY, language] as const,
    queryFn: ({ signal }) => getLoginPromo(client, language, signal).catch(() => null),
    staleTime: Infinity,
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
