import type { DialogName } from '@/api/error-catalogue';

/** Why a login stopped without an answer to show: the visitor backed out, or a step failed. */
export type StopReason =
  | 'captchaCancelled'
  | 'captchaUnavailable'
  | 'twoFactorCancelled'
  | 'riskCancelled'
  | 'riskFailed'
  | 'tradingPasswordCancelled';

/** How a login attempt ended; the form shows what it must (remaining attempts) from this. */
export type LoginOutcome =
  /** `destination` is null when the embedding host's callback took the result. */
  | { readonly kind: 'success'; readonly userId: string; readonly destination: string | null }
  /** pre_action 1: sent to the retrieve page. */
  | { readonly kind: 'retrieve' }
  /** Sent to another regional site (site jump or residence confirmation). */
  | { readonly kind: 'siteJump' }
  | { readonly kind: 'stopped'; readonly reason: StopReason }
  /** 31002: `remainingAttempts` is 5 minus pass_err_count, null when the answer had no count. */
  | { readonly kind: 'wrongPassword'; readonly remainingAttempts: number | null }
  | { readonly kind: 'overLimit' }
  | { readonly kind: 'banned' }
  /** A catalogue code whose dialog was shown. */
  | { readonly kind: 'refused'; readonly code: number; readonly dialog: DialogName }
  /** Anything else; the wrapper has already told the visitor. */
  | { readonly kind: 'failed'; readonly code: number | null };
