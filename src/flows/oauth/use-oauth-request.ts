/**
 * The OAuth request of this page (docs/oauth.md, "Routes"), asked of the server once per query
 * and shared by the entry and consent pages through the query cache: where the visitor goes
 * next, or what is wrong with the request.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import {
  errorRedirect,
  OAUTH_RET_CODES,
  preAuthorize,
  type PreAuthorization,
} from '@/api/endpoints/oauth';
import { useApiClient } from '@/sign-in/contracts/api-client';
import { useSession } from '@/sign-in/contracts/session';
import { oauthQueryOf } from '@/sign-in/oauth/oauth-query';
import type { ApiClient } from '@/api/api-client';
import { isVerifiedRedirect } from './redirect-guard';
import { localProblem, problemOfCode, type RequestProblem } from './request-problem';
import { useLoadedQueryClient } from '@/sign-in/query/query-client-context';

export type OAuthRequestState =
  | { readonly kind: 'checking' }
  /** No session (or it expired): log in first, then come back. */
  | { readonly kind: 'sign-in' }
  | { readonly kind: 'ready'; readonly pre: PreAuthorization }
  /** An error the server sends back to the verified client (`error=…&state=…`). */
  | { readonly kind: 'return'; readonly url: string }
  | { readonly kind: 'problem'; readonly problem: RequestProblem; readonly retry?: () => void };

type Answer = Exclude<OAuthRequestState, { kind: 'checking' }>;

const ERRORS_RETURNED_TO_CLIENT: ReadonlySet<number> = new Set([
  OAUTH_RET_CODES.invalidRequest,
  OAUTH_RET_CODES.unsupportedResponseType,
  OAUTH_RET_CODES.invalidScope,
]);

async function askServer(
  client: ApiClient,
  oauthQuery: string,
  signal: AbortSignal,
): Promise<Answer> {
  const answer = await preAuthorize(client, oauthQuery, signal);
  if (!answer) return { kind: 'problem', problem: 'failed' };
  if (answer.retCode === 0 && answer.result) return { kind: 'ready', pre: answer.result };
  if (answer.retCode === OAUTH_RET_CODES.notLoggedIn) return { kind: 'sign-in' };
  if (ERRORS_RETURNED_TO_CLIENT.has(answer.retCode)) {
    const url = await errorRedirect(answer);
    const verifiedUri = new URLSearchParams(oauthQuery).get('redirect_uri') ?? '';
    if (url && isVerifiedRedirect(url, verifiedUri)) return { kind: 'return', url };
    return { kind: 'problem', problem: 'unexpectedRedirect' };
  }
  return { kind: 'problem', problem: problemOfCode(answer.retCode) };
}

function oauthRequestKey(oauthQuery: string) {
  return ['oauth', 'pre-authorize', oauthQuery] as const;
}

export function useOAuthRequest(): { state: OAuthRequestState; oauthQuery: string } {
  const { search } = useLocation();
  const oauthQuery = useMemo(() => oauthQueryOf(search), [search]);
  const client = useApiClient();
  const tokens = useSession();
  const signedIn = tokens.get() !== null;
  const local = localProblem(oauthQuery);
  const query = useQuery(
    {
      queryKey: oauthRequestKey(oauthQuery),
      queryFn: ({ signal }) => askServer(client, oauthQuery, signal),
      enabled: signedIn && local === undefined,
      retry: false,
      // The request id the answer carries lives 10 minutes; the page asks again after 5.
      staleTime: 5 * 60_000,
    },
    useLoadedQueryClient(),
  );

  let state: OAuthRequestState;
  if (local) state = { kind: 'problem', problem: local };
  else if (!signedIn) state = { kind: 'sign-in' };
  else if (query.isFetching && query.data?.kind !== 'ready') state = { kind: 'checking' };
  else if (query.data) {
    const data = query.data;
    state =
      data.kind === 'problem' && data.problem === 'failed'
        ? { ...data, retry: () => void query.refetch() }
        : data;
  } else if (query.isError) {
    state = { kind: 'problem', problem: 'failed', retry: () => void query.refetch() };
  } else state = { kind: 'checking' };
  return { state, oauthQuery };
}
