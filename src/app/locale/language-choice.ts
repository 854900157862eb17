/**
 * The visitor's language choice (docs/editions.md, "Languages and translations"): a `lang`
 * cookie kept 7 days, written when the visitor picks a language and read on the next visit
 * before the edition's default (a locale prefix in the URL still wins).
 */
import { deleteCookie, readCookie, writeCookie } from '@/lib/cookies';

export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_DAYS = 7;

export function storedLanguage(): string | null {
  return readCookie(LANGUAGE_COOKIE);
}

export function rememberLanguage(code: string): void {
  writeCookie(LANGUAGE_COOKIE, code, { maxAgeDays: LANGUAGE_COOKIE_DAYS });
}

export function forgetLanguage(): void {
  deleteCookie(LANGUAGE_COOKIE);
}
