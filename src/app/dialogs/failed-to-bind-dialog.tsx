import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import AppDialog from '@/ui/app-dialog';
import type { CatalogueDialogProps } from './catalogue-dialog-props';

/** The chat-app link failure codes that have a reason of their own; the rest share one text. */
const REASON_BY_CODE: Readonly<Record<string, 'alreadyBound' | 'relink' | 'system'>> = {
  telegramAlreadyBind: 'alreadyBound',
  authFailureRelinkTip: 'relink',
  relinkBybitAccountTip: 'relink',
  telegramLinkSystemError: 'system',
};

/**
 * A chat-app link failure (CHAT_LINK_FAILURE_CODES): 'continue' goes on without the link,
 * 'bind again' starts the link over. The flow that opened it acts on the choice.
 */
export default function FailedToBindDialog({ data, onChoice }: CatalogueDialogProps) {
  const { t } = useTranslation('dialogs', { useSuspense: true });
  const reason = REASON_BY_CODE[String(data.code ?? '')] ?? 'default';
  return (
    <AppDialog
      open
      onClose={() => onChoice('continue')}
      width="card"
      role="alertdialog"
      title={t('failedToBind.title')}
      footer={
        <>
          <Button variant="outline" onClick={() => onChoice('continue')}>
            {t('failedToBind.continue')}
          </Button>
          <Button onClick={() => onChoice('bindAgain')}>{t('failedToBind.bindAgain')}</Button>
        </>
      }
    >
      <Text>{t(`failedToBind.reasons.${reason}`)}</Text>
    </AppDialog>
  );
}
