import type { i18n } from 'i18next';
import { TOAST_MS } from '@/api/error-constants';
import { showToast } from '@/ui/show-toast';

/** The part of i18next's backend connector this uses (i18next types it `any`). */
interface BackendConnector {
  load(languages: readonly string[], namespaces: readonly string[], done: () => void): void;
}

/**
 * Fetches a language's strings for every namespace the page has used so far, without switching
 * to it, and says whether they are all there. The language picker switches only once they are
 * (./use-language-switch.ts): switching first would draw the page in the old language under the
 * new one's `<html lang>` and direction until they arrived, or show keys if they never do.
 * i18next retries a failed file a few times (about 11 s in all) before this answers false.
 */
export function loadLanguage(instance: i18n, code: string): Promise<boolean> {
  const namespaces = [instance.options.ns ?? []].flat();
  const complete = () => namespaces.every((ns) => instance.hasResourceBundle(code, ns));
  const connector = instance.services.backendConnector as BackendConnector | undefined;
  if (!connector || complete()) return Promise.resolve(complete());
  return new Promise((resolve) => connector.load([code], namespaces, () => resolve(complete())));
}

/**
 * `loadLanguage` for the language picker (./use-language-switch.ts): where the strings cannot be
 * fetched and the visitor has not picked another language meanwhile (`isLatest`), a toast says
 * so in the page's language. Lives here so that the first load does not carry it.
 */
export async function loadPickedLanguage(
  instance: i18n,
  code: string,
  isLatest: () => boolean,
): Promise<boolean> {
  const loaded = await loadLanguage(instance, code);
  if (!loaded && isLatest()) {
    showToast({
      type: 'error',
      description: instance.t('common:languageNotLoaded'),
      duration: TOAST_MS.general,
    });
  }
  return loaded;
}
