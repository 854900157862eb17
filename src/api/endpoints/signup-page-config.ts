/**
 * The register page's promo panel content: the web config entry `web_signuppage_config`
 * (docs/registration-pieces.md, "Promo panel": title, subtitle, image; a link when the image is
 * clickable), asked for in the visitor's language from POST /v3/config/web. Failures fall back to
 * the default promo silently, so the call never toasts and resolves to null instead of
 * throwing.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api-client';
import { getWebConfigEntry, parseWebConfigValue } from './web-config';

export const SIGNUP_PAGE_CONFIG_KEY = 'web_signuppage_config';

const loadSchemas = () => import('./signup-page-config.schema');

export interface SignupPromo {
  readonly title: string | null;
  readonly subtitle: string | null;
  readonly image: string | null;
  /** As configured (may hold {lang}); null: the image is not clickable. */
  readonly link: string | null;
  readonly campaignId: string | null;
}

export async function getSignupPromo(
  client: ApiClient,
  language: string,
  signal?: AbortSignal,
): Promise<SignupPromo | null> {
  // Loaded alongside the call, so the entry is read as soon as it arrives.
  const schemas = loadSchemas();
  schemas.catch(() => undefined);
  const entry = await getWebConfigEntry(client, SIGNUP_PAGE_CONFIG_KEY, {
    language,
    ...(signal ? { signal } : {}),
  });
  if (!entry) return null;
  const { signupValueSchema } = await schemas;
  const value = signupValueSchema.safeParse(parseWebConfigValue(entry.value));
  if (!value.success) return null;
  return {
    title: value.data.title || null,
    subtitle: value.data.subtitle || null,
    image: value.data.image || null,
    link: value.data.link || value.data.image_link || null,
    campaignId: entry.campaignId || null,
  };
}

export function signupPromoQueryOptions(client: ApiClient, language: string) {
  return queryOptions({
    queryKey: ['config', SIGNUP_PAGE_CONFIG_KEY, language] as const,
    queryFn: ({ signal }) => getSignupPromo(client, language, signal).catch(() => null),
    staleTime: Infinity,
  });
}
