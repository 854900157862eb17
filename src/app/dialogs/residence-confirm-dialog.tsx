import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RESIDENCE_CONFIRM_CODES } from '@/api/error-catalogue';
import AppDialog from '@/ui/app-dialog';
import type { CatalogueDialogProps } from './catalogue-dialog-props';
import { useEditionSiteUrl } from './edition-site-url';
import { EDITION_IDS } from './edition-ids';
import { LinkButton } from './link-button';

type ResidenceCode =
  | 'euSiteNoEuResidenceConfirm'
  | 'mainSiteEuResidenceConfirm'
  | 'ResidenceConfirm'
  | 'AeResidenceConfirm';

/** The site each pseudo-code sends a visitor who confirms; the flow may name another. */
const CONFIRM_EDITION: Readonly<Record<ResidenceCode, string>> = {
  // On the EU site with a residence outside the EEA: the global site.
  euSiteNoEuResidenceConfirm: EDITION_IDS.global,
  // On the main site with an EEA residence: the EU site.
  mainSiteEuResidenceConfirm: EDITION_IDS.eu,
  // A UAE residence: the UAE site.
  AeResidenceConfirm: EDITION_IDS.uae,
  ResidenceConfirm: EDITION_IDS.global,
};

/** Registration moves with the visitor: both buttons lead to that site's register page. */
const REGISTER_PATH = '/register';

function residenceCode(code: unknown): ResidenceCode {
  return (RESIDENCE_CONFIRM_CODES as readonly unknown[]).includes(code)
    ? (code as ResidenceCode)
    : 'ResidenceConfirm';
}

/**
 * The residence pseudo-codes: the visitor's residence belongs to another regional site.
 * 'Confirm' goes to that site's registration; 'cancel' stays, or goes to `cancelEdition` when
 * the flow names one.
 */
export default function ResidenceConfirmDialog({ data, onChoice }: CatalogueDialogProps) {
  const { t } = useTranslation('dialogs', { useSuspense: true });
  const siteUrl = useEditionSiteUrl();
  const code = residenceCode(data.code);
  const confirmEdition = data.confirmEdition ?? CONFIRM_EDITION[code];
  const confirmHref = siteUrl(confirmEdition, REGISTER_PATH);
  const cancelHref = data.cancelEdition ? siteUrl(data.cancelEdition, REGISTER_PATH) : null;
  // Edition ids come from the manifests (data), so this key is not checked when compiling (t()
  // takes any key with a defaultValue): an edition without a name here is named by its id.
  const siteName = (edition: string) => t(`sites.${edition}`, { defaultValue: edition });

  return (
    <AppDialog
      open
      onClose={() => onChoice('cancel')}
      width="card"
      role="alertdialog"
      title={t(`residence.${code}.title`)}
      footer={
        <>
          {cancelHref && data.cancelEdition ? (
            <LinkButton variant="outline" href={cancelHref} onClick={() => onChoice('cancel')}>
              {t('goToSite', { site: siteName(data.cancelEdition) })}
            </LinkButton>
          ) : (
            <Button variant="outline" onClick={() => onChoice('cancel')}>
              {t('stayHere')}
            </Button>
          )}
          {confirmHref ? (
            <LinkButton href={confirmHref} onClick={() => onChoice('confirm')}>
              {t('goToSite', { site: siteName(confirmEdition) })}
            </LinkButton>
          ) : (
            <Button onClick={() => onChoice('confirm')}>{t('ok')}</Button>
          )}
        </>
      }
    >
      <Text>{t(`residence.${code}.body`, { site: siteName(confirmEdition) })}</Text>
    </AppDialog>
  );
}
