import { useTranslation } from 'react-i18next';
import type { CatalogueDialogProps } from './catalogue-dialog-props';
import { EDITION_IDS } from './edition-ids';
import { SiteSwitchDialog } from './site-switch-dialog';

/** 400602: an account that is not a Hong Kong one, on the Hong Kong platform: global login. */
export default function HkSiteMismatchDialog({ onChoice }: CatalogueDialogProps) {
  const { t } = useTranslation('dialogs', { useSuspense: true });
  return (
    <SiteSwitchDialog
      title={t('hkSiteMismatch.title')}
      body={t('hkSiteMismatch.body')}
      targetEdition={EDITION_IDS.global}
      path="/login"
      onChoice={onChoice}
    />
  );
}
