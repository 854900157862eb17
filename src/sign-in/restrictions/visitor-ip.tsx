import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * "Your IP: 203.0.113.7" in the restriction dialogs (the IP-ban dialog of 31018 and the
 * per-country ones): the address stays left to right on a right-to-left page.
 */
export function VisitorIp({ ip, live = false }: { ip: string; live?: boolean }) {
  const { t } = useTranslation('dialogs', { useSuspense: true });
  return (
    <Text aria-live={live ? 'polite' : undefined}>
      {`${t('ipBan.ipLabel')}: `}
      <Text as="strong" dir="ltr">
        {ip}
      </Text>
    </Text>
  );
}
