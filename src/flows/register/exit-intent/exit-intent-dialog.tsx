import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import AppDialog from '@/ui/app-dialog';
import type { ExitChoice, ExitIntentVariant } from './run-exit-intent';

export interface ExitIntentDialogProps {
  variant: ExitIntentVariant;
  /** The welcome-gift amount for the visitor's origin, when the config has one. */
  amount?: string | undefined;
  onChoose: (choice: ExitChoice) => void;
}

/**
 * "Leaving already?" with the affiliate, referral or welcome-gift wording
 * (docs/registration-pieces.md, "Exit intent"). Closing it any other way than Quit counts as
 * Continue. Loaded on first use.
 */
export default function ExitIntentDialog({ variant, amount, onChoose }: ExitIntentDialogProps) {
  const { t } = useTranslation(['registerExtras', 'common']);
  return (
    <AppDialog
      open
      onClose={() => onChoose('continue')}
      width="card"
      role="alertdialog"
      // A choice is asked for: a click or focus elsewhere (a sign-in prompt) must not dismiss it.
      closeOnInteractOutside={false}
      title={t(`exitIntent.${variant}.title`)}
      closeLabel={t('common:close')}
      footer={
        <>
          <Button variant="outline" onClick={() => onChoose('quit')}>
            {t('exitIntent.quit')}
          </Button>
          <Button onClick={() => onChoose('continue')}>{t('exitIntent.continue')}</Button>
        </>
      }
    >
      <Text>
        {amount
          ? t(`exitIntent.${variant}.body`, { amount })
          : t(`exitIntent.${variant}.bodyNoAmount`)}
      </Text>
    </AppDialog>
  );
}
