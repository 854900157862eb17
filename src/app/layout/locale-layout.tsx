import { Suspense, useContext, useEffect } from 'react';
import { I18nContext } from 'react-i18next';
import { Outlet, useParams } from 'react-router-dom';
import { useEdition } from '@/editions/edition-context';
import { useWidgetHost } from '@/sign-in/contracts/widget-host';
import { useMiniApp } from '@/sign-in/contracts/mini-app';
import { applyDocumentLanguage, documentLanguageOf } from '../locale/document-language';
import { storedLanguage } from '../locale/language-choice';
import { chooseLanguage, matchLocalePrefix } from '../locale/resolve-locale';
import { AppHeader } from './app-header';
import { NotFoundPage } from './not-found-page';

/**
 * Every route sits under an optional locale segment. A segment the edition does not offer is a
 * 404; otherwise the language (`chooseLanguage`: URL, the Telegram user's inside the mini app, the
 * stored choice, the edition default) is applied
 * to i18next and <html lang/dir>; Chakra's locale follows i18next (./app-locale-provider.tsx).
 */
export function LocaleLayout() {
  const { lang } = useParams();
  const { manifest, languages } = useEdition();
  // The app's i18next instance itself. useTranslation's `i18n` is a new wrapper after every
  // language change (react-i18next 17): in the effect's dependencies it re-ran the effect as soon
  // as a pick changed the language, before the pick's new address had rendered, so the page went
  // back to the old language and then forward again, drawing everything (and mounting Telegram's
  // widget) three times (docs/editions.md, "Switching language").
  const { i18n } = useContext(I18nContext);
  const fromUrl = matchLocalePrefix(lang, manifest.languages.available);
  const unknownPrefix = lang !== undefined && fromUrl === undefined;
  const language = chooseLanguage({
    fromUrl,
    fromChatApp: useMiniApp()?.language,
    stored: storedLanguage(),
    available: manifest.languages.available,
    fallback: manifest.languages.default,
  });
  const { htmlLang, dir, fonts } = documentLanguageOf(languages, language);
  // The widget's frames have no site header: the host page is the page (docs/embedding.md).
  const embedded = useWidgetHost() !== null;

  useEffect(() => {
    if (unknownPrefix) return;
    if (i18n.language !== language) void i18n.changeLanguage(language);
    applyDocumentLanguage({ htmlLang, dir, fonts });
  }, [i18n, language, htmlLang, dir, fonts, unknownPrefix]);

  return (
    <>
      {!embedded && <AppHeader />}
      <Suspense fallback={null}>{unknownPrefix ? <NotFoundPage /> : <Outlet />}</Suspense>
    </>
  );
}
