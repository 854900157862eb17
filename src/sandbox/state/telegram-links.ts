/**
 * The link table between Telegram users and exchange accounts (docs/sandbox.md, "The Telegram
 * mini app", "Links"): one Telegram user is linked to at most one account and one account to at
 * most one Telegram user. The login widget's sign-in, the mini app's bind calls and the
 * Telegram-only accounts all read and write this one table, which lives in the sandbox state, so
 * a reset brings back the seeded links (src/sandbox/fixtures/telegram-links.ts).
 */
import { SANDBOX_TELEGRAM_LINKS } from '../fixtures/telegram-links';
import type { SandboxState } from './sandbox-state';

/** Telegram user id to the key of the account it is linked to. */
export type TelegramLinkTable = Map<number, string>;

/** The seeded links, keyed as the accounts are (lower-case e-mail). */
export function seedTelegramLinks(): TelegramLinkTable {
  return new Map(
    SANDBOX_TELEGRAM_LINKS.map((link) => [link.telegramUserId, link.email.toLowerCase()]),
  );
}

/** The key of the account a Telegram user is linked to. */
export function linkedAccountKey(state: SandboxState, telegramUserId: number): string | undefined {
  return state.telegramLinks.get(telegramUserId);
}

/** The Telegram user an account is linked to. */
export function linkedTelegramUser(state: SandboxState, accountKey: string): number | undefined {
  for (const [telegramUserId, key] of state.telegramLinks) {
    if (key === accountKey) return telegramUserId;
  }
  return undefined;
}

/**
 * Links a Telegram user to an account, dropping whatever link either had before, so the table
 * stays one to one ("one person, one link").
 */
export function linkTelegramUser(
  state: SandboxState,
  telegramUserId: number,
  accountKey: string,
): void {
  unlinkAccount(state, accountKey);
  state.telegramLinks.set(telegramUserId, accountKey);
}

/** Removes the account's link, if it has one. */
export function unlinkAccount(state: SandboxState, accountKey: string): void {
  const telegramUserId = linkedTelegramUser(state, accountKey);
  if (telegramUserId !== undefined) state.telegramLinks.delete(telegramUserId);
}
