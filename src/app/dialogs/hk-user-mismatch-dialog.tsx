import { useTranslation } from 'react-i18next';
import type { CatalogueDialogProps } from './catalogue-dialog-props';
import { EDITION_IDS } from './edition-ids';
import { SiteSwitchDialog } from './site-switch-dialog';

/** 400601: a Hong Kong account logging in elsewhere is sent to the Hong Kong platform's login. */
export default function HkUserMismatchDialog({ onChoice }: CatalogueDialogProps) {
  const { t } = useTranslation('dialogs', { useSuspense: true });
  return (
    <SiteSwitchDialog
      title={t('hkUserMismatch.title')}
      body={t('hkUserMismatch.body')}
      targetEdition={EDITION_IDS.hongKong}
      path="/login"
      onChoice={onChoice}
    />
  );
}
