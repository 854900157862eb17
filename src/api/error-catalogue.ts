/**
 * The error catalogue (docs/requests-and-errors.md, "The catalogue") as one table: for each
 * ret_code, what the request wrapper does by itself (toast, dialog, or hand the answer to the
 * caller untouched) and, for codes handed over, what the calling flow is expected to show.
 * Path-dependent rules are data too (`when` clauses over the path groups of ./paths), so the
 * wrapper holds no code-specific branches: it asks `resolveErrorBehaviour` and acts.
 */
import { isInPathGroup, type PathGroup } from './paths';

import {
  CAPTCHA_UNAVAILABLE_TEXT,
  CHAT_CALLBACK_RETRY_CODE,
  NETWORK_ERROR_CODE,
  PASSWORD_CLOSE_TO_LIMIT_TEXT,
  SESSION_TOAST_THROTTLE_MS,
  TOAST_MS,
  ACCOUNT_TERMINATED_TEXT,
  WRONG_PASSWORD_LIMIT,
  WRONG_PASSWORD_WARNING_COUNTS,
  type DialogName,
  type ErrorMessageKey,
  type ToastStatus,
} from './error-constants';

export {
  ACCOUNT_TERMINATED_TEXT,
  CAPTCHA_UNAVAILABLE_TEXT,
  DIALOG_NAMES,
  NETWORK_ERROR_CODE,
  PASSWORD_CLOSE_TO_LIMIT_TEXT,
  SESSION_TOAST_THROTTLE_MS,
  TOAST_MS,
  WRONG_PASSWORD_LIMIT,
  WRONG_PASSWORD_WARNING_COUNTS,
  type DialogName,
  type ErrorMessageKey,
  type ToastStatus,
} from './error-constants';

/** Values a toast message can interpolate, computed by the resolver from the context. */
export type MessageValues = 'remainingAttempts';

export type WrapperAction =
  | {
      readonly do: 'toast';
      readonly durationMs: number;
      /** Code shown and translated instead of the server's (10016 and 20035 re-mapping). */
      readonly toastCode?: number;
      /** Translation key for a message that is not an error code's own text. */
      readonly messageKey?: ErrorMessageKey;
      /** Shown when no translation exists, instead of 'code: server message'. */
      readonly defaultMessage?: string;
      readonly values?: MessageValues;
      /** Subject to the 10 s session-toast throttle. */
      readonly throttled?: boolean;
      /** The caller treats the answer like a success (31002 with 3, 4 or 5 failures). */
      readonly successLike?: boolean;
    }
  | { readonly do: 'dialog'; readonly dialog: DialogName }
  | { readonly do: 'passThrough'; readonly successLike?: boolean };

export type Condition =
  | { readonly on: 'path'; readonly group: PathGroup }
  | { readonly on: 'pathInChatApp'; readonly group: PathGroup }
  | { readonly on: 'firstQrGenerate' }
  | { readonly on: 'passErrCount'; readonly counts: readonly number[] };

export interface CallerHandling {
  /** Dialogs the calling flow opens for this code (the wrapper does not); login's is first. */
  readonly dialogs?: readonly DialogName[];
  /** The one the registration flow opens, where it differs from the first of `dialogs`. */
  readonly registrationDialog?: DialogName;
  /** A toast the calling flow shows itself, in its own wording. */
  readonly toast?: { readonly durationMs: number; readonly messageKey?: string };
  readonly note: string;
}

export interface CatalogueEntry {
  readonly codes: readonly number[];
  readonly meaning: string;
  /** Checked in order; the first that holds replaces `otherwise`. */
  readonly when?: readonly { readonly if: Condition; readonly then: WrapperAction }[];
  readonly otherwise: WrapperAction;
  readonly caller?: CallerHandling;
}

const generalToast: WrapperAction = { do: 'toast', durationMs: TOAST_MS.general };
const shortToast: WrapperAction = { do: 'toast', durationMs: TOAST_MS.short };
const passThrough: WrapperAction = { do: 'passThrough' };

/** What happens to a code that is not in the table: the general 'code: message' toast. */
export const DEFAULT_ACTION: WrapperAction = generalToast;

/**
 * The dialog for a generic failure of a registration call (docs/registration.md, "Refusals and
 * failures"): the upgrade dialog with the answer's data, instead of the general toast.
 */
export const GENERIC_FAILURE_DIALOG: DialogName = 'upgrade';

const genericFailureOnRegistration = {
  when: [{ if: { on: 'path', group: 'registrationSubmit' }, then: passThrough }],
  caller: {
    dialogs: [GENERIC_FAILURE_DIALOG],
    note: 'registration calls: upgrade dialog with the answer',
  },
} as const satisfies Pick<CatalogueEntry, 'when' | 'caller'>;

