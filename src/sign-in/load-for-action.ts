import type { i18n as I18n } from 'i18next';
import { TOAST_MS } from '@/api/error-constants';
import { showToast } from '@/ui/show-toast';

/**
 * Loads the code a visitor's action needs (a submit's pipeline, the registration steps, the
 * query client). When it does not arrive, the visitor is told so in the general error toast
 * (common:chunkError, TOAST_MS.general) and the action fails; the form keeps what was typed and
 * stays usable. Chromium keeps a failed module import for the page's life, so there a reload
 * fetches it (docs/performance.md, "The query client on demand").
 */
export async function loadForAction<T>(load: () => Promise<T>, i18n: Pick<I18n, 't'>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    showToast({
      type: 'error',
      title: i18n.t('common:chunkError.title'),
      description: i18n.t('common:chunkError.error'),
      duration: TOAST_MS.general,
    });
    throw error;
  }
}
