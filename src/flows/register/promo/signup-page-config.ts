/**
 * The register page's promo panel content: the web config entry `web_signuppage_config`
 * (registration.md §3 'Web config entries': title, subtitle, image; a link when the image is
 * clickable), asked for in the visitor's language. Failures fall back to the default promo
 * silently (§7), so the call never toasts and resolves to null instead of throwing.
 */
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { ApiClient } from '@/api/api-client';
import { CONFIG_PROJECT_NAME } from '@/api/endpoints/login-page-config';
import { API_PATHS } from '@/api/paths';

export const SIGNUP_PAGE_CONFIG_KEY = 'web_signuppage_config';
/** The language placeholder a configured link may carry (registration.md §2). */
export const LANGUAGE_PLACEHOLDER = '{lang}';

const listSchema = z.object({
  list: z.array(
    z.object({
      key: z.string(),
      value: z.string(),
      campaignId: z.nullish(z.string()),
    }),
  ),
});

const valueSchema = z.object({
  title: z.nullish(z.string()),
  subtitle: z.nullish(z.string()),
  image: z.nullish(z.string()),
  link: z.nullish(z.string()),
  image_link: z.nullish(z.string()),
});

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
  const answer = await client.request({
    method: 'POST',
    path: API_PATHS.webConfig,
    body: { project_name: CONFIG_PROJECT_NAME, keys: [SIGNUP_PAGE_CONFIG_KEY], language },
    hideError: true,
    parse: (result) => listSchema.parse(result),
    ...(signal ? { signal } : {}),
  });
  const entry = answer?.result?.list.find((item) => item.key === SIGNUP_PAGE_CONFIG_KEY);
  if (!entry) return null;
  const value = valueSchema.safeParse(parseJson(entry.value));
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

/** The link with every {lang} replaced by the visitor's language. */
export function promoHref(link: string, language: string): string {
  return link.split(LANGUAGE_PLACEHOLDER).join(language);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
