/**
 * Allow and Deny (docs/oauth.md, "The consent screen"): one decision per request, even on a
 * double click; a sensitive grant first passes the fresh verification (confirm_auth: the
 * two-factor code, or the security step); the browser leaves only for the verified redirect URI.
 */
import { useCallback, useRef, useState } from 'react';
import type { ApiResult } from '@/api/request';
import {
  authorize,
  confirmAuthorization,
  OAUTH_RET_CODES,
  stepUpMethodOf,
  type PreAuthorization,
} from '@/api/endpoints/oauth';
import { useApiClient } from '@/sign-in/contracts/api-client';
import { useVerification } from '@/sign-in/contracts/verification';
import { leavePage } from '@/sign-in/after-sign-in/leave-page';
import { isVerifiedRedirect } from './redirect-guard';
import type { RequestProblem } from './request-problem';

export type DecisionState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'busy'; readonly approve: boolean }
  /** The two-factor code is asked for (a dialog). */
  | { readonly kind: 'code'; readonly busy: boolean; readonly rejected: boolean }
  /** Shown beside the buttons; the visitor may try again. */
  | { readonly kind: 'error'; readonly message: 'failed' | 'riskCancelled' }
  /** The request cannot go on: the page shows the problem. */
  | { readonly kind: 'problem'; readonly problem: RequestProblem }
  | { readonly kind: 'sign-in' }
  | { readonly kind: 'leaving' };

export interface OAuthDecision {
  readonly state: DecisionState;
  allow(): void;
  deny(): void;
  submitCode(code: string): void;
  cancelCode(): void;
}

export function useOAuthDecision(pre: PreAuthorization, stepUp: boolean): OAuthDecision {
  const client = useApiClient();
  const verification = useVerification();
  const [state, setState] = useState<DecisionState>({ kind: 'idle' });
  // Set from the first click until the browser leaves or the decision fails: a second click, or
  // Enter held down, never sends a second decision.
  const locked = useRef(false);
  const requestId = pre.request_id;

  const failed = useCallback((answer: ApiResult<unknown> | undefined) => {
    locked.current = false;
    if (answer?.retCode === OAUTH_RET_CODES.notLoggedIn) setState({ kind: 'sign-in' });
    else if (
      answer?.retCode === OAUTH_RET_CODES.requestSpent ||
      answer?.retCode === OAUTH_RET_CODES.requestExpired
    ) {
      setState({ kind: 'problem', problem: 'expired' });
    } else setState({ kind: 'error', message: 'failed' });
  }, []);

  const decide = useCallback(
    async (approve: boolean, confirmToken?: string) => {
      setState({ kind: 'busy', approve });
      const answer = await authorize(client, { requestId, approve, confirmToken });
      if (answer?.retCode === 0 && answer.result) {
        const target = answer.result.redirect_to;
        if (isVerifiedRedirect(target, pre.redirect_uri)) {
          setState({ kind: 'leaving' });
          leavePage(target);
        } else {
          setState({ kind: 'problem', problem: 'unexpectedRedirect' });
        }
        return;
      }
      failed(answer);
    },
    [client, requestId, pre.redirect_uri, failed],
  );

  const confirmThenAllow = useCallback(async () => {
    setState({ kind: 'busy', approve: true });
    const first = await confirmAuthorization(client, requestId);
    if (first?.retCode === 0 && first.result) return decide(true, first.result.confirm_token);
    const method =
      first?.retCode === OAUTH_RET_CODES.verificationRequired
        ? await stepUpMethodOf(first)
        : undefined;
    if (method?.method === 'google2fa') {
      setState({ kind: 'code', busy: false, rejected: false });
      return;
    }
    if (method?.method === 'risk') {
      const outcome = await verification.runRiskStep({
        riskToken: method.risk_token,
        riskTokenType: method.risk_token_type ?? null,
      });
      if (outcome.kind !== 'passed') {
        locked.current = false;
        setState({ kind: 'error', message: 'riskCancelled' });
        return;
      }
      const second = await confirmAuthorization(client, requestId, {
        riskToken: outcome.riskToken,
      });
      if (second?.retCode === 0 && second.result) {
        return decide(true, second.result.confirm_token);
      }
      return failed(second);
    }
    return failed(first);
  }, [client, requestId, decide, failed, verification]);

  const allow = useCallback(() => {
    if (locked.current) return;
    locked.current = true;
    void (stepUp ? confirmThenAllow() : decide(true));
  }, [stepUp, confirmThenAllow, decide]);

  const deny = useCallback(() => {
    if (locked.current) return;
    locked.current = true;
    void decide(false);
  }, [decide]);

  const submitCode = useCallback(
    (code: string) => {
      void (async () => {
        setState({ kind: 'code', busy: true, rejected: false });
        const answer = await confirmAuthorization(client, requestId, { googleCode: code });
        if (answer?.retCode === 0 && answer.result) {
          await decide(true, answer.result.confirm_token);
        } else if (answer?.retCode === OAUTH_RET_CODES.wrongCode) {
          setState({ kind: 'code', busy: false, rejected: true });
        } else {
          failed(answer);
        }
      })();
    },
    [client, requestId, decide, failed],
  );

  const cancelCode = useCallback(() => {
    locked.current = false;
    setState({ kind: 'idle' });
  }, []);

  return { state, allow, deny, submitCode, cancelCode };
}
