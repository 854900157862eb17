/**
 * The mini app's init data (`tgWebAppData`) as Telegram's server rules check it
 * (core.telegram.org/bots/webapps, "Validating data received via the Mini App";
 * docs/mini-app.md, "The exchange checks init_data"): the data-check-string is every field but
 * `hash`, sorted by name, as `key=value` lines (values URL-decoded) joined by '\n'; the secret key
 * is HMAC-SHA256 of the bot token keyed with the text `WebAppData`; `hash` is the hex
 * HMAC-SHA256 of the data-check-string under that key. The sandbox checks with it as the
 * exchange would, and signs with it for the launch page and the tests.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** How old init data may be (one day, docs/mini-app.md). */
export const MINI_APP_INIT_DATA_MAX_AGE_SECONDS = 86_400;
/** How far in the future auth_date may be: clocks drift, a minute is allowed. */
export const MINI_APP_INIT_DATA_MAX_SKEW_SECONDS = 60;

/** The `user` field: Telegram's WebAppUser, of which the sandbox needs the numeric id. */
export interface MiniAppInitDataUser {
  readonly id: number;
  readonly first_name?: string;
  readonly last_name?: string;
  readonly username?: string;
  readonly language_code?: string;
  readonly photo_url?: string;
  readonly allows_write_to_pm?: boolean;
  readonly [field: string]: unknown;
}

export type MiniAppInitDataFailure = 'missing-hash' | 'bad-hash' | 'stale' | 'future' | 'malformed';

export type MiniAppInitDataCheck =
  | {
      readonly ok: true;
      readonly user: MiniAppInitDataUser;
      readonly authDate: number;
      readonly startParam?: string;
      /** Every field as received (URL-decoded), `hash` included. */
      readonly fields: Readonly<Record<string, string>>;
    }
  | { readonly ok: false; readonly reason: MiniAppInitDataFailure };

/** Why a check failed, for people (the 40004 message names it). */
export const MINI_APP_INIT_DATA_FAILURES: Readonly<Record<MiniAppInitDataFailure, string>> = {
  'missing-hash': 'the init data has no hash',
  'bad-hash': 'the init data hash does not match (tampered, or signed with another bot token)',
  stale: `the init data is older than ${MINI_APP_INIT_DATA_MAX_AGE_SECONDS} s`,
  future: 'the init data auth_date is in the future',
  malformed: 'the init data is malformed (auth_date, user or a repeated field)',
};

export function miniAppDataCheckString(fields: Readonly<Record<string, string>>): string {
  return Object.keys(fields)
    .filter((name) => name !== 'hash')
    .sort()
    .map((name) => `${name}=${fields[name] ?? ''}`)
    .join('\n');
}

/** The hex hash Telegram would send with these fields. */
export function miniAppInitDataHash(
  fields: Readonly<Record<string, string>>,
  botToken: string,
): string {
  const secretKey = hmac(sha256, utf8ToBytes('WebAppData'), utf8ToBytes(botToken));
  return bytesToHex(hmac(sha256, secretKey, utf8ToBytes(miniAppDataCheckString(fields))));
}

/**
 * The raw init data for these fields, in their order, with `hash` appended (a `hash` among the
 * fields is replaced). Encoded with encodeURIComponent, as Telegram sends it.
 */
export function signMiniAppInitData(
  fields: Readonly<Record<string, string>>,
  botToken: string,
): string {
  const { hash: _ignored, ...signed } = fields;
  const withHash = { ...signed, hash: miniAppInitDataHash(signed, botToken) };
  return Object.entries(withHash)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
}

/** Checks raw init data (the query string Telegram hands the mini app) at `nowSeconds`. */
export function verifyMiniAppInitData(
  raw: string,
  botToken: string,
  nowSeconds: number,
): MiniAppInitDataCheck {
  const params = new URLSearchParams(raw);
  const fields: Record<string, string> = {};
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    // A repeated field has no one value to sign.
    if (values.length !== 1) return { ok: false, reason: 'malformed' };
    fields[name] = values[0] ?? '';
  }
  const hash = fields.hash;
  if (hash === undefined || hash === '') return { ok: false, reason: 'missing-hash' };
  if (!constantTimeEqual(hash, miniAppInitDataHash(fields, botToken))) {
    return { ok: false, reason: 'bad-hash' };
  }

  const authDateText = fields.auth_date;
  if (authDateText === undefined || !/^\d{1,12}$/.test(authDateText)) {
    return { ok: false, reason: 'malformed' };
  }
  const user = parseUser(fields.user);
  if (!user) return { ok: false, reason: 'malformed' };
  const authDate = Number(authDateText);
  if (nowSeconds - authDate > MINI_APP_INIT_DATA_MAX_AGE_SECONDS) {
    return { ok: false, reason: 'stale' };
  }
  if (authDate - nowSeconds > MINI_APP_INIT_DATA_MAX_SKEW_SECONDS) {
    return { ok: false, reason: 'future' };
  }
  return {
    ok: true,
    user,
    authDate,
    ...(fields.start_param === undefined ? {} : { startParam: fields.start_param }),
    fields,
  };
}

function parseUser(text: string | undefined): MiniAppInitDataUser | undefined {
  if (text === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  const { id } = parsed as { readonly id?: unknown };
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return undefined;
  return parsed as MiniAppInitDataUser;
}

/** Compares two texts in a time that does not depend on where they differ. */
function constantTimeEqual(given: string, expected: string): boolean {
  let difference = given.length ^ expected.length;
  for (let index = 0; index < expected.length; index++) {
    difference |= (given.charCodeAt(index) || 0) ^ expected.charCodeAt(index);
  }
  return difference === 0;
}
