/**
 * The chosen language, kept in a cookie for 7 days so server-rendered pages of the exchange
 * answer in the same language as this front end.
 */
import { readCookie, writeCookie } from './cookies';

export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE_DAYS = 7;

export function readLanguageCookie(): string | null {
  const value = readCookie(LANGUAGE_COOKIE);
  return value ? value : null;
}

export function writeLanguageCookie(language: string): void {
  writeCookie(LANGUAGE_COOKIE, language, { maxAgeDays: LANGUAGE_COOKIE_MAX_AGE_DAYS });
}
