import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PERSONAL_VERIFICATION_PATH } from '@/lib/post-login-destination';
import AppDialog from '@/ui/app-dialog';
import type { CatalogueDialogProps } from './catalogue-dialog-props';
import { LinkButton } from './link-button';

/**
 * 41102, 41107: identity verification is needed first. 'Verify my identity' opens the personal
 * verification page (the same page the spec's guide_complete_kyc redirect uses); 'go back'
 * leaves the visitor where they were.
 */
export default function IdentityVerificationDialog({ onChoice }: CatalogueDialogProps) {
  const { t } = useTranslation('dialogs', { useSuspense: true });
  return (
    <AppDialog
      open
      onClose={() => onChoice('back')}
      width="card"
      role="alertdialog"
      title={t('identityVerification.title')}
      footer={
        <>
          <Button variant="outline" onClick={() => onChoice('back')}>
            {t('identityVerification.back')}
          </Button>
          <LinkButton href={PERSONAL_VERIFICATION_PATH} onClick={() => onChoice('verify')}>
            {t('identityVerification.verify')}
          </LinkButton>
        </>
      }
    >
      <Text>{t('identityVerification.body')}</Text>
    </AppDialog>
  );
}