/** The row of every code the table does not list ('any other'). */
export const GENERAL_ERROR_ENTRY: CatalogueEntry = {
  codes: [],
  meaning: 'general error',
  ...genericFailureOnRegistration,
  otherwise: DEFAULT_ACTION,
};

export const ERROR_CATALOGUE: readonly CatalogueEntry[] = [
  {
    codes: [10006],
    meaning: 'session or rate related',
    when: [
      { if: { on: 'firstQrGenerate' }, then: passThrough },
      { if: { on: 'path', group: 'loginAndRegistration' }, then: shortToast },
    ],
    otherwise: { do: 'toast', durationMs: TOAST_MS.short, throttled: true },
  },
  {
    codes: [10016],
    meaning: 'special toast code per path',
    when: [
      { if: { on: 'path', group: 'chatBind' }, then: { ...shortToast, toastCode: 100162 } },
      { if: { on: 'path', group: 'qr' }, then: { ...shortToast, toastCode: 100161 } },
      {
        if: { on: 'path', group: 'loginAndRegistration' },
        then: { ...shortToast, toastCode: 100160 },
      },
    ],
    otherwise: shortToast,
  },
  {
    codes: [40029],
    meaning: 'account terminated',
    otherwise: { ...shortToast, defaultMessage: ACCOUNT_TERMINATED_TEXT },
  },
  {
    codes: [50002],
    meaning: 'toast except on the OAuth authorize call',
    when: [{ if: { on: 'path', group: 'oauthAuthorize' }, then: passThrough }],
    otherwise: shortToast,
  },
  { codes: [30054], meaning: 'shown for 5 s (meaning not shown)', otherwise: generalToast },
  {
    codes: [10007, 33003, 10009],
    meaning: 'passed straight to the caller',
    otherwise: passThrough,
  },
  {
    codes: [31002],
    meaning: 'wrong password',
    when: [
      {
        if: { on: 'passErrCount', counts: WRONG_PASSWORD_WARNING_COUNTS },
        then: {
          ...shortToast,
          messageKey: 'passwordCloseToLimit',
          defaultMessage: PASSWORD_CLOSE_TO_LIMIT_TEXT,
          values: 'remainingAttempts',
          successLike: true,
        },
      },
      {
        if: { on: 'passErrCount', counts: [WRONG_PASSWORD_LIMIT] },
        then: { do: 'passThrough', successLike: true },
      },
    ],
    otherwise: generalToast,
    caller: { note: 'with 3, 4 or 5 failures the login form shows the remaining attempts' },
  },
  {
    codes: [31030],
    meaning: 'password wrong too many times',
    otherwise: passThrough,
    caller: { dialogs: ['loginOverLimit'], note: 'login-error-over-limit dialog' },
  },
  {
    codes: [31018],
    meaning: 'IP or region restricted',
    otherwise: passThrough,
    caller: {
      dialogs: ['ipBan', 'ipInfo'],
      registrationDialog: 'ipInfo',
      note: "login: IP-ban dialog with the visitor's IP; registration: info dialog with a confirm button only",
    },
  },
  {
    codes: [31020],
    meaning: 'phone restricted',
    otherwise: { do: 'dialog', dialog: 'phoneRestricted' },
  },
  {
    codes: [31003],
    meaning: 'account banned',
    otherwise: passThrough,
    caller: {
      dialogs: ['banned'],
      toast: { durationMs: TOAST_MS.short },
      note: "ban flow and banned modal; on third-party login also the toast '31003: {message}'",
    },
  },
  {
    codes: [50101],
    meaning: 'account-upgrade (UTA) failure',
    otherwise: passThrough,
    caller: {
      dialogs: ['creatingAccount'],
      note: "tracked; 'Creating account' modal with back-home",
    },
  },
  {
    codes: [41007],
    meaning: 'phone limit',
    otherwise: passThrough,
    caller: { dialogs: ['unsupportedJurisdiction'], note: 'unsupported-jurisdiction modal' },
  },
  {
    codes: [400601],
    meaning: 'Hong Kong user mismatch',
    otherwise: passThrough,
    caller: { dialogs: ['hkUserMismatch'], note: 'Hong Kong user mismatch modal' },
  },
  {
    codes: [400602],
    meaning: 'Hong Kong site mismatch',
    otherwise: passThrough,
    caller: { dialogs: ['hkSiteMismatch'], note: 'Hong Kong site mismatch modal' },
  },
  {
    codes: [41102, 41107],
    meaning: 'identity verification needed',
    otherwise: passThrough,
    caller: {
      dialogs: ['identityVerification'],
      note: "modal with 'verify my identity' and 'go back'",
    },
  },
  {
    codes: [41103, 41104, 41105, 41106, 41108, 400605, 400606],
    meaning: 'generic modal',
    otherwise: passThrough,
    caller: { dialogs: ['genericMessage'], note: 'generic modal with the translated message' },
  },
  {
    codes: [CHAT_CALLBACK_RETRY_CODE],
    meaning: 'chat-app callback to be retried',
    otherwise: passThrough,
    caller: { note: 'the caller retries the chat-app callback' },
  },
  {
    codes: [20100],
    meaning: 'Chinese e-mail',
    otherwise: passThrough,
    caller: {
      toast: { durationMs: TOAST_MS.short, messageKey: 'chineseEmailGoogleRegisterErr' },
      note: 'toast of the code plus the translated Chinese-e-mail Google register message',
    },
  },
  {
    codes: [10026, 30055, 41121, 41122, 41123, 41125, 41126, 41127, 41128],
    meaning: 'passed to the caller without a toast',
    otherwise: passThrough,
  },
  {
    codes: [10002, 610017],
    meaning: 'inner data returned on the anonymous affiliate paths',
    when: [{ if: { on: 'path', group: 'anonymousAffiliate' }, then: passThrough }],
    otherwise: generalToast,
  },
  {
    codes: [610016],
    meaning: 'inner data returned on the affiliate open-info path',
    when: [{ if: { on: 'path', group: 'affiliateOpenInfo' }, then: passThrough }],
    otherwise: generalToast,
  },
  {
    codes: [40004],
    meaning: 'chat-app auth expired',
    when: [{ if: { on: 'pathInChatApp', group: 'thirdPartyLogin' }, then: passThrough }],
    otherwise: { do: 'dialog', dialog: 'closeMiniApp' },
    caller: {
      dialogs: ['upgrade'],
      note: 'third-party login inside the chat app: the caller shows the upgrade modal',
    },
  },
  {
    codes: [20035],
    meaning: 're-mapped on the unbind-2FA e-mail send',
    when: [
      {
        if: { on: 'path', group: 'unbindGoogle2faEmailSend' },
        then: { ...generalToast, toastCode: 35300 },
      },
    ],
    otherwise: generalToast,
  },
  { codes: [410008], meaning: 'toast from a translated message', otherwise: shortToast },
  {
    codes: [100001],
    meaning: 'captcha unavailable',
    otherwise: { ...shortToast, defaultMessage: CAPTCHA_UNAVAILABLE_TEXT },
  },
  {
    codes: [NETWORK_ERROR_CODE],
    meaning: 'network or cross-origin failure',
    ...genericFailureOnRegistration,
    otherwise: generalToast,
  },
];

