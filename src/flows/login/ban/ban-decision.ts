/**
 * What the ban flow shows after a 31003 (docs/login.md, "Bans and self-unblock"):
 * a ban at least 24 h old can be lifted by the user, so they go to the self-unblock page (or,
 * on editions whose manifest says so, see an error toast); a younger one shows the banned
 * dialog with the time the unblock becomes possible, in UTC.
 */
import { localePath, paths } from '@/lib/route-paths';

/** 24 h (docs/login.md, "Bans and self-unblock"). */
export const BAN_WINDOW_MS = 86_400_000;

export type LongBanBehaviour = 'self-unblock-page' | 'error-toast';

export interface BanFacts {
  /** When the ban started (ms), or null when the ban info did not say (or failed). */
  readonly bannedAtMs: number | null;
  /** The ban info says the user may lift it themselves. */
  readonly selfHelp: boolean;
}

export type BanDecision =
  | { readonly kind: 'selfUnblockPage' }
  | { readonly kind: 'errorToast' }
  /** `unblockAtMs`: when self-unblock becomes possible; null when it is not a self-help ban. */
  | { readonly kind: 'bannedDialog'; readonly unblockAtMs: number | null };

export function decideBan(facts: BanFacts, nowMs: number, longBan: LongBanBehaviour): BanDecision {
  if (!facts.selfHelp || facts.bannedAtMs === null) {
    return { kind: 'bannedDialog', unblockAtMs: null };
  }
  if (nowMs - facts.bannedAtMs >= BAN_WINDOW_MS) {
    return longBan === 'error-toast' ? { kind: 'errorToast' } : { kind: 'selfUnblockPage' };
  }
  return { kind: 'bannedDialog', unblockAtMs: facts.bannedAtMs + BAN_WINDOW_MS };
}

/** /{lang}/self-unblock?fromScene=login (docs/login.md, "Bans and self-unblock"). */
export function selfUnblockPath(lang: string): string {
  return `${localePath(lang, paths.selfUnblock)}?fromScene=login`;
}
