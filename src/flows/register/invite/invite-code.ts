/**
 * Invite-code rules (docs/registration.md, "Invite codes"), pure: where an invite link carries
 * its code, what a well-formed code is, and what the screen says after the invite check.
 */
import type { InviteCheckReturn, InviteInviter } from '@/api/endpoints/invite-code-check';

/** The same bound as the referral code: both travel as `user_code`. */
export const INVITE_CODE_MAX_LENGTH = 20;
const INVITE_CODE_PATTERN = /^[A-Z0-9]{4,20}$/;
/** Wait after the last keystroke before checking a typed code (as the referral field does). */
export const INVITE_CHECK_DEBOUNCE_MS = 500;

/** The query names an invite link may carry its code under (`/invite?code=…`). */
const CODE_PARAMETERS = ['code', 'inviteCode', 'invite_code'] as const;

/** Spaces dropped, upper-cased: codes are read out and typed from chat messages. */
export function normaliseInviteCode(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

export function isWellFormedInviteCode(code: string): boolean {
  return INVITE_CODE_PATTERN.test(code);
}

/**
 * The code an invite link carries: `/invite/<code>` (after an optional locale prefix), else
 * `?code=` (or `inviteCode`, `invite_code`). Undefined when the link has none.
 */
export function inviteCodeFromUrl(pathname: string, search: string): string | undefined {
  const segments = pathname.split('/').filter(Boolean);
  const at = segments.indexOf('invite');
  const fromPath = at === -1 ? undefined : segments[at + 1];
  if (fromPath) return normaliseInviteCode(safeDecode(fromPath)).slice(0, INVITE_CODE_MAX_LENGTH);
  const params = new URLSearchParams(search);
  for (const name of CODE_PARAMETERS) {
    const value = params.get(name);
    if (value?.trim()) return normaliseInviteCode(value).slice(0, INVITE_CODE_MAX_LENGTH);
  }
  return undefined;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export type InviteStatus =
  | { readonly kind: 'empty' }
  | { readonly kind: 'checking' }
  | { readonly kind: 'applied'; readonly inviter: InviteInviter | undefined }
  /** `malformed`: refused before asking; `unknown` and `expired`: the check's answer. */
  | { readonly kind: 'refused'; readonly reason: 'malformed' | 'unknown' | 'expired' }
  /** The check failed: nothing is said and the code is sent, the server decides. */
  | { readonly kind: 'unchecked' };

/** What a code is before any check: empty, malformed (no call is made), or to be checked. */
export function inviteStatusBeforeCheck(code: string): InviteStatus {
  if (code === '') return { kind: 'empty' };
  if (!isWellFormedInviteCode(code)) return { kind: 'refused', reason: 'malformed' };
  return { kind: 'checking' };
}

export function inviteStatusAfterCheck(answer: InviteCheckReturn): InviteStatus {
  switch (answer.status) {
    case 'valid':
      return { kind: 'applied', inviter: answer.inviter };
    case 'expired':
      return { kind: 'refused', reason: 'expired' };
    case 'invalid':
      return { kind: 'refused', reason: 'unknown' };
    case 'unchecked':
      return { kind: 'unchecked' };
    default: {
      const unreachable: never = answer;
      return unreachable;
    }
  }
}

/** A refused code blocks the form until the visitor fixes it or signs up without it. */
export function blocksSignUp(status: InviteStatus): boolean {
  return status.kind === 'refused';
}
