/**
 * The init data Telegram hands a mini app it opens (`tgWebAppData`), built for a fixture user as
 * the launch page offers it (docs/sandbox.md, "The Telegram mini app", "The launch page"):
 * `query_id` unless opened from a direct link, the `user` JSON, `auth_date`, `start_param` when
 * given, then `hash`; optionally stale (one day and a minute old) or tampered (the first name
 * changed after signing).
 */
import type { SandboxMiniAppUser } from '../fixtures/mini-app-users';
import { bytesToBase64url } from '../third-party/base64url';
import { SANDBOX_TELEGRAM_BOT } from '../third-party/sandbox-identity-providers';
import { MINI_APP_INIT_DATA_MAX_AGE_SECONDS, signMiniAppInitData } from './mini-app-init-data';

/** How much older than allowed "stale" init data is. */
const STALE_BY_SECONDS = 60;

export interface MiniAppLaunchOptions {
  readonly user: SandboxMiniAppUser;
  /** The launch page's origin: `photo_url` is the avatar there. */
  readonly origin: string;
  readonly nowSeconds: number;
  /** Opened from a direct link (t.me/<bot>/<app>): no query_id. */
  readonly directLink?: boolean;
  readonly startParam?: string;
  /** auth_date one day and a minute old. */
  readonly stale?: boolean;
  /** The user's first name changed after signing. */
  readonly tampered?: boolean;
  /** query_id; a random one when absent. */
  readonly queryId?: string;
  /**
   * Telegram's `signature` (Bot API 8.0, for third parties; inside the hash like any field) for
   * the fields signed so far, when the caller can make one (src/sandbox/node).
   */
  readonly signature?: (fields: Readonly<Record<string, string>>) => string;
}

/** The user field as Telegram writes it: compact JSON with `/` escaped as `\/`. */
export function miniAppUserJson(
  user: SandboxMiniAppUser,
  origin: string,
  firstName = user.first_name,
): string {
  const fields = {
    id: user.id,
    first_name: firstName,
    ...(user.last_name === undefined ? {} : { last_name: user.last_name }),
    ...(user.username === undefined ? {} : { username: user.username }),
    language_code: user.language_code,
    allows_write_to_pm: user.allows_write_to_pm,
    photo_url: `${origin}${user.photo}`,
  };
  return JSON.stringify(fields).replace(/\//g, '\\/');
}

/** The raw init data, signed with the sandbox bot's token. */
export function buildMiniAppInitData(options: MiniAppLaunchOptions): string {
  const authDate = options.stale
    ? options.nowSeconds - MINI_APP_INIT_DATA_MAX_AGE_SECONDS - STALE_BY_SECONDS
    : options.nowSeconds;
  const fields: Record<string, string> = {
    ...(options.directLink ? {} : { query_id: options.queryId ?? randomQueryId() }),
    user: miniAppUserJson(options.user, options.origin),
    auth_date: String(authDate),
    ...(options.startParam ? { start_param: options.startParam } : {}),
  };
  if (options.signature) fields.signature = options.signature(fields);
  const raw = signMiniAppInitData(fields, SANDBOX_TELEGRAM_BOT.token);
  if (!options.tampered) return raw;
  const tamperedUser = miniAppUserJson(
    options.user,
    options.origin,
    `${options.user.first_name} (changed)`,
  );
  return raw.replace(
    `user=${encodeURIComponent(fields.user ?? '')}`,
    `user=${encodeURIComponent(tamperedUser)}`,
  );
}

/** A query_id like Telegram's: 24 base64url characters. */
function randomQueryId(): string {
  const bytes = new Uint8Array(18);
  globalThis.crypto.getRandomValues(bytes);
  return bytesToBase64url(bytes);
}
