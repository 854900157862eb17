/**
 * The ban dialog's six types and how one leads to another (docs/registration-pieces.md, "Bans"), as
 * a pure step function the dialog component renders:
 *
 * 1 ban-country declaration — "No, I'm not" is 'handleNo' (the caller runs the captcha);
 *   "Yes, I am" leads to 2. In waitlist mode (is_fake) it confirms the waitlist sign-up and its
 *   'handleNo' goes back to the caller with is_fake and the e-mail.
 * 2 country banned — "Join the waitlist" leads to 6.
 * 3 IP banned (shows the IP) · 4 joined-waitlist confirmation · 5 Chinese e-mail notice (with
 *   'customerService' when a chat widget is there) — each only closes.
 * 6 waitlist e-mail — a valid, non-Chinese e-mail leads to 1 with is_fake true.
 */
import { waitlistEmailProblem } from './waitlist-email';

export type BanDialogType = 1 | 2 | 3 | 4 | 5 | 6;

export type BanDialogState =
  | { readonly type: 1; readonly isFake: boolean; readonly email?: string }
  | { readonly type: 2; readonly email?: string }
  | { readonly type: 3; readonly ip?: string }
  | { readonly type: 4; readonly email?: string; readonly blockedSinceMs?: number }
  | { readonly type: 5 }
  | { readonly type: 6; readonly email: string };

export type BanDialogEvent =
  | { readonly kind: 'handleNo' }
  | { readonly kind: 'handleYes' }
  | { readonly kind: 'joinWaitlist' }
  | { readonly kind: 'confirmEmail'; readonly email: string }
  | { readonly kind: 'customerService' }
  | { readonly kind: 'close' };

/** What the dialog resolves with. */
export type BanDialogResult =
  /** Go on to the captcha (and send the code, with is_fake in waitlist mode). */
  | { readonly choice: 'handleNo'; readonly isFake: boolean; readonly email?: string }
  /** Type 5: the visitor asked for customer service (the chat widget was opened). */
  | { readonly choice: 'customerService' }
  | { readonly choice: 'close' };

export type BanDialogStep = { readonly next: BanDialogState } | { readonly done: BanDialogResult };

export interface BanDialogData {
  /** Type 1: waitlist mode (is_fake). */
  readonly isFake?: boolean;
  /** Types 1, 4, 6: the e-mail (prefills the waitlist form). */
  readonly email?: string;
  /** Type 3: the visitor's IP. */
  readonly ip?: string;
  /**
   * Type 4: an account used in this browser has been blocked since then (epoch ms; the ban
   * information, ./waitlist-ban-info.ts).
   */
  readonly blockedSinceMs?: number;
}

export function initialBanDialogState(
  type: BanDialogType,
  data: BanDialogData = {},
): BanDialogState {
  const email = data.email ? { email: data.email } : {};
  switch (type) {
    case 1:
      return { type, isFake: data.isFake ?? false, ...email };
    case 2:
      return { type, ...email };
    case 4:
      return data.blockedSinceMs === undefined
        ? { type, ...email }
        : { type, ...email, blockedSinceMs: data.blockedSinceMs };
    case 3:
      return data.ip ? { type, ip: data.ip } : { type };
    case 5:
      return { type };
    case 6:
      return { type, email: data.email ?? '' };
    default: {
      const unreachable: never = type;
      return unreachable;
    }
  }
}

export function banDialogStep(state: BanDialogState, event: BanDialogEvent): BanDialogStep {
  const stay: BanDialogStep = { next: state };
  if (event.kind === 'close') return { done: { choice: 'close' } };
  switch (state.type) {
    case 1:
      if (event.kind === 'handleNo') {
        return {
          done: {
            choice: 'handleNo',
            isFake: state.isFake,
            ...(state.email ? { email: state.email } : {}),
          },
        };
      }
      if (event.kind === 'handleYes' && !state.isFake) {
        return { next: state.email ? { type: 2, email: state.email } : { type: 2 } };
      }
      return stay;
    case 2:
      return event.kind === 'joinWaitlist' ? { next: { type: 6, email: state.email ?? '' } } : stay;
    case 6:
      if (event.kind !== 'confirmEmail') return stay;
      if (waitlistEmailProblem(event.email) !== null)
        return { next: { type: 6, email: event.email } };
      return { next: { type: 1, isFake: true, email: event.email.trim() } };
    case 5:
      return event.kind === 'customerService' ? { done: { choice: 'customerService' } } : stay;
    case 3:
    case 4:
      return stay;
    default: {
      const unreachable: never = state;
      return unreachable;
    }
  }
}
