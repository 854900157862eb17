import { startTransition, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useEdition } from '@/editions/edition-context';
import { applyDocumentLanguage, documentLanguageOf } from './document-language';
import { rememberLanguage } from './language-choice';
import { splitLocalePath } from './resolve-locale';

/**
 * What the header's language picker does with a pick (docs/editions.md, "Switching language"):
 * remembers it (the `lang` cookie), fetches the language's strings while the page stays as it
 * is (./load-language.ts, loaded with the first pick), then switches everything in one task:
 * `<html lang>` and direction, the strings, and the address (the same route under the new
 * prefix, so the page stays mounted and an open dialog stays open). Where the strings cannot be
 * fetched, the page stays in its language and the loader's toast says so. When picks overlap,
 * the last one wins, whichever arrives first. Should the loader itself not load, the address
 * changes at once and the locale layout switches the language as the strings arrive.
 */
export function useLanguageSwitch(): (code: string) => void {
  const { i18n } = useTranslation();
  const { manifest, languages } = useEdition();
  const navigate = useNavigate();
  const location = useLocation();
  // Where the page is when the strings arrive (the visitor may have moved on meanwhile).
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);
  const latest = useRef<string | undefined>(undefined);

  return useCallback(
    (code: string) => {
      rememberLanguage(code);
      latest.current = code;
      const go = () => {
        const { pathname, search } = here.current;
        const { rest } = splitLocalePath(pathname, manifest.languages.available);
        navigate(`/${code}${rest === '/' ? '' : rest}${search}`);
      };
      import('./load-language').then(async ({ loadPickedLanguage }) => {
        const isLatest = () => latest.current === code;
        if (!(await loadPickedLanguage(i18n, code, isLatest)) || !isLatest()) return;
        applyDocumentLanguage(documentLanguageOf(languages, code));
        // The strings are in hand, so i18next changes at once; the address follows in the
        // same task, and the page is never drawn in one language under the other's address.
        void i18n.changeLanguage(code);
        startTransition(go);
      }, go);
    },
    [i18n, navigate, manifest.languages.available, languages],
  );
}
