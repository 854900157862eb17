/**
 * Welcome-gift ("redeem") amounts per sign-up origin
 * (docs/registration-pieces.md, "Referral code and campaigns": affiliate_amount, refferal_amount —
 * spelled so —, normal_amount), from the login-entry compliance config (redeemAmount,
 * hideRedeemSite). The spec gives no URL for that static JSON, so it is read as the
 * web config entry `web_login_entry_config` (POST /v3/config/web). Config failures fall back
 * silently to "no offer".
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

export async function fetchWelcomeGiftAmounts(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<WelcomeGiftAmounts> {
  // Loaded alongside the call, so the entry is read as soon as it arrives.
  const schemas = loadSchemas();
  schemas.catch(() => undefined);
  const entry = await getWebConfigEntry(client, LOGIN_ENTRY_CONFIG_KEY, signal ? { signal } : {});
  if (!entry) return NO_WELCOME_GIFT;
  const { entryValueSchema } = await schemas;
  const parsed = entryValueSchema.safeParse(parseWebConfigValue(entry.value));
  if (!parsed.success) return NO_WELCOME_GIFT;
  const amounts = parsed.data.redeemAmount;
  return {
    ...positive('affiliate', amounts?.affiliate_amount),
    ...positive('referral', amounts?.refferal_amount),
    ...positive('normal', amounts?.normal_amount),
    hiddenOnSites: parsed.data.hideRedeemSite ?? [],
  };
}

export function welcomeGiftQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ['config', LOGIN_ENTRY_CONFIG_KEY] as const,
    queryFn: ({ signal }) => fetchWelcomeGiftAmounts(client, signal).catch(() => NO_WELCOME_GIFT),
    staleTime: Infinity,
  });
}

function positive(
  key: 'affiliate' | 'referral' | 'normal',
  value: string | number | null | undefined,
): Partial<Record<typeof key, string>> {
  const text = value === null || value === undefined ? '' : String(value).trim();
  return text !== '' && Number(text) > 0 ? { [key]: text } : {};
}
