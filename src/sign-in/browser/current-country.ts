import { sessionStore } from '@/lib/storage';

/**
 * Session storage key of the visitor's current country, sent as `live_country_code` by the
 * login, register and third-party calls (docs/login.md, "The login flow").
 */
export const CURRENT_COUNTRY_KEY = 'currentCountry';

export function currentCountry(): string | null {
  return sessionStore.get(CURRENT_COUNTRY_KEY);
}
