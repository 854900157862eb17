/**
 * The password login flow (login-and-shared.md §4 'Login flow'), as a plain async function over
 * what it needs, so its steps read in the spec's order and tests can drive it with fakes.
 * Error toasts (wrong password, close to the limit, network) are the request wrapper's job
 * through the error catalogue; this flow only decides what happens next.
 */
import type { LoginInput, LoginResult } from '@/api/endpoints/login';
import type { ApiResult } from '@/api/request';

export const WRONG_PASSWORD_CODE = 31002;
export const OVER_LIMIT_CODE = 31030;
export const WRONG_PASSWORD_LIMIT = 5;
export const RETRIEVE_PATH = '/app/user/retrieve';

export interface LoginFlowDeps {
  callLogin(input: LoginInput): Promise<ApiResult<LoginResult> | undefined>;
  /** Loads the profile after the token is stored; undefined when it fails. */
  fetchProfile(): Promise<{ id: string } | undefined>;
  /** The login-error-over-limit dialog; resolves when the visitor has chosen. */
  showOverLimit(): Promise<void>;
  /** Where a successful login goes (redirect_url if allowed, else the default landing). */
  destination(): string;
  /** A full navigation: destinations are pages of the exchange, outside this app. */
  goTo(path: string): void;
}

export type LoginOutcome =
  | { kind: 'success'; userId: string; destination: string }
  | { kind: 'retrieve' }
  | { kind: 'wrongPassword'; remainingAttempts: number | null }
  | { kind: 'overLimit' }
  | { kind: 'failed'; code: number | null };

export async function submitPasswordLogin(
  deps: LoginFlowDeps,
  input: LoginInput,
): Promise<LoginOutcome> {
  const answer = await deps.callLogin(input);
  if (!answer) return { kind: 'failed', code: null };

  if (answer.retCode === WRONG_PASSWORD_CODE) {
    const count = answer.result?.pass_err_count;
    return {
      kind: 'wrongPassword',
      remainingAttempts:
        typeof count === 'number' ? Math.max(0, WRONG_PASSWORD_LIMIT - count) : null,
    };
  }
  if (answer.retCode === OVER_LIMIT_CODE) {
    await deps.showOverLimit();
    return { kind: 'overLimit' };
  }
  if (answer.retCode !== 0) return { kind: 'failed', code: answer.retCode };

  if (answer.result?.pre_action === 1) {
    deps.goTo(RETRIEVE_PATH);
    return { kind: 'retrieve' };
  }

  const profile = await deps.fetchProfile();
  if (!profile) return { kind: 'failed', code: null };
  const destination = deps.destination();
  deps.goTo(destination);
  return { kind: 'success', userId: profile.id, destination };
}
