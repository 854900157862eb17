import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { useEdition } from '@/editions/edition-context';
import { localePath, paths } from '@/lib/route-paths';
import { ThirdPartyBlock } from '@/sign-in/contracts/third-party-block';
import { useWidgetHost } from '@/sign-in/contracts/widget-host';
import { PageLayout } from '@/ui/page-layout';
import { useDocumentTitle } from '@/ui/use-document-title';

/**
 * `/third-party`: the third-party sign-in block on its own — the widget's `third-party` view
 * (docs/embedding.md, "Options"), and on the site a page with the block and the way to the full
 * login. An edition without third-party sign-in tells the host so instead of showing nothing.
 */
export default function ThirdPartyPage() {
  const { t } = useTranslation('login');
  const { manifest } = useEdition();
  const { lang } = useParams();
  const location = useLocation();
  const widget = useWidgetHost();
  const offered = manifest.thirdParty.providers.length > 0;
  useDocumentTitle(t('pageTitle'));
  useEffect(() => {
    if (offered) widget?.loaded('third-party');
    else widget?.failed('bad-options', 'This edition offers no third-party sign-in.');
  }, [widget, offered]);

  if (!offered) {
    return widget ? null : <Navigate to={`${localePath(lang, paths.login)}${location.search}`} />;
  }

  return (
    <PageLayout>
      <Stack gap="4">
        {/* In the widget the host's page has the visible title; the frame keeps one for readers. */}
        <Heading as="h1" size="2xl" srOnly={widget !== null}>
          {t('title')}
        </Heading>
        <ThirdPartyBlock intent="login" />
        {!widget && (
          <Text textAlign="center">
            <Link asChild colorPalette="brand">
              <RouterLink to={`${localePath(lang, paths.login)}${location.search}`}>
                {t('pageTitle')}
              </RouterLink>
            </Link>
          </Text>
        )}
      </Stack>
    </PageLayout>
  );
}
