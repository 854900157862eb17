/**
 * The login page's promo panel content: the campaign config entry `web_loginpage_config`
 * (docs/login.md, "Promo panel"), asked for in the visitor's language from
 * POST /v3/config/banner (banner-config.ts). A failure falls back to the default promo silently,
 * so the call never toasts and resolves to null instead of throwing.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api-client';
import { getBannerEntry } from './banner-config';
import { parseWebConfigValue } from './web-config';

export const LOGIN_PAGE_CONFIG_KEY = 'web_loginpage_config';
/** Where the promo links when the campaign gives no link (docs/login.md, "Promo panel"). */
export const DEFAULT_PROMO_LINK = '/fiat/trade/express/home';

const loadSchemas = () => import('./login-page-config.schema');

export interface LoginPromo {
  readonly title: string | null;
  readonly subtitle: string | null;
  readonly image: string | null;
  readonly link: string;
  readonly campaignId: string | null;
  /**
   * `web_login_signup_display_similar`: the login page shows the sign-up page's promo instead,
   * in the sign-up panel's layout (docs/login.md, "Promo panel").
   */
  readonly displaySimilar: boolean;
}

export async function getLoginPromo(
  client: ApiClient,
  language: string,
  signal?: AbortSignal,
): Promise<LoginPromo | null> {
  // Loaded alongside the call, so the entry is read as soon as it arrives.
  const schemas = loadSchemas();
  schemas.catch(() => undefined);
  const entry = await getBannerEntry(client, LOGIN_PAGE_CONFIG_KEY, {
    language,
    ...(signal ? { signal } : {}),
  });
  if (!entry) return null;
  const { promoValueSchema } = await schemas;
  const value = promoValueSchema.safeParse(parseWebConfigValue(entry.value));
  if (!value.success) return null;
  return {
    title: value.data.title || null,
    subtitle: value.data.subtitle || null,
    image: value.data.image || null,
    link: value.data.image_link || DEFAULT_PROMO_LINK,
    campaignId: entry.campaignId || null,
    displaySimilar: value.data.web_login_signup_display_similar === true,
  };
}

export function loginPromoQueryOptions(client: ApiClient, language: string) {
  return queryOptions({
    queryKey: ['config', LOGIN_PAGE_CONFIG_KEY, language] as const,
    queryFn: ({ signal }) => getLoginPromo(client, language, signal).catch(() => null),
    staleTime: Infinity,
  });
}
