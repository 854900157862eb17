/**
 * A login from the chat app's link flow (docs/mini-app.md, "The web link flow"): the page was
 * opened with `telegram_callback` (the chat identity, outside the mini app) and the login links
 * the Telegram user to the account there and then. The answer's `tg_bind_result` is 'success' or
 * 'status|message'; the client shows the upgrade modal first when it is not a success.
 */
import { textField, type RequestFields } from '../lib/read-fields';
import type { SandboxAccount } from '../state/records';
import type { SandboxState } from '../state/sandbox-state';
import { linkTelegramUser, linkedAccountKey } from '../state/telegram-links';
import { readChatIdentity } from './chat-identity';

export const WEB_CALLBACK_FIELD = 'telegram_callback';

/** The bind result of a login carrying `telegram_callback`; undefined when it carries none. */
export function loginChatBind(
  state: SandboxState,
  account: SandboxAccount,
  fields: RequestFields,
  nowSeconds: number,
): string | undefined {
  const callback = textField(fields, WEB_CALLBACK_FIELD);
  if (!callback) return undefined;
  const read = readChatIdentity({ telegram_callback_mini: callback }, nowSeconds);
  if (read.kind !== 'valid') {
    return '1001|Your Telegram authorisation has expired: open the link from the bot again';
  }
  const { telegramUserId } = read.identity;
  const linked = linkedAccountKey(state, telegramUserId);
  if (linked !== undefined && linked !== account.key) {
    return 'telegramAlreadyBind|This Telegram account is already linked to another account';
  }
  linkTelegramUser(state, telegramUserId, account.key);
  return 'success';
}
