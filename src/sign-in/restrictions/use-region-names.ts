import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useIntlLocale } from '@/editions/edition-context';
import { regionName } from '@/lib/region-name';

/**
 * Names of restricted countries in the visitor's language, from the browser's own region names
 * (no country list to fetch for a dialog); "Ontario" has its own translation.
 */
export function useRegionNames(): (code: string) => string {
  const { t } = useTranslation('registerExtras', { useSuspense: true });
  // The language's BCP 47 tag: Intl refuses the exchange's own codes (tr-TUR, ru-KAZ), and the
  // dialog showed a bare "US" there.
  const locale = useIntlLocale();
  return useMemo(
    () => (code: string) =>
      code === 'Ontario' ? t('residence.ontario') : (regionName(code, locale) ?? code),
    [locale, t],
  );
}
