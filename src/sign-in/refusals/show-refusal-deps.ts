import type { TFunction } from 'i18next';
import type { OpenCatalogueDialog } from '@/sign-in/contracts/catalogue-dialogs';
import { showToast } from '@/ui/show-toast';
import type { ShowRefusalDeps } from './catalogue-refusal';

/** The catalogue's message keys a flow's own toast shows (20100); their strings are `thirdParty`'s. */
const CATALOGUE_MESSAGES = ['chineseEmailGoogleRegisterErr'] as const;
type CatalogueMessage = (typeof CATALOGUE_MESSAGES)[number];

/**
 * What `showCatalogueRefusal` needs, from the app: the catalogue's dialogs, the error toast and
 * the catalogue's message keys translated (docs/requests-and-errors.md, "The catalogue"). A key
 * the catalogue may add without a string here is shown as it is. Plain, so it loads with the
 * flow that shows refusals rather than with the page.
 */
export function showRefusalDeps(
  openCatalogueDialog: OpenCatalogueDialog,
  t: TFunction<'thirdParty'>,
): ShowRefusalDeps {
  return {
    openCatalogueDialog,
    toast: (message, durationMs) =>
      showToast({ type: 'error', description: message, duration: durationMs }),
    message: (messageKey) => (isCatalogueMessage(messageKey) ? t(messageKey) : messageKey),
  };
}

function isCatalogueMessage(key: string): key is CatalogueMessage {
  return (CATALOGUE_MESSAGES as readonly string[]).includes(key);
}
