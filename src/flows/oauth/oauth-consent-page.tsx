import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { PreAuthorization } from '@/api/endpoints/oauth';
import { localePath, paths } from '@/lib/route-paths';
import { replacePage } from '@/sign-in/after-sign-in/leave-page';
import { useSession } from '@/sign-in/contracts/session';
import { withQuery } from '@/sign-in/oauth/oauth-query';
import { PageLayout } from '@/ui/page-layout';
import { useDocumentTitle } from '@/ui/use-document-title';
import { ConsentView } from './consent-view';
import { frameFacts, framingAllowed } from './frame-policy';
import { grantDecision, type AskDecision } from './grant-decision';
import { OAuthChecking } from './oauth-entry-page';
import { OAuthProblem } from './oauth-problem';
import { isAbsoluteUrl } from './redirect-guard';
import { useOAuthDecision } from './use-oauth-decision';
import { useOAuthRequest } from './use-oauth-request';
import { useLoadedQueryClient } from '@/sign-in/query/query-client-context';

/**
 * `/{lang}/oauth-authorized` and the older `/authorized` (docs/oauth.md, "Routes"): the consent
 * screen for a pre-authorised request, or straight back to the client when every scope is
 * already granted.
 */
export default function OAuthConsentPage() {
  const { t } = useTranslation('oauth');
  const { state, oauthQuery } = useOAuthRequest();
  const navigate = useNavigate();
  const { lang } = useParams();
  const loginPath = withQuery(localePath(lang, paths.oauthLogin), oauthQuery);
  useDocumentTitle(t('pageTitle'));

  useEffect(() => {
    if (state.kind === 'sign-in') navigate(loginPath, { replace: true });
    else if (state.kind === 'return') replacePage(state.url);
  }, [state, navigate, loginPath]);

  return (
    <PageLayout>
      {state.kind === 'problem' ? (
        <OAuthProblem problem={state.problem} retry={state.retry} />
      ) : state.kind === 'ready' ? (
        <ReadyRequest pre={state.pre} loginPath={loginPath} />
      ) : (
        <OAuthChecking message={t('checking')} />
      )}
    </PageLayout>
  );
}

function ReadyRequest({ pre, loginPath }: { pre: PreAuthorization; loginPath: string }) {
  const framing = useMemo(() => frameFacts(), []);
  const decision = useMemo(() => grantDecision(pre), [pre]);
  if (!isAbsoluteUrl(pre.redirect_uri)) return <OAuthProblem problem="unexpectedRedirect" />;
  if (!framingAllowed(framing, pre.client.frame_origins)) {
    return <OAuthProblem problem="framed" frameUrl={window.location.href} />;
  }
  if (decision.kind === 'refuse') return <OAuthProblem problem="unknownScope" />;
  return (
    <Decide
      pre={pre}
      stepUp={decision.kind === 'ask' && decision.stepUp}
      loginPath={loginPath}
      ask={decision.kind === 'ask' ? decision : undefined}
    />
  );
}

function Decide({
  pre,
  stepUp,
  loginPath,
  ask,
}: {
  pre: PreAuthorization;
  stepUp: boolean;
  loginPath: string;
  ask: AskDecision | undefined;
}) {
  const { t } = useTranslation('oauth');
  const decision = useOAuthDecision(pre, stepUp);
  const tokens = useSession();
  const queryClient = useLoadedQueryClient();
  const navigate = useNavigate();
  const remembered = ask === undefined;
  const { allow } = decision;

  // A remembered grant: no screen, straight back to the client (docs/oauth.md).
  useEffect(() => {
    if (remembered) allow();
  }, [remembered, allow]);

  const switchAccount = () => {
    tokens.clear();
    queryClient.clear();
    navigate(loginPath, { replace: true });
  };

  useEffect(() => {
    if (decision.state.kind === 'sign-in') switchAccount();
    // Only when the decision found the session gone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [decision.state.kind]);

  if (decision.state.kind === 'problem') return <OAuthProblem problem={decision.state.problem} />;
  if (remembered) {
    if (decision.state.kind === 'error') {
      return <OAuthProblem problem="failed" retry={allow} />;
    }
    return <OAuthChecking message={t('returning', { app: pre.client.name })} />;
  }
  return (
    <ConsentView
      pre={pre}
      groups={ask.groups}
      decision={decision}
      onSwitchAccount={switchAccount}
    />
  );
}
