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
  /**
   * The chat-app (Telegram) authorisation expired or is invalid: tampered, stale or mismatched
   * mini app init data (docs/mini-app.md, "The exchange checks init_data").
   */
  chatAppAuthExpired: 40004,
  /** Retry the chat-app callback: the bind call of the retry users (docs/mini-app.md). */
  chatAppCallbackRetry: 400607,
  /** Sandbox-chosen: a verification code (e-mail, SMS, two-factor, risk) that does not match. */
  invalidVerificationCode: 31025,
  /** Sandbox-chosen: registering an e-mail or phone that already has an account. */
  accountExists: 31023,
  /** Sandbox-chosen: self-unblock asked for before the 24 h ban window has passed. */
  selfUnblockTooEarly: 31024,
  /** Sandbox-chosen: a captcha result the stand-ins did not issue, or one already used. */
  captchaFailed: 31026,
  /** Sandbox-chosen, docs/retrieve.md: the password reset's account step for an unknown account. */
  accountNotFound: 31028,
  /**
   * Sandbox-chosen, docs/retrieve.md: a password reset's serial_no or ticket that is unknown,
   * spent or already completed.
   */
  passwordResetExpired: 31029,
  /**
   * The unbind-2FA e-mail send refused (docs/retrieve.md; the spec's code, which the client shows
   * as 35300): the authenticator cannot be reset by e-mail for this account.
   */
  unbindEmailRefused: 20035,
  /**
   * Sandbox-chosen, docs/login.md "Trading-password change": the login's trading-password ticket
   * is unknown, spent or older than 15 minutes (log in again).
   */
  tradingPasswordTicketExpired: 31031,
  /**
   * Sandbox-chosen, docs/login.md "Trading-password change": the new trading password is the
   * current one (the temporary password Customer Support set).
   */
  tradingPasswordUnchanged: 31032,
  /** Sandbox-chosen: a sub-account on the main login, or a main account on the sub-account login. */
  wrongLoginDoor: 31027,
  /**
   * authorize: the request_id is unknown, expired, already decided or another session's (the
   * spec's code; the front end handles it itself instead of toasting it).
   */
  oauthRequestSpent: 50002,
  /** Sandbox-chosen, docs/oauth.md: pre_authorize with client_id missing or unknown. */
  oauthUnknownClient: 60101,
  /** Sandbox-chosen, docs/oauth.md: pre_authorize with redirect_uri missing or not registered. */
  oauthRedirectUriNotRegistered: 60102,
  /**
   * Sandbox-chosen, docs/oauth.md: pre_authorize's invalid_request (a parameter given twice,
   * response_type missing, a bad PKCE challenge); result.redirect_to.
   */
  oauthInvalidRequest: 60103,
  /**
   * Sandbox-chosen, docs/oauth.md: pre_authorize's unsupported_response_type;
   * result.redirect_to.
   */
  oauthUnsupportedResponseType: 60104,
  /** Sandbox-chosen, docs/oauth.md: pre_authorize's invalid_scope; result.redirect_to. */
  oauthInvalidScope: 60105,
  /** Sandbox-chosen, docs/oauth.md: confirm_auth for a request_id that is no longer open. */
  oauthRequestExpired: 60106,
  /**
   * Sandbox-chosen, docs/oauth.md: confirm_auth needs the fresh verification first;
   * result.method google2fa, or risk with a risk_token.
   */
  oauthVerificationRequired: 60108,
  /**
   * Sandbox-chosen, docs/oauth.md: authorize allowing a sensitive scope without a good
   * confirm_token from confirm_auth.
   */
  oauthConfirmTokenRequired: 60109,
  /**
   * Sandbox-chosen, docs/turkey-bridge.md: a quick token that is unknown, already used, expired
   * (60 s) or of another type than the call.
   */
  quickTokenInvalid: 30801,
  /** Sandbox-chosen, docs/turkey-bridge.md: BIND_TR or MIGRANT_EU for an already linked account. */
  bridgeAlreadyLinked: 30802,
  /**
   * Sandbox-chosen, docs/turkey-bridge.md: the account's site does not fit the type (BIND_TR and
   * TR_KYC need a main-site account, MIGRANT_EU an EU-site one).
   */
  bridgeWrongSite: 30803,
  /** Sandbox-chosen, docs/turkey-bridge.md: LOGIN_TR or TR_KYC for an account not linked yet. */
  bridgeNotLinked: 30804,
} as const;

export type SandboxRetCode = (typeof SANDBOX_RET_CODES)[keyof typeof SANDBOX_RET_CODES];
