import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CatalogueDialogProps } from './catalogue-dialog-props';
import { formatUtcTime } from '@/lib/format-utc-time';
import { useIntlLocale } from '@/editions/edition-context';
import { NoticeDialog } from './notice-dialog';

/**
 * 31003 with a ban younger than 24 h: the server's message (it says why) and the time the
 * ban flow passes, from when the account can be unblocked (in UTC, as the spec says). An older
 * ban goes to the self-unblock page instead and never reaches this dialog.
 */
export default function BannedAccountDialog({ data, onChoice }: CatalogueDialogProps) {
  const { t } = useTranslation('dialogs', { useSuspense: true });
  const locale = useIntlLocale();
  const unblockAt =
    data.unblockAtMs === undefined ? undefined : formatUtcTime(data.unblockAtMs, locale);
  return (
    <NoticeDialog title={t('banned.title')} onChoice={onChoice} confirmLabel={t('gotIt')}>
      <Text>{data.message || t('banned.body')}</Text>
      {unblockAt && <Text>{t('banned.unblockAt', { time: unblockAt })}</Text>}
    </NoticeDialog>
  );
}
