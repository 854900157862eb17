/**
 * The Telegram login widget's proof of authenticity (core.telegram.org/widgets/login, "Checking
 * authorization"): the data-check-string is every received field except `hash`, sorted by name,
 * as `key=value` lines joined by '\n'; `hash` is its HMAC-SHA256 in hex, keyed with the SHA-256
 * of the bot's token. The sandbox signs for its stand-in and checks like the exchange would.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** How old an authorisation may be; Telegram leaves the limit to the site, one day is common. */
export const TELEGRAM_AUTH_MAX_AGE_SECONDS = 86_400;

export type TelegramFields = Readonly<Record<string, string | number>>;

export function telegramDataCheckString(fields: TelegramFields): string {
  return Object.keys(fields)
    .filter((name) => name !== 'hash')
    .sort()
    .map((name) => `${name}=${String(fields[name])}`)
    .join('\n');
}

export function telegramHash(fields: TelegramFields, botToken: string): string {
  const secretKey = sha256(utf8ToBytes(botToken));
  return bytesToHex(hmac(sha256, secretKey, utf8ToBytes(telegramDataCheckString(fields))));
}

export type TelegramCheck =
  | { readonly ok: true; readonly userId: number; readonly fields: TelegramFields }
  | { readonly ok: false; readonly reason: string };

/** Checks widget data (already parsed from JSON): required fields, hash, age. */
export function verifyTelegramAuth(
  data: Readonly<Record<string, unknown>>,
  botToken: string,
  nowSeconds: number,
): TelegramCheck {
  const fields: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(data)) {
    if (typeof value === 'string' || typeof value === 'number') fields[name] = value;
    else if (value !== undefined && value !== null) {
      return { ok: false, reason: `field ${name} must be text or a number` };
    }
  }
  const userId = Number(fields.id);
  if (!Number.isSafeInteger(userId) || userId <= 0) {
    return { ok: false, reason: 'id must be a positive integer' };
  }
  const authDate = Number(fields.auth_date);
  if (!Number.isFinite(authDate)) return { ok: false, reason: 'auth_date is required' };
  if (typeof fields.hash !== 'string') return { ok: false, reason: 'hash is required' };
  if (fields.hash !== telegramHash(fields, botToken)) {
    return { ok: false, reason: 'hash does not match the data' };
  }
  if (nowSeconds - authDate > TELEGRAM_AUTH_MAX_AGE_SECONDS) {
    return { ok: false, reason: 'auth_date is older than one day' };
  }
  return { ok: true, userId, fields };
}
