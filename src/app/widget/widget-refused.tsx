import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * A page that frames the widget without being on the edition's allowed hosts (or lying about its
 * origin) sees this and nothing else: no form, no message to the parent (docs/embedding.md,
 * "Allowed hosts"). Servers also refuse such framing by header; this holds where they do not.
 */
export function WidgetRefused({ hostOrigin }: { hostOrigin: string }) {
  const { t } = useTranslation('common');
  return (
    <Stack gap="2" padding="6" textAlign="center">
      <Heading as="h1" size="lg">
        {t('widget.refusedTitle')}
      </Heading>
      <Text color="fg.muted">{t('widget.refusedBody', { host: hostOrigin })}</Text>
    </Stack>
  );
}
