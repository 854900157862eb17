import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import AppDialog from '@/ui/app-dialog';
import type { CatalogueDialogProps } from './catalogue-dialog-props';
import { LinkButton } from './link-button';

/**
 * 50101 (the account upgrade has not finished): the account is still being created; the
 * only way on is back to the site's home, /{lang}, as the spec's default landing for a site home.
 */
export default function CreatingAccountDialog({ onChoice }: CatalogueDialogProps) {
  const { t, i18n } = useTranslation('dialogs', { useSuspense: true });
  return (
    <AppDialog
      open
      onClose={() => onChoice('close')}
      width="card"
      title={t('creatingAccount.title')}
      closeLabel={t('close')}
      footer={
        <LinkButton href={`/${i18n.language}`} onClick={() => onChoice('home')}>
          {t('creatingAccount.home')}
        </LinkButton>
      }
    >
      <Text>{t('creatingAccount.body')}</Text>
    </AppDialog>
  );
}
