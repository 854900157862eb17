import { failure, reply } from '../envelope';
import type { RequestFields } from '../lib/read-fields';
import { SANDBOX_RET_CODES } from '../ret-codes';
import type { SandboxState } from '../state/sandbox-state';
import type { ChatIdentity } from './chat-identity';
import { readChatIdentity } from './chat-identity';

export const CHAT_AUTH_EXPIRED_MESSAGE =
  'Telegram authorisation expired or invalid: reopen the mini app';

/** 40004, naming what was wrong (docs/mini-app.md, "The exchange checks init_data"). */
export function chatAuthExpiredReply(reason: string): Response {
  return reply(
    failure(SANDBOX_RET_CODES.chatAppAuthExpired, `${CHAT_AUTH_EXPIRED_MESSAGE} (${reason})`),
  );
}

/**
 * For the sign-in calls (login, registration, third-party login): the 40004 refusal when the
 * body carries a chat identity that does not hold, or undefined to go on. A body without one is
 * an ordinary web call; a valid one links nothing (the client binds afterwards).
 */
export function chatIdentityFailureReply(
  state: SandboxState,
  fields: RequestFields,
): Response | undefined {
  const read = readChatIdentity(fields, nowSeconds(state));
  return read.kind === 'invalid' ? chatAuthExpiredReply(read.reason) : undefined;
}

/** For the bind calls, which need the identity: it, or the 40004 refusal. */
export function requiredChatIdentity(
  state: SandboxState,
  fields: RequestFields,
): ChatIdentity | Response {
  const read = readChatIdentity(fields, nowSeconds(state));
  if (read.kind === 'valid') return read.identity;
  return chatAuthExpiredReply(
    read.kind === 'absent' ? 'telegram_callback_mini is missing' : read.reason,
  );
}

function nowSeconds(state: SandboxState): number {
  return Math.floor(state.settings.now() / 1000);
}
