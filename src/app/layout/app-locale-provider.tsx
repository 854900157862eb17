import { LocaleProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEdition } from '@/editions/edition-context';
import { documentLanguageOf } from '../locale/document-language';

/**
 * Chakra's locale for the whole app, following the page's language: the direction its dialogs,
 * menus and toasts take (Ark puts `dir` on each portal) and the way arrow keys move. It sits above
 * the dialog host, the verification host and the toaster, which render outside any page: under
 * the routes alone, a right-to-left page opened left-to-right dialogs.
 */
export function AppLocaleProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { languages } = useEdition();
  return (
    <LocaleProvider locale={documentLanguageOf(languages, i18n.language).htmlLang}>
      {children}
    </LocaleProvider>
  );
}
