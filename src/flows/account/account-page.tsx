import { Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useApiClient } from '@/sign-in/contracts/api-client';
import { profileQueryOptions } from '@/api/endpoints/profile';
import { useSession } from '@/sign-in/contracts/session';
import { PageLayout } from '@/ui/page-layout';
import { useDocumentTitle } from '@/ui/use-document-title';
import { localePath, paths } from '@/lib/route-paths';
import { useLoadedQueryClient } from '@/sign-in/query/query-client-context';

/**
 * The sandbox's stand-in for the exchange's logged-in landing (/{lang}/dashboard): it proves the
 * session works by showing the profile id. Without a session it sends the visitor to log in.
 */
export default function AccountPage() {
  const { t } = useTranslation('common');
  const client = useApiClient();
  const tokens = useSession();
  const queryClient = useLoadedQueryClient();
  const navigate = useNavigate();
  const { lang } = useParams();
  const [search] = useSearchParams();
  const hasToken = tokens.get() !== null;
  const profile = useQuery(
    { ...profileQueryOptions(client), enabled: hasToken, retry: false },
    queryClient,
  );
  const loginPath = localePath(lang, paths.login);
  useDocumentTitle(t('account.title'));

  useEffect(() => {
    if (!hasToken || profile.isError) navigate(loginPath, { replace: true });
  }, [hasToken, profile.isError, navigate, loginPath]);

  const logOut = () => {
    tokens.clear();
    queryClient.clear();
    navigate(loginPath, { replace: true });
  };

  return (
    <PageLayout>
      <Stack gap="5">
        <Heading as="h1" size="2xl">
          {t('account.title')}
        </Heading>
        {search.get('newUser') === 'true' && <Text>{t('account.welcomeNew')}</Text>}
        <Text>
          {t('account.userId')}:{' '}
          <Skeleton asChild loading={!profile.data}>
            <Text as="span" fontWeight="semibold" data-testid="profile-id">
              {profile.data ? String(profile.data.id) : '000000'}
            </Text>
          </Skeleton>
        </Text>
        <Button variant="outline" onClick={logOut}>
          {t('account.logOut')}
        </Button>
      </Stack>
    </PageLayout>
  );
}
