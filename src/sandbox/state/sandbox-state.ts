import type { CaptchaSandboxState } from '../captcha/captcha-state';
import { createCaptchaState } from '../captcha/captcha-state';
import type { ChatAppSandboxState } from '../chat-app/chat-app-state';
import { createChatAppState } from '../chat-app/chat-app-state';
import type { OAuthSandboxState } from '../oauth/oauth-state';
import { createOAuthState } from '../oauth/oauth-state';
import type { PasswordResetState } from '../retrieve/password-reset';
import { createPasswordResetState } from '../retrieve/password-reset';
import type { TradingPasswordChange } from '../trading-password/trading-password-change';
import type { TurkeyBridgeSandboxState } from '../turkey-bridge/turkey-bridge-state';
import { createTurkeyBridgeState } from '../turkey-bridge/turkey-bridge-state';
import type {
  FailureRule,
  PendingRegistration,
  QrSession,
  RecordedRegistrationRequest,
  RiskChallenge,
  SandboxAccount,
  SandboxVisitorOverride,
  SentCode,
} from './records';
import { seedFixtureAccounts } from './seed-accounts';
import { seedRecallRegistrations } from './seed-registrations';
import type { TelegramLinkTable } from './telegram-links';
import { seedTelegramLinks } from './telegram-links';

export interface SandboxStateOptions {
  /** Visitor country and flags when no cookie or page parameter says otherwise (before the env vars). */
  readonly visitor?: SandboxVisitorOverride;
  /** Clock, so tests can pin ban ages and timestamps. */
  readonly now?: () => number;
}

/** What a reset keeps: the configuration the state was created with. */
export interface SandboxSettings {
  readonly now: () => number;
  visitor?: SandboxVisitorOverride;
}

/** Everything the sandbox remembers. One plain object per test file or server. */
export interface SandboxState {
  readonly settings: SandboxSettings;
  accounts: Map<string, SandboxAccount>;
  /** `<countryCode>-<number>` to account key. */
  phoneIndex: Map<string, string>;
  /** Wrong-password count per account key (or per unknown login name). */
  passwordErrors: Map<string, number>;
  /** Session token to account key. */
  sessions: Map<string, string>;
  /** self_unbind_token cookie value to the key of the banned account it was issued for. */
  selfUnbindTokens: Map<string, string>;
  riskChallenges: Map<string, RiskChallenge>;
  registrations: Map<string, PendingRegistration>;
  sentCodes: SentCode[];
  /** The latest registration calls, newest last (at most REGISTRATION_REQUEST_LIMIT). */
  registrationRequests: RecordedRegistrationRequest[];
  qrSessions: Map<string, QrSession>;
  failures: FailureRule[];
  /** Captcha modes, open challenges and unused tokens (src/sandbox/captcha). */
  captcha: CaptchaSandboxState;
  /** OAuth requests waiting for a decision, remembered grants, codes (src/sandbox/oauth). */
  oauth: OAuthSandboxState;
  /**
   * Telegram user id to the key of the linked account, one to one
   * (src/sandbox/state/telegram-links.ts).
   */
  telegramLinks: TelegramLinkTable;
  /** The mini app's bind calls, security steps and completed tasks (src/sandbox/chat-app). */
  chatApp: ChatAppSandboxState;
  /** Password resets under way and their tickets (src/sandbox/retrieve, docs/retrieve.md). */
  passwordResets: PasswordResetState;
  /** Quick tokens and the main-site to Turkey-site links (src/sandbox/turkey-bridge). */
  turkeyBridge: TurkeyBridgeSandboxState;
  /** Trading-password changes a login asked for, by ticket (src/sandbox/trading-password). */
  tradingPasswordChanges: Map<string, TradingPasswordChange>;
  nextUserId: number;
}

type SandboxData = Omit<SandboxState, 'settings'>;

export function createSandboxState(options: SandboxStateOptions = {}): SandboxState {
  const settings: SandboxSettings = { now: options.now ?? Date.now, visitor: options.visitor };
  return { settings, ...freshData(settings) };
}

/** Back to the fixtures, in place, because the handlers hold on to this object. */
export function resetSandboxState(state: SandboxState): void {
  Object.assign(state, freshData(state.settings));
}

function freshData(settings: SandboxSettings): SandboxData {
  const { accounts, phoneIndex } = seedFixtureAccounts(settings.now());
  return {
    accounts,
    phoneIndex,
    passwordErrors: new Map(),
    sessions: new Map(),
    selfUnbindTokens: new Map(),
    riskChallenges: new Map(),
    registrations: seedRecallRegistrations(settings.now(), accounts),
    sentCodes: [],
    registrationRequests: [],
    qrSessions: new Map(),
    failures: [],
    captcha: createCaptchaState(),
    oauth: createOAuthState(),
    telegramLinks: seedTelegramLinks(),
    chatApp: createChatAppState(),
    passwordResets: createPasswordResetState(),
    turkeyBridge: createTurkeyBridgeState(),
    tradingPasswordChanges: new Map(),
    nextUserId: 20000001,
  };
}
