/**
 * The register page's campaign entries, asked for in the visitor's language in one
 * POST /v3/config/banner call (banner-config.ts; docs/registration-pieces.md, "Promo panel"):
 * `web_signuppage_config` for the promo panel (title, subtitle, image; a link when the image is
 * clickable) and `web_signuppage_regist_button_text` for the register button's text. Failures
 * fall back to the page's own copy silently, so the call never toasts and resolves to
 * NO_SIGNUP_PAGE_CONFIG instead of throwing.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api-client';
import { getBannerEntries } from './banner-config';
import { parseWebConfigValue, type WebConfigEntry } from './web-config';

export const SIGNUP_PAGE_CONFIG_KEY = 'web_signuppage_config';
export const SIGNUP_BUTTON_TEXT_KEY = 'web_signuppage_regist_button_text';

const loadSchemas = () => import('./signup-page-config.schema');
type Schemas = Awaited<ReturnType<typeof loadSchemas>>;

export interface SignupPromo {
  readonly title: string | null;
  readonly subtitle: string | null;
  readonly image: string | null;
  /** As configured (may hold {lang}); null: the image is not clickable. */
  readonly link: string | null;
  readonly campaignId: string | null;
}

export interface SignupPageConfig {
  /** null: the page's default promo. */
  readonly promo: SignupPromo | null;
  /** The register button's text; null: the translated default. */
  readonly buttonText: string | null;
}

export const NO_SIGNUP_PAGE_CONFIG: SignupPageConfig = { promo: null, buttonText: null };

export async function getSignupPageConfig(
  client: ApiClient,
  language: string,
  signal?: AbortSignal,
): Promise<SignupPageConfig> {
  // Loaded alongside the call, so the entries are read as soon as they arrive.
  const schemas = loadSchemas();
  schemas.catch(() => undefined);
  const list = await getBannerEntries(client, [SIGNUP_PAGE_CONFIG_KEY, SIGNUP_BUTTON_TEXT_KEY], {
    language,
    ...(signal ? { signal } : {}),
  });
  const entryOf = (key: string) => list.find((entry) => entry.key === key);
  const promoEntry = entryOf(SIGNUP_PAGE_CONFIG_KEY);
  const buttonEntry = entryOf(SIGNUP_BUTTON_TEXT_KEY);
  if (!promoEntry && !buttonEntry) return NO_SIGNUP_PAGE_CONFIG;
  const loaded = await schemas;
  return {
    promo: promoEntry ? readPromo(loaded, promoEntry) : null,
    buttonText: buttonEntry ? readButtonText(loaded, buttonEntry) : null,
  };
}

function readPromo(schemas: Schemas, entry: WebConfigEntry): SignupPromo | null {
  const value = schemas.signupValueSchema.safeParse(parseWebConfigValue(entry.value));
  if (!value.success) return null;
  return {
    title: value.data.title || null,
    subtitle: value.data.subtitle || null,
    image: value.data.image || null,
    link: value.data.link || value.data.image_link || null,
    campaignId: entry.campaignId || null,
  };
}

/** The configured text, trimmed; null when it is missing, empty or not one of the two shapes. */
function readButtonText(schemas: Schemas, entry: WebConfigEntry): string | null {
  const value = schemas.buttonTextValueSchema.safeParse(parseWebConfigValue(entry.value));
  if (!value.success) return null;
  const text = (typeof value.data === 'string' ? value.data : value.data.text).trim();
  return text === '' ? null : text;
}

export function signupPageConfigQueryOptions(client: ApiClient, language: string) {
  return queryOptions({
    queryKey: ['config', 'banner', SIGNUP_PAGE_CONFIG_KEY, language] as const,
    queryFn: ({ signal }) =>
      getSignupPageConfig(client, language, signal).catch(() => NO_SIGNUP_PAGE_CONFIG),
    staleTime: Infinity,
  });
}
