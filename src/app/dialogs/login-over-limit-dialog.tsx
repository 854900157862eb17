import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import AppDialog from '@/ui/app-dialog';
import type { CatalogueDialogProps } from './catalogue-dialog-props';
import { LinkButton } from './link-button';

/** Where 'reset password' goes unless the opener says otherwise (from=oauth in an OAuth flow). */
const RETRIEVE_PASSWORD_PATH = '/app/user/retrieve';

/**
 * 31030: the password was wrong too many times. The same dialog as the login page's own
 * (src/flows/login/login-over-limit-dialog.tsx), for any flow that meets the code.
 */
export default function LoginOverLimitDialog({ data, onChoice }: CatalogueDialogProps) {
  const { t } = useTranslation('dialogs', { useSuspense: true });
  return (
    <AppDialog
      open
      onClose={() => onChoice('close')}
      width="card"
      role="alertdialog"
      title={t('loginOverLimit.title')}
      closeLabel={t('close')}
      footer={
        <>
          <Button variant="outline" onClick={() => onChoice('later')}>
            {t('loginOverLimit.later')}
          </Button>
          <LinkButton
            href={data.retrieveHref ?? RETRIEVE_PASSWORD_PATH}
            onClick={() => onChoice('resetPassword')}
          >
            {t('loginOverLimit.resetPassword')}
          </LinkButton>
        </>
      }
    >
      <Text>{t('loginOverLimit.body')}</Text>
    </AppDialog>
  );
}
