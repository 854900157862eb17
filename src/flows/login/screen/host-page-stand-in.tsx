import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '@/ui/page-layout';

/**
 * What the login modal sits on in this app (`?display=modal`): a stand-in for the exchange page
 * that embeds it. Closing the modal leaves the visitor here, with a button to open it again.
 */
export function HostPageStandIn({
  onOpenLogin,
  children,
}: {
  onOpenLogin: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('login');
  return (
    <PageLayout>
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          {t('modal.hostTitle')}
        </Heading>
        <Text color="fg.muted">{t('modal.hostBody')}</Text>
        <Button onClick={onOpenLogin}>{t('modal.open')}</Button>
      </Stack>
      {children}
    </PageLayout>
  );
}
