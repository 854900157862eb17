import { Alert, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { localePath, paths } from '@/lib/route-paths';
import type { RequestProblem } from './request-problem';

/**
 * A request that cannot go on (docs/oauth.md, "Bad requests"): what is wrong, in the visitor's
 * language, and the way to the exchange. Nothing here links to the request's redirect URI.
 */
export function OAuthProblem({
  problem,
  retry,
  frameUrl,
}: {
  problem: RequestProblem;
  retry?: (() => void) | undefined;
  /** For `framed`: this page's address, to open at the top level. */
  frameUrl?: string | undefined;
}) {
  const { t } = useTranslation('oauth');
  const { lang } = useParams();
  return (
    <Stack gap="5" data-oauth-problem={problem}>
      <Heading as="h1" size="xl">
        {t('problem.title')}
      </Heading>
      <Alert.Root status={problem === 'failed' ? 'warning' : 'error'} role="alert">
        <Alert.Indicator />
        <Alert.Description>{t(`problem.${problem}`)}</Alert.Description>
      </Alert.Root>
      {problem === 'failed' && retry && (
        <Button colorPalette="brand" onClick={retry}>
          {t('problem.retry')}
        </Button>
      )}
      {problem === 'framed' && frameUrl && (
        <Button asChild colorPalette="brand">
          <a href={frameUrl} target="_blank" rel="noopener">
            {t('problem.openInWindow')}
          </a>
        </Button>
      )}
      {problem !== 'failed' && problem !== 'framed' && (
        <Text color="fg.muted">{t('problem.advice')}</Text>
      )}
      <Link asChild colorPalette="brand">
        <RouterLink to={localePath(lang, paths.login)}>{t('problem.home')}</RouterLink>
      </Link>
    </Stack>
  );
}
