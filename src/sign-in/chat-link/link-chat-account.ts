/**
 * The mini app's link step after a sign-in (docs/mini-app.md, "After signing in"), in the spec's
 * order: the bind status is checked; a bound account goes on; an unbound one sees the
 * link-authorisation page once per mini-app session (the link-done flag). Accept stores the flag,
 * asks Telegram for write access when the box is ticked, and runs the security verification, then
 * the bind; Decline stores the flag and goes on. A failed link opens the 'failed to bind' dialog,
 * whose Continue goes on and whose Bind again does what the failure needs (move the link here,
 * unlink and link again, or simply try again). 400607 is retried, at most 3 calls 1 s apart.
 */
import { CHAT_BIND_STATUS } from '@/api/endpoints/chat-app-link';

export type BindOutcome =
  | { readonly kind: 'linked' }
  /** The link failed with this status ('1001', 'telegramAlreadyBind', …). */
  | { readonly kind: 'refused'; readonly status: string }
  /** The security step is needed first. */
  | { readonly kind: 'risk'; readonly riskToken: string; readonly riskTokenType: string | null }
  /** 400607: retry the chat-app callback. */
  | { readonly kind: 'retry' }
  /** Any other failure; the request wrapper has told the visitor. */
  | { readonly kind: 'error' };

export interface LinkAuthorisation {
  readonly accepted: boolean;
  readonly allowMessages: boolean;
}

export interface ChatLinkDeps {
  /** UNBOUND 0 / BOUND 1; null when the call failed (the wrapper has told the visitor). */
  bindStatus(): Promise<number | null>;
  readonly linkDone: { get(): boolean; set(): void };
  askLinkAuthorisation(): Promise<LinkAuthorisation>;
  requestWriteAccess(): Promise<boolean>;
  /** Security notice (first attempt only) and captcha; null when the visitor cancelled. */
  verify(first: boolean): Promise<Readonly<Record<string, unknown>> | null>;
  bind(input: {
    readonly captcha: Readonly<Record<string, unknown>>;
    readonly riskToken?: string;
  }): Promise<BindOutcome>;
  /** The risk step; the verified risk token, or null when cancelled or failed. */
  runRiskStep(riskToken: string, riskTokenType: string | null): Promise<string | null>;
  moveLinkHere(): Promise<BindOutcome>;
  unbind(): Promise<boolean>;
  /** The 'failed to bind' dialog for a link failure code. */
  showLinkFailure(code: string): Promise<'continue' | 'bindAgain'>;
  /** The link is made: the success toast and haptic. */
  linked(): void;
  /** 400607 kept coming back: the visitor is told the link could not be made now. */
  retriesExhausted(): void;
  wait(ms: number): Promise<void>;
}

export type LinkResult = 'bound' | 'linked' | 'declined' | 'skipped' | 'failed';

/** 400607 (docs/mini-app.md): the bind is called at most this many times, this far apart. */
export const CHAT_CALLBACK_ATTEMPTS = 3;
export const CHAT_CALLBACK_RETRY_MS = 1000;

/** Link statuses whose Bind again first undoes the account's old link. */
const RELINK_STATUSES = new Set(['authFailureRelinkTip', 'relinkBybitAccountTip']);
export const ALREADY_BOUND_STATUS = 'telegramAlreadyBind';

/**
 * The link failure code of a failed link's status (docs/mini-app.md): a numeric status is
 * prefixed with the flow (`login1001`); a named one is the code itself.
 */
export function linkFailureCode(flow: 'login' | 'register', status: string): string {
  return /^\d+$/.test(status) ? `${flow}${status}` : status;
}

export async function linkChatAccount(deps: ChatLinkDeps): Promise<LinkResult> {
  const status = await deps.bindStatus();
  if (status === null) return 'skipped';
  if (status === CHAT_BIND_STATUS.bound) return 'bound';
  if (deps.linkDone.get()) return 'skipped';

  const decision = await deps.askLinkAuthorisation();
  deps.linkDone.set();
  if (!decision.accepted) return 'declined';
  if (decision.allowMessages) void deps.requestWriteAccess();

  for (let first = true; ; first = false) {
    const captcha = await deps.verify(first);
    if (!captcha) return 'failed';
    let outcome = await bindWithRetries(deps, { captcha });
    if (outcome.kind === 'risk') {
      const riskToken = await deps.runRiskStep(outcome.riskToken, outcome.riskTokenType);
      if (!riskToken) return 'failed';
      outcome = await bindWithRetries(deps, { captcha, riskToken });
    }
    if (outcome.kind === 'linked') {
      deps.linked();
      return 'linked';
    }
    if (outcome.kind !== 'refused') return 'failed';

    const choice = await deps.showLinkFailure(linkFailureCode('login', outcome.status));
    if (choice === 'continue') return 'failed';
    if (outcome.status === ALREADY_BOUND_STATUS) {
      const moved = await deps.moveLinkHere();
      if (moved.kind === 'linked') {
        deps.linked();
        return 'linked';
      }
      if (moved.kind !== 'refused') return 'failed';
    } else if (RELINK_STATUSES.has(outcome.status) && !(await deps.unbind())) {
      return 'failed';
    }
  }
}

async function bindWithRetries(
  deps: ChatLinkDeps,
  input: Parameters<ChatLinkDeps['bind']>[0],
): Promise<BindOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    const outcome = await deps.bind(input);
    if (outcome.kind !== 'retry') return outcome;
    if (attempt >= CHAT_CALLBACK_ATTEMPTS) {
      deps.retriesExhausted();
      return { kind: 'error' };
    }
    await deps.wait(CHAT_CALLBACK_RETRY_MS);
  }
}
