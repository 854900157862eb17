import type { SandboxScenario } from '../fixtures/accounts';

/** Records kept in a SandboxState. Plain data only, so the state can be shown as JSON for QA. */

export interface PhoneNumber {
  /** Dialling code without '+', e.g. '44'. */
  readonly countryCode: string;
  readonly number: string;
}

export interface SandboxAccount {
  /** Normalised e-mail (lower case), or `phone:<countryCode>-<number>` for phone-only accounts. */
  readonly key: string;
  readonly id: number;
  readonly email?: string;
  readonly phone?: PhoneNumber;
  readonly passwordHash: string;
  readonly country: string;
  readonly site: string;
  readonly scenario: SandboxScenario;
  readonly createdAtMs: number;
  /** Set while the account is banned; self-unblock clears it. */
  bannedAtMs?: number;
  /** The fixture account a plus-address alias copies. */
  readonly aliasOf?: string;
}

/** A message the exchange would have sent: a code, or for link activation the link to open. */
export interface SentCode {
  readonly channel: 'email' | 'sms';
  readonly to: string;
  readonly uuid: string;
  readonly code?: string;
  readonly activationLink?: string;
  readonly sentAtMs: number;
}

export interface RiskChallenge {
  readonly token: string;
  readonly type: 'pass' | 'guide';
  /** Login challenges belong to an account; registration ones to the login name being registered. */
  readonly subject: string;
  verified: boolean;
}

export type RegistrationChannel = 'email' | 'mobile';

export interface PendingRegistration {
  readonly uuid: string;
  readonly channel: RegistrationChannel;
  /** The normalised e-mail or `<countryCode>-<number>` being registered. */
  readonly loginName: string;
  readonly email?: string;
  readonly phone?: PhoneNumber;
  /** 1 code, 2 activation link (docs/registration.md, "Payloads"). */
  readonly verifyType: 1 | 2;
  codeVerified: boolean;
  /**
   * E-mail link activation: 1 waiting, 2 activated, 3 expired
   * (docs/registration.md, "The registration flow").
   */
  linkStatus: 1 | 2 | 3;
  /** Which send started it: the new flow's (send/verify/item) or the old flow's. */
  readonly startedBy: 'item' | 'legacy';
  /** Waitlist sign-ups (is_fake) get a code but can never complete. */
  readonly fake: boolean;
  /** The SHA-256 hash the new flow's first register call carried, checked by the password call. */
  passwordHash?: string;
  /** The account key once registration completed. */
  accountKey?: string;
  readonly createdAtMs: number;
}

/**
 * QR login session as the phone app moves it along: 0 waiting, 1 scanned, 2 confirmed,
 * 3 expired, 4 rejected in the app.
 */
export interface QrSession {
  readonly qrCode: string;
  status: 0 | 1 | 2 | 3 | 4;
  accountKey?: string;
  /** Session token handed over once, on the first status poll after confirmation. */
  token?: string;
  readonly createdAtMs: number;
}

/** A registration call as the sandbox received it, so QA and browser tests can check payloads. */
export interface RecordedRegistrationRequest {
  readonly method: string;
  /** API path without the /x-api prefix. */
  readonly path: string;
  /** Query and body fields exactly as sent (the password only ever as hash or ciphertext). */
  readonly fields: Readonly<Record<string, unknown>>;
  /**
   * The registration headers (tx-id, entry; docs/registration.md, "Payloads"); absent ones are
   * null.
   */
  readonly headers: { readonly txId: string | null; readonly entry: string | null };
  readonly atMs: number;
}

export type FailureMode = 'http500' | 'http403' | 'network' | 'slow' | 'retCode';

export interface FailureRule {
  /** API path without the /x-api prefix, e.g. '/login'; '*' matches every API path. */
  readonly path: string;
  readonly mode: FailureMode;
  /** Only for mode 'retCode'. */
  readonly retCode?: number;
  readonly delayMs: number;
  /** Only requests with this `Guid` header (one browser's device id); any request without it. */
  readonly guid?: string;
  remaining: number;
}

export interface SandboxVisitorOverride {
  readonly country?: string;
  readonly isVisible?: 0 | 1;
  readonly isLogin?: 0 | 1;
  readonly ip?: string;
}
