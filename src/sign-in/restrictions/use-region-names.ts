import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Names of restricted countries in the visitor's language, from the browser's own region names
 * (no country list to fetch for a dialog); "Ontario" has its own translation.
 */
export function useRegionNames(): (code: string) => string {
  const { t, i18n } = useTranslation('registerExtras', { useSuspense: true });
  const language = i18n.language;
  return useMemo(() => {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
    } catch {
      names = undefined;
    }
    return (code: string) => {
      if (code === 'Ontario') return t('residence.ontario');
      try {
        return names?.of(code) ?? code;
      } catch {
        return code;
      }
    };
  }, [language, t]);
}
