import { Heading, HStack, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useEdition } from '@/editions/edition-context';
import { Slot } from '@/editions/slot';
import { AppTabs } from '@/ui/app-tabs';
import { PageLayout } from '@/ui/page-layout';
import { useDocumentTitle } from '@/ui/use-document-title';
import { EmailLoginForm } from './email-login-form';
import {
  initialLoginTab,
  readStoredLoginTab,
  storeLoginTab,
  type LoginTab,
} from './login-tab-preference';
import { MobileLoginForm } from './mobile-login-form';
import { RETRIEVE_PATH } from './submit-login';

const QrLoginPanel = lazy(() => import('./qr-login-panel'));

const SUB_ACCOUNT_LOGIN_PATH = '/app/user/sub-account-login';

function tabContent(tab: LoginTab) {
  switch (tab) {
    case 'email':
      return <EmailLoginForm />;
    case 'mobile':
      return <MobileLoginForm />;
    case 'qr':
      return (
        <Suspense fallback={null}>
          <QrLoginPanel />
        </Suspense>
      );
    default: {
      const unreachable: never = tab;
      return unreachable;
    }
  }
}

export default function LoginPage() {
  const { t } = useTranslation('login');
  const { manifest } = useEdition();
  const { lang } = useParams();
  const offered = manifest.login.tabs;
  // The prerendered page shows the default tab; the visitor's stored tab is applied after
  // hydration (reading storage while rendering would make the two renders differ).
  const [tab, setTab] = useState<LoginTab>(() => initialLoginTab(null, offered));
  useEffect(() => {
    const stored = initialLoginTab(readStoredLoginTab(), offered);
    const typing = document.activeElement?.closest('form') !== null;
    // One deliberate re-render after hydration, and only if the visitor is not already typing.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!typing) setTab(stored);
  }, [offered]);
  useDocumentTitle(t('pageTitle'));
  const withPrefix = (path: string) => (lang ? `/${lang}${path}` : path);

  return (
    <PageLayout>
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {t('title')}
        </Heading>
        <AppTabs
          ariaLabel={t('tabsLabel')}
          value={tab}
          onValueChange={(next) => {
            setTab(next);
            storeLoginTab(next);
          }}
          items={offered.map((value) => ({
            value,
            label: t(`tabs.${value}`),
            content: tabContent(value),
          }))}
        />
        <HStack justifyContent="space-between" flexWrap="wrap" gap="2">
          <Link href={RETRIEVE_PATH} colorPalette="brand">
            {t('forgotPassword')}
          </Link>
          {manifest.login.subAccountLink && (
            <Link href={SUB_ACCOUNT_LOGIN_PATH} colorPalette="brand">
              {t('subAccount')}
            </Link>
          )}
        </HStack>
        <Slot name="login.thirdParty" mode="page" />
        <Separator />
        <Text textAlign="center">
          {t('noAccount')}{' '}
          <Link asChild colorPalette="brand" fontWeight="semibold">
            <RouterLink to={withPrefix('/register')}>{t('signUp')}</RouterLink>
          </Link>
        </Text>
      </Stack>
    </PageLayout>
  );
}
