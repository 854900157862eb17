/**
 * The names and numbers of the error catalogue (error-catalogue.ts) that code outside it needs
 * on every page: dialog names, toast durations, limits. The table itself is loaded only when an
 * answer carries an error code, so these live apart from it.
 */

export const DIALOG_NAMES = [
  'loginOverLimit',
  'ipBan',
  'ipInfo',
  'phoneRestricted',
  'banned',
  'creatingAccount',
  'unsupportedJurisdiction',
  'hkUserMismatch',
  'hkSiteMismatch',
  'identityVerification',
  'genericMessage',
  'closeMiniApp',
  'upgrade',
  'failedToBind',
  'residenceConfirm',
] as const;

export type DialogName = (typeof DIALOG_NAMES)[number];

export type ToastStatus = 'error' | 'info' | 'success';

/**
 * Keys of the `errors` namespace that the catalogue names for a toast that is not an error code's
 * own text. The app translates them (src/app/api/create-app-api-client.ts), where the typecheck
 * checks each against locales/en/errors.json.
 */
export type ErrorMessageKey = 'passwordCloseToLimit';

/** Toast durations (docs/requests-and-errors.md, "How an error is shown"). */
export const TOAST_MS = {
  /** The general error toast ('code: message') and 30054. */
  general: 5000,
  /** 10006, 10016, 50002 and every other specific toast. */
  short: 2000,
  bindSuccess: 5000,
  turkeyBindSuccess: 4000,
} as const;

/** 10006 (session/rate) toasts are shown at most once in this window. */
export const SESSION_TOAST_THROTTLE_MS = 10_000;
export const WRONG_PASSWORD_LIMIT = 5;
/** pass_err_count values at which the 'close to limit' warning is shown. */
export const WRONG_PASSWORD_WARNING_COUNTS: readonly number[] = [3, 4];
/** 400607: retry the chat-app callback (the mini app's bind, docs/mini-app.md). */
export const CHAT_CALLBACK_RETRY_CODE = 400607;
/** Network or cross-origin failure: the wrapper reports the call with this code. */
export const NETWORK_ERROR_CODE = -200;

export const ACCOUNT_TERMINATED_TEXT = 'This account has been terminated.';
export const CAPTCHA_UNAVAILABLE_TEXT =
  'Captcha is currently unavailable, please check the network and try again';
export const PASSWORD_CLOSE_TO_LIMIT_TEXT =
  'Incorrect password. {{remaining}} attempts left before the limit is reached.';
