/**
 * The chat identity a mini app's sign-in and bind calls carry (docs/mini-app.md, "The chat
 * identity"): `telegram_callback_mini`, a JSON string with the user's fields at the top level
 * (`id` as text), `init_data` (the raw init data, byte for byte) and `auth_date`. The exchange
 * checks `init_data` as Telegram's server rules say and that `id` is its user's; so does the
 * sandbox.
 */
import type { RequestFields } from '../lib/read-fields';
import { objectField } from '../lib/read-fields';
import { SANDBOX_TELEGRAM_BOT } from '../third-party/sandbox-identity-providers';
import type { MiniAppInitDataUser } from './mini-app-init-data';
import { MINI_APP_INIT_DATA_FAILURES, verifyMiniAppInitData } from './mini-app-init-data';

export const CHAT_IDENTITY_FIELD = 'telegram_callback_mini';

export interface ChatIdentity {
  readonly telegramUserId: number;
  /** The init data's `user`. */
  readonly user: MiniAppInitDataUser;
  /** The raw init data, as received. */
  readonly initData: string;
  readonly authDate: number;
}

export type ChatIdentityCheck =
  | { readonly kind: 'valid'; readonly identity: ChatIdentity }
  /** Any failure: the call answers 40004, naming `reason`. */
  | { readonly kind: 'invalid'; readonly reason: string };

export type ChatIdentityRead =
  /** The body carries no chat identity (a call from the ordinary web pages). */
  { readonly kind: 'absent' } | ChatIdentityCheck;

/** Reads and checks the body's `telegram_callback_mini` at `nowSeconds`. */
export function readChatIdentity(fields: RequestFields, nowSeconds: number): ChatIdentityRead {
  const value = fields[CHAT_IDENTITY_FIELD];
  if (value === undefined || value === null || value === '') return { kind: 'absent' };
  const identity = objectField(fields, CHAT_IDENTITY_FIELD);
  if (!identity) return invalid(`${CHAT_IDENTITY_FIELD} is not a JSON object`);
  const initData = identity.init_data;
  if (typeof initData !== 'string' || initData === '') {
    return invalid(`${CHAT_IDENTITY_FIELD}.init_data is missing`);
  }
  const read = checkInitData(initData, nowSeconds);
  if (read.kind === 'valid' && identity.id !== String(read.identity.telegramUserId)) {
    return invalid(
      `${CHAT_IDENTITY_FIELD}.id must be the init data's user id as text (${read.identity.telegramUserId})`,
    );
  }
  return read;
}

/** Checks raw init data on its own (also the x-chat-token header of the task call). */
export function checkInitData(initData: string, nowSeconds: number): ChatIdentityCheck {
  const check = verifyMiniAppInitData(initData, SANDBOX_TELEGRAM_BOT.token, nowSeconds);
  if (!check.ok) return invalid(MINI_APP_INIT_DATA_FAILURES[check.reason]);
  return {
    kind: 'valid',
    identity: {
      telegramUserId: check.user.id,
      user: check.user,
      initData,
      authDate: check.authDate,
    },
  };
}

function invalid(reason: string): ChatIdentityCheck {
  return { kind: 'invalid', reason };
}
