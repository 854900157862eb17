import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { EditionLanguage } from '@/editions/edition-context';
import { FALLBACK_LANGUAGE, localeFolderOf } from './locale-folders';
import { otherPageNamespaces, type Namespace } from './namespaces';
import { OnDemandHttpBackend } from './on-demand-http-backend';

export { namespaces } from './namespaces';

export interface I18nOptions {
  readonly language: string;
  readonly languages: readonly EditionLanguage[];
  readonly version: string;
  /**
   * The namespaces to have before the first render: the page's (namespaces.ts). Others load when
   * a part that uses them renders. Default: those of a page with no list of its own.
   */
  readonly namespaces?: readonly Namespace[];
  /**
   * The page language's strings, already in hand (inlined in a prerendered page, or read from
   * disk when prerendering and in tests). With them the instance is ready at once, so hydration
   * need not wait for a request; other languages still load over HTTP (unless `offline`).
   */
  readonly resources?: Resource;
  /** No HTTP backend at all (prerendering in Node, tests). */
  readonly offline?: boolean;
}

/**
 * The app's i18next instance. Only the visitor's language is ever downloaded (docs/performance.md,
 * "Locale bytes per page"): there is no fallback language, since every language an edition offers
 * is complete (`npm run locales:check`; docs/editions.md, "Languages and translations"), so a
 * string is never looked up in English behind the visitor's back.
 */
export async function createI18n(options: I18nOptions): Promise<i18n> {
  const instance = i18next.createInstance();
  if (!options.offline) instance.use(OnDemandHttpBackend);
  instance.use(initReactI18next);
  const init = instance.init({
    lng: options.language,
    fallbackLng: false,
    // No supportedLngs: the language is always one the edition offers (resolve-locale.ts).
    load: 'currentOnly',
    ns: [...(options.namespaces ?? otherPageNamespaces)],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    resources: options.resources,
    partialBundledLanguages: Boolean(options.resources),
    initAsync: !options.resources,
    backend: {
      loadPath: (lngs: string[], nss: string[]) =>
        `/locales/${localeFolderOf(lngs[0] ?? FALLBACK_LANGUAGE, options.languages)}/${nss[0]}.json?v=${options.version}`,
    },
  });
  if (!options.resources) {
    await init;
    return instance;
  }
  // The page's strings are in hand: the instance is ready now, as it was on the server. Without
  // this, react-i18next reports it not ready until init ends and renders keys, and a prerendered
  // page would not hydrate (i18next's SSR hand-over, as react-i18next's useSSR does it).
  instance.hydrate(options.resources);
  return instance;
}
