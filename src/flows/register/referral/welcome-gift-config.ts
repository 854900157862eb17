/**
 * Welcome-gift ("redeem") amounts per sign-up origin (registration.md §3 'Redeem amounts':
 * affiliate_amount, refferal_amount — spelled so —, normal_amount), from the login-entry
 * compliance config (login-and-shared §3: redeemAmount, hideRedeemSite). The spec gives no URL
 * for that static JSON, so it is read as the web config entry `web_login_entry_config`. Config
 * failures fall back silently to "no offer".
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/api-client';
import { CONFIG_PROJECT_NAME } from '@/api/endpoints/login-page-config';
import { API_PATHS } from '@/api/paths';
import type { SignUpOriginType } from '../channel/channel-info';

export const LOGIN_ENTRY_CONFIG_KEY = 'web_login_entry_config';

const loadSchemas = () => import('./welcome-gift-config.schema');

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
  const answer = await client.request({
    method: 'POST',
    path: API_PATHS.webConfig,
    body: { project_name: CONFIG_PROJECT_NAME, keys: [LOGIN_ENTRY_CONFIG_KEY] },
    hideError: true,
    loadParse: () =>
      loadSchemas().then(
        ({ listSchema }) =>
          (result) =>
            listSchema.parse(result),
      ),
    ...(signal ? { signal } : {}),
  });
  const entry = answer?.result?.list.find((item) => item.key === LOGIN_ENTRY_CONFIG_KEY);
  if (!entry) return NO_WELCOME_GIFT;
  const { entryValueSchema } = await loadSchemas();
  const parsed = entryValueSchema.safeParse(parseJson(entry.value));
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

/**
 * The amount offered to this visitor, or undefined when there is no offer (no amount for the
 * origin, or the site hides the welcome gift).
 */
export function welcomeGiftAmount(
  amounts: WelcomeGiftAmounts,
  origin: SignUpOriginType,
  siteCode: string,
): string | undefined {
  if (amounts.hiddenOnSites.some((site) => site.toLowerCase() === siteCode.toLowerCase())) {
    return undefined;
  }
  return amounts[origin];
}

function positive(
  key: 'affiliate' | 'referral' | 'normal',
  value: string | number | null | undefined,
): Partial<Record<typeof key, string>> {
  const text = value === null || value === undefined ? '' : String(value).trim();
  return text !== '' && Number(text) > 0 ? { [key]: text } : {};
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
