/**
 * Why an OAuth request cannot go on (docs/oauth.md, "Bad requests"): what the page can see
 * itself before asking the server, and what the server's codes mean. Each problem is a sentence
 * in `oauth.json`'s `problem` block.
 */
import { OAUTH_RET_CODES } from '@/api/endpoints/oauth';

export type RequestProblem =
  | 'missingClient'
  | 'missingRedirect'
  | 'unknownClient'
  | 'redirectNotRegistered'
  | 'unknownScope'
  | 'expired'
  | 'unexpectedRedirect'
  | 'framed'
  | 'failed';

/** The request's own gaps: without a client or a return address, nothing can be verified. */
export function localProblem(oauthQuery: string): RequestProblem | undefined {
  const params = new URLSearchParams(oauthQuery);
  if (!params.get('client_id')) return 'missingClient';
  if (!params.get('redirect_uri')) return 'missingRedirect';
  return undefined;
}

/** A code of the OAuth calls that ends on the page (no redirect to the client). */
export function problemOfCode(retCode: number): RequestProblem {
  switch (retCode) {
    case OAUTH_RET_CODES.unknownClient:
      return 'unknownClient';
    case OAUTH_RET_CODES.redirectUriNotRegistered:
      return 'redirectNotRegistered';
    case OAUTH_RET_CODES.requestExpired:
    case OAUTH_RET_CODES.requestSpent:
      return 'expired';
    default:
      return 'failed';
  }
}
