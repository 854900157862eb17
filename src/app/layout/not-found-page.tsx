import { Heading, Link, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PageLayout } from '@/ui/page-layout';
import { useDocumentTitle } from '@/ui/use-document-title';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('notFound.title'));
  return (
    <PageLayout>
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          {t('notFound.title')}
        </Heading>
        <Link asChild colorPalette="brand">
          <RouterLink to="/login">{t('notFound.backToLogin')}</RouterLink>
        </Link>
      </Stack>
    </PageLayout>
  );
}