/** Chat-app link failure codes (strings, from the chat-app link flow): 'failed to bind' modal. */
export const CHAT_LINK_FAILURE_CODES: readonly string[] = [
  ...['register', 'tgregister', 'login', 'trlogin'].flatMap((variant) =>
    ['1001', '1002', '1003', '10016'].map((code) => `${variant}${code}`),
  ),
  'login1004',
  'authFailureRelinkTip',
  'telegramAlreadyBind',
  'relinkBybitAccountTip',
  'telegramLinkSystemError',
];
export const CHAT_LINK_FAILURE_DIALOG: DialogName = 'failedToBind';

/** Residence pseudo-codes: residence confirmation modal (confirm/cancel go to another site). */
export const RESIDENCE_CONFIRM_CODES: readonly string[] = [
  'euSiteNoEuResidenceConfirm',
  'mainSiteEuResidenceConfirm',
  'ResidenceConfirm',
  'AeResidenceConfirm',
];
export const RESIDENCE_CONFIRM_DIALOG: DialogName = 'residenceConfirm';

const entriesByCode: ReadonlyMap<number, CatalogueEntry> = indexByCode(ERROR_CATALOGUE);

function indexByCode(entries: readonly CatalogueEntry[]): Map<number, CatalogueEntry> {
  const index = new Map<number, CatalogueEntry>();
  for (const entry of entries) {
    for (const code of entry.codes) {
      if (index.has(code)) throw new Error(`Error catalogue lists code ${code} twice.`);
      index.set(code, entry);
    }
  }
  return index;
}

export function catalogueEntry(code: number): CatalogueEntry | undefined {
  return entriesByCode.get(code);
}

export interface ErrorContext {
  /** The call's path (query ignored). */
  readonly path: string;
  readonly inChatApp: boolean;
  /** This is the first QR generate call of the page. */
  readonly isFirstQrGenerate: boolean;
  readonly now: number;
  /** When the last throttled (10006) toast was shown; null if never. */
  readonly lastSessionToastAt: number | null;
  /** result.pass_err_count of a 31002 answer. */
  readonly passErrCount?: number;
}

