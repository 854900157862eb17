/**
 * The ret_code values the sandbox answers with. Codes marked "sandbox-chosen" are not named by
 * the specification; the client treats them like any code outside its catalogue unless it maps
 * them (see docs/sandbox.md).
 */
export const SANDBOX_RET_CODES = {
  ok: 0,
  invalidParameters: 10001,
  /**
   * Session or rate related (docs/requests-and-errors.md, "The catalogue"); injected with the
   * failure control.
   */
  sessionOrRate: 10006,
  notLoggedIn: 10007,
  wrongPassword: 31002,
  accountBanned: 31003,
  ipRestricted: 31018,
  /**
   * Chinese e-mail address (docs/requests-and-errors.md, "The catalogue"); the send-code calls
   * refuse one with it.
   */
  chineseEmail: 20100,
  tooManyWrongPasswords: 31030,
  /** Sandbox-chosen: a verification code (e-mail, SMS, two-factor, risk) that does not match. */
  invalidVerificationCode: 31025,
  /** Sandbox-chosen: registering an e-mail or phone that already has an account. */
  accountExists: 31023,
  /** Sandbox-chosen: self-unblock asked for before the 24 h ban window has passed. */
  selfUnblockTooEarly: 31024,
  /** Sandbox-chosen: a captcha result the stand-ins did not issue, or one already used. */
  captchaFailed: 31026,
  /** Sandbox-chosen: a sub-account on the main login, or a main account on the sub-account login. */
  wrongLoginDoor: 31027,
} as const;

export type SandboxRetCode = (typeof SANDBOX_RET_CODES)[keyof typeof SANDBOX_RET_CODES];
