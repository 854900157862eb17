/**
 * The sandbox's stand-ins for the identity providers: their signing secrets and the ids the
 * exchange is registered under (taken from the sandbox environment, so the audience the app
 * asks for is the one the handler accepts). Never used outside the sandbox.
 */
import { sandboxSettings } from '../../config/environments';

export type ThirdPartyProvider = 'google' | 'apple' | 'telegram';
export const THIRD_PARTY_PROVIDERS: readonly ThirdPartyProvider[] = ['google', 'apple', 'telegram'];

const sandboxIds = sandboxSettings.thirdParty;

export const SANDBOX_GOOGLE = {
  clientId: sandboxIds.googleClientId,
  /** Google signs with RS256; the stand-in uses this HS256 secret (docs/sandbox.md). */
  secret: 'sandbox-google-identity-secret',
  issuers: ['https://accounts.google.com', 'accounts.google.com'],
  /** Google credentials live one hour. */
  lifetimeSeconds: 3600,
} as const;

export const SANDBOX_APPLE = {
  clientId: sandboxIds.appleClientId,
  secret: 'sandbox-apple-identity-secret',
  issuers: ['https://appleid.apple.com'],
  /** Apple id_tokens live ten minutes. */
  lifetimeSeconds: 600,
} as const;

/** The sandbox bot's id; its token is published (docs/sandbox.md, "The Telegram mini app"). */
const TELEGRAM_BOT_ID = 123456789;

/**
 * The sandbox's Telegram bot, behind both the login widget and the mini app. A bot token is
 * `<bot id>:<secret>`; this one is published, so QA and outside checks can sign launch data:
 * the widget's hash is keyed with its SHA-256, the mini app's with HMAC-SHA256 of it under
 * `WebAppData` (docs/mini-app.md, "The exchange checks init_data").
 */
export const SANDBOX_TELEGRAM_BOT = {
  id: TELEGRAM_BOT_ID,
  username: sandboxIds.telegramBotName,
  token: `${TELEGRAM_BOT_ID}:SANDBOX_BOT_TOKEN_FOR_QA`,
} as const;

/** The Google accounts the stand-in's account chooser lists ('use another account' adds any). */
export const SANDBOX_GOOGLE_ACCOUNTS: readonly { readonly email: string; readonly name: string }[] =
  [{ email: 'demo@example.com', name: 'Demo User' }];

export interface SandboxTelegramUser {
  readonly id: number;
  readonly firstName: string;
  readonly username: string;
}

/**
 * Telegram users the login widget's stand-in offers; any other name signs in as a new Telegram
 * user. Which account each is linked to is the sandbox state's link table, seeded from
 * src/sandbox/fixtures/telegram-links.ts (700000001 is linked to tg-bound@example.com).
 */
export const SANDBOX_TELEGRAM_USERS: readonly SandboxTelegramUser[] = [
  { id: 700000001, firstName: 'Demo', username: 'sandbox_demo' },
];

/** Ids given to new Telegram users the stand-in signs in ('another account'). */
export const FIRST_NEW_TELEGRAM_ID = 710000001;
