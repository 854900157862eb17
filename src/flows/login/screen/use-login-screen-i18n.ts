import type { i18n as I18n } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEdition } from '@/editions/edition-context';
import { loginScreenLanguage } from './login-language';

/**
 * The i18next instance the login screen renders with: the app's own, or, in the languages the
 * login screen is not offered in (login-language.ts), a clone in the edition's default
 * language that shares the loaded strings.
 */
export function useLoginScreenI18n(): { i18n: I18n; language: string; overridden: boolean } {
  const { i18n } = useTranslation();
  const { manifest } = useEdition();
  const language = loginScreenLanguage(i18n.language, manifest.languages);
  const overridden = language !== i18n.language;
  const screenI18n = useMemo(
    () => (overridden ? i18n.cloneInstance({ lng: language }) : i18n),
    [i18n, language, overridden],
  );
  return { i18n: screenI18n, language, overridden };
}