export type ErrorDecision =
  | {
      readonly kind: 'toast';
      readonly code: number;
      /** The code the message is looked up and shown with (re-mapped or the original). */
      readonly toastCode: number;
      readonly durationMs: number;
      readonly status: ToastStatus;
      readonly messageKey?: ErrorMessageKey;
      readonly defaultMessage?: string;
      readonly values?: Readonly<Record<string, number>>;
      /** The wrapper must remember `now` as the last session-toast time. */
      readonly throttled: boolean;
      readonly successLike: boolean;
    }
  | {
      readonly kind: 'dialog';
      readonly code: number;
      readonly dialog: DialogName;
      readonly successLike: false;
    }
  | {
      readonly kind: 'silent';
      readonly code: number;
      readonly reason: 'passThrough' | 'throttled';
      readonly successLike: boolean;
    };

/** What the request wrapper does with a non-zero ret_code, given where and when it came back. */
export function resolveErrorBehaviour(code: number, context: ErrorContext): ErrorDecision {
  const action = chooseAction(entriesByCode.get(code) ?? GENERAL_ERROR_ENTRY, context);
  switch (action.do) {
    case 'passThrough':
      return {
        kind: 'silent',
        code,
        reason: 'passThrough',
        successLike: action.successLike ?? false,
      };
    case 'dialog':
      return { kind: 'dialog', code, dialog: action.dialog, successLike: false };
    case 'toast': {
      const throttled = action.throttled ?? false;
      const successLike = action.successLike ?? false;
      if (throttled && isWithinThrottle(context)) {
        return { kind: 'silent', code, reason: 'throttled', successLike };
      }
      return {
        kind: 'toast',
        code,
        toastCode: action.toastCode ?? code,
        durationMs: action.durationMs,
        status: 'error',
        ...(action.messageKey === undefined ? {} : { messageKey: action.messageKey }),
        ...(action.defaultMessage === undefined ? {} : { defaultMessage: action.defaultMessage }),
        ...(action.values === undefined ? {} : { values: messageValues(action.values, context) }),
        throttled,
        successLike,
      };
    }
    default:
      return assertNever(action);
  }
}

/**
 * What the calling flow is to show for a code on a call's path, when the wrapper hands the answer
 * over untouched there (`passThrough`): the row's caller handling (without dialogs or toast
 * when the row names nothing for the caller). Undefined when the wrapper shows the code itself
 * (a toast, or its own dialog). Conditions other than the path (chat app, first QR call, failure count) are taken as
 * not holding. The flows' rule over it is `src/sign-in/refusals/catalogue-refusal.ts`.
 */
export function callerHandlingOn(code: number, path: string): CallerHandling | undefined {
  const entry = entriesByCode.get(code) ?? GENERAL_ERROR_ENTRY;
  const action = chooseAction(entry, {
    path,
    inChatApp: false,
    isFirstQrGenerate: false,
    now: 0,
    lastSessionToastAt: null,
  });
  if (action.do !== 'passThrough') return undefined;
  return entry.caller ?? NOTHING_FOR_THE_CALLER;
}

const NOTHING_FOR_THE_CALLER: CallerHandling = { note: 'nothing named' };

function chooseAction(entry: CatalogueEntry, context: ErrorContext): WrapperAction {
  const match = entry.when?.find((clause) => holds(clause.if, context));
  return match ? match.then : entry.otherwise;
}

function holds(condition: Condition, context: ErrorContext): boolean {
  switch (condition.on) {
    case 'path':
      return isInPathGroup(context.path, condition.group);
    case 'pathInChatApp':
      return context.inChatApp && isInPathGroup(context.path, condition.group);
    case 'firstQrGenerate':
      return context.isFirstQrGenerate && isInPathGroup(context.path, 'qrGenerate');
    case 'passErrCount':
      return context.passErrCount !== undefined && condition.counts.includes(context.passErrCount);
    default:
      return assertNever(condition);
  }
}

function isWithinThrottle(context: ErrorContext): boolean {
  return (
    context.lastSessionToastAt !== null &&
    context.now - context.lastSessionToastAt < SESSION_TOAST_THROTTLE_MS
  );
}

function messageValues(values: MessageValues, context: ErrorContext): Record<string, number> {
  switch (values) {
    case 'remainingAttempts':
      return { remaining: WRONG_PASSWORD_LIMIT - (context.passErrCount ?? 0) };
    default:
      return assertNever(values);
  }
}

function assertNever(value: never): never {
  throw new Error(`Unhandled catalogue case: ${JSON.stringify(value)}`);
}
