import { Box, Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import AppDialog from '@/ui/app-dialog';
import { missingCodeStepKeys, type MissingCodeChannel } from './missing-code-steps';

/**
 * The help dialog for a code that did not arrive (docs/verification.md, "Missing-code help"):
 * the channel's steps, in order. Loaded when the visitor first asks for it.
 */
export default function MissingCodeHelpDialog({
  channel,
  contentId,
  onClose,
}: {
  channel: MissingCodeChannel;
  /** The id the link's aria-controls names. */
  contentId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('verification', { useSuspense: true });
  return (
    <AppDialog
      open
      onClose={onClose}
      width="card"
      contentId={contentId}
      title={t('code.help.toggle')}
      closeLabel={t('close')}
      footer={<Button onClick={onClose}>{t('notice.buttons.done')}</Button>}
    >
      <Text fontWeight="semibold">{t(`code.help.${channel}.title`)}</Text>
      {/* Chakra's List needs a recipe this app does not ship; a plain numbered list will do. */}
      <Box as="ol" listStyleType="decimal" paddingInlineStart="5" marginBlockStart="2">
        {missingCodeStepKeys(channel).map((key) => (
          <Box as="li" key={key} marginBlockEnd="1">
            {t(key)}
          </Box>
        ))}
      </Box>
    </AppDialog>
  );
}
