/**
 * The login-entry compliance config (redeemAmount, hideRedeemSite, zhHostnameList;
 * docs/login.md, "Redirect destinations"). The spec gives no URL for that static JSON, so it is read as the web config
 * entry `web_login_entry_config` (POST /v3/config/web). It carries the welcome-gift ("redeem")
 * amounts per sign-up origin (docs/registration-pieces.md, "Referral code and campaigns":
 * affiliate_amount, refferal_amount — spelled so —, normal_amount) and the hosts of the Chinese
 * site (docs/login.md, "Redirect destinations"). Config failures fall back silently: no offer,
 * and no host list (the destination rule then uses its default list, src/lib/china-hostnames.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api-client';
import { getWebConfigEntry, parseWebConfigValue } from './web-config';

export const LOGIN_ENTRY_CONFIG_KEY = 'web_login_entry_config';

const loadSchemas = () => import('./login-entry-config.schema');

export interface WelcomeGiftAmounts {
  readonly affiliate?: string;
  readonly referral?: string;
  readonly normal?: string;
  /** Site codes where no welcome gift is offered. */
  readonly hiddenOnSites: readonly string[];
}

export const NO_WELCOME_GIFT: WelcomeGiftAmounts = { hiddenOnSites: [] };

export interface LoginEntryConfig {
  readonly welcomeGift: WelcomeGiftAmounts;
  /** `zhHostnameList`; undefined when the config has none (or cannot be read). */
  readonly zhHostnames: readonly string[] | undefined;
}

export const NO_LOGIN_ENTRY_CONFIG: LoginEntryConfig = {
  welcomeGift: NO_WELCOME_GIFT,
  zhHostnames: undefined,
};

export async function fetchLoginEntryConfig(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<LoginEntryConfig> {
  // Loaded alongside the call, so the entry is read as soon as it arrives.
  const schemas = loadSchemas();
  schemas.catch(() => undefined);
  const entry = await getWebConfigEntry(client, LOGIN_ENTRY_CONFIG_KEY, signal ? { signal } : {});
  if (!entry) return NO_LOGIN_ENTRY_CONFIG;
  const { entryValueSchema } = await schemas;
  const parsed = entryValueSchema.safeParse(parseWebConfigValue(entry.value));
  if (!parsed.success) return NO_LOGIN_ENTRY_CONFIG;
  const amounts = parsed.data.redeemAmount;
  return {
    welcomeGift: {
      ...positive('affiliate', amounts?.affiliate_amount),
      ...positive('referral', amounts?.refferal_amount),
      ...positive('normal', amounts?.normal_amount),
      hiddenOnSites: parsed.data.hideRedeemSite ?? [],
    },
    zhHostnames: parsed.data.zhHostnameList,
  };
}

/** The whole entry, asked for once per page and shared by its readers. */
export function loginEntryConfigQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ['config', LOGIN_ENTRY_CONFIG_KEY] as const,
    queryFn: ({ signal }) =>
      fetchLoginEntryConfig(client, signal).catch(() => NO_LOGIN_ENTRY_CONFIG),
    staleTime: Infinity,
  });
}

/** The welcome-gift amounts of the entry. */
export function welcomeGiftQueryOptions(client: ApiClient) {
  return queryOptions({
    ...loginEntryConfigQueryOptions(client),
    select: (config: LoginEntryConfig) => config.welcomeGift,
  });
}

function positive(
  key: 'affiliate' | 'referral' | 'normal',
  value: string | number | null | undefined,
): Partial<Record<typeof key, string>> {
  const text = value === null || value === undefined ? '' : String(value).trim();
  return text !== '' && Number(text) > 0 ? { [key]: text } : {};
}
