import { Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { localePath, paths } from '@/lib/route-paths';
import { replacePage } from '@/sign-in/after-sign-in/leave-page';
import { withQuery } from '@/sign-in/oauth/oauth-query';
import { PageLayout } from '@/ui/page-layout';
import { useDocumentTitle } from '@/ui/use-document-title';
import { OAuthProblem } from './oauth-problem';
import { useOAuthRequest } from './use-oauth-request';

/** While the request is checked: a spinner with a live message. */
export function OAuthChecking({ message }: { message: string }) {
  return (
    <Stack gap="4" alignItems="center" paddingBlock="10" role="status" aria-live="polite">
      <Spinner size="lg" />
      <Text>{message}</Text>
    </Stack>
  );
}

/**
 * `/{lang?}/oauth` (docs/oauth.md, "Routes"): the entry point a client sends the visitor to.
 * Without a session it goes to `/oauth-login` with the request; with one, pre_authorize is asked
 * and ret_code 0 leads to `/{lang}/oauth-authorized` with the original query string.
 */
export default function OAuthEntryPage() {
  const { t, i18n } = useTranslation('oauth');
  const { lang } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { state, oauthQuery } = useOAuthRequest();
  useDocumentTitle(t('pageTitle'));

  useEffect(() => {
    if (state.kind === 'sign-in') {
      navigate(withQuery(localePath(lang, paths.oauthLogin), oauthQuery), { replace: true });
    } else if (state.kind === 'ready') {
      navigate(`${localePath(i18n.language, paths.oauthAuthorized)}${location.search}`, {
        replace: true,
      });
    } else if (state.kind === 'return') {
      replacePage(state.url);
    }
  }, [state, navigate, lang, oauthQuery, i18n.language, location.search]);

  return (
    <PageLayout>
      {state.kind === 'problem' ? (
        <OAuthProblem problem={state.problem} retry={state.retry} />
      ) : (
        <OAuthChecking message={t('checking')} />
      )}
    </PageLayout>
  );
}
