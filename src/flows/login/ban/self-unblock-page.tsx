import { Alert, Button, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useApiClient } from '@/sign-in/contracts/api-client';
import { banStartMs, getBanInfo, selfUnblock, SELF_UNBIND_COOKIE } from '@/api/endpoints/ban-info';
import { readCookie } from '@/lib/cookies';
import { PageLayout } from '@/ui/page-layout';
import { useDocumentTitle } from '@/ui/use-document-title';
import { formatUtcTime } from '@/lib/format-utc-time';
import { useIntlLocale } from '@/editions/edition-context';
import { BAN_WINDOW_MS } from './ban-decision';
import { localePath, paths } from '@/lib/route-paths';
import { useLoadedQueryClient } from '@/sign-in/query/query-client-context';

/**
 * /{lang}/self-unblock?fromScene=login: where a ban older than 24 h leads
 * (docs/login.md, "Bans and self-unblock"). It reads the ban with the self_unbind_token cookie the
 * refused login left, and offers the self-help deblocking call.
 */
export default function SelfUnblockPage() {
  const { t } = useTranslation('login');
  const locale = useIntlLocale();
  const client = useApiClient();
  const { lang } = useParams();
  useDocumentTitle(t('selfUnblock.pageTitle'));
  const token = readCookie(SELF_UNBIND_COOKIE);
  const loginHref = localePath(lang, paths.login);

  const ban = useQuery(
    {
      queryKey: ['ban', 'einfo', token],
      queryFn: async () => {
        const answer = await getBanInfo(client, token);
        const info = answer?.retCode === 0 && answer.result ? answer.result : null;
        return { info, checkedAtMs: Date.now() };
      },
      retry: false,
    },
    useLoadedQueryClient(),
  );
  const unblock = useMutation(
    {
      mutationFn: async () => {
        const answer = await selfUnblock(client, token);
        return { ok: answer?.retCode === 0, message: answer?.retMsg ?? '' };
      },
    },
    useLoadedQueryClient(),
  );

  const info = ban.data?.info ?? null;
  const bannedAt = info ? banStartMs(info) : null;
  const selfHelp = info ? Number(info.is_self_help_baned) === 1 : false;
  const unblockAt = bannedAt === null ? null : bannedAt + BAN_WINDOW_MS;
  const canUnblock = selfHelp && unblockAt !== null && (ban.data?.checkedAtMs ?? 0) >= unblockAt;

  return (
    <PageLayout>
      <Stack gap="5">
        <Heading as="h1" size="2xl">
          {t('selfUnblock.title')}
        </Heading>
        {ban.isPending ? (
          <Skeleton height="5" />
        ) : unblock.data?.ok ? (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>{t('selfUnblock.done')}</Alert.Title>
          </Alert.Root>
        ) : !info || !selfHelp ? (
          <Text>{t('selfUnblock.nothingToUnblock')}</Text>
        ) : canUnblock ? (
          <Stack gap="4">
            <Text>{t('selfUnblock.bannedSince', { time: formatUtcTime(bannedAt!, locale) })}</Text>
            {unblock.data && !unblock.data.ok && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{unblock.data.message || t('selfUnblock.failed')}</Alert.Title>
              </Alert.Root>
            )}
            <Button onClick={() => unblock.mutate()} loading={unblock.isPending}>
              {t('selfUnblock.unblock')}
            </Button>
          </Stack>
        ) : (
          <Text>{t('selfUnblock.tooEarly', { time: formatUtcTime(unblockAt!, locale) })}</Text>
        )}
        <Link asChild colorPalette="brand" fontWeight="semibold">
          <RouterLink to={loginHref}>{t('selfUnblock.backToLogin')}</RouterLink>
        </Link>
      </Stack>
    </PageLayout>
  );
}
