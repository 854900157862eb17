/**
 * What the URL asks of the register screen (docs/registration.md, "Screens and how to reach them").
 * The embeddable widget passes the same switches as options; on this app's own pages they come from
 * the query string, so QA can open every variant by URL. The names follow the login screen's
 * (`display=modal`, `hidePhoneTab`, …).
 */
import {
  parseCombinedLayout,
  parseSignUpType,
  type CombinedLayout,
  type SignUpType,
} from '@/sign-in/combined/combined-options';

export type RegisterDisplay = 'page' | 'modal';
/** `tabs`: the e-mail/mobile form; `steps`: the newer step mode (choose, account, verify, password). */
export type RegisterLayout = 'tabs' | 'steps';
/** How the e-mail address is verified: a six-digit code, or an activation link (new flow only). */
export type EmailVerification = 'code' | 'link';
/**
 * `item`: the new calls (send/verify/item, verify by uuid, register/info, register/password);
 * `legacy`: the old ones (/verify/register/*, then /register/email|mobile in one call).
 */
export type RegisterCallFlavour = 'item' | 'legacy';

export interface RegisterScreenOptions {
  readonly display: RegisterDisplay;
  readonly layout: RegisterLayout;
  readonly emailVerification: EmailVerification;
  readonly callFlavour: RegisterCallFlavour;
  /** `email=`: prefilled e-mail (opens the e-mail tab). */
  readonly presetEmail: string | undefined;
  /** `phone=` (with `country_code=`): prefilled phone (opens the mobile tab). */
  readonly presetPhone: string | undefined;
  readonly presetCountryCode: string | undefined;
  readonly readOnlyEmail: boolean;
  /** `userCode=`: the embedding's prefilled referral code (wins over the link's and the cookie's). */
  readonly prefilledUserCode: string | undefined;
  readonly readOnlyReferral: boolean;
  readonly hidePhoneTab: boolean;
  readonly hideEmailTab: boolean;
  /** `hidePromo` / `hideRightPanel`: no promo panel beside the form. */
  readonly hidePromo: boolean;
  readonly hideThirdParty: boolean;
  /** `hideToggle` (or `hideLogin` in the widget's modal): no way over to logging in. */
  readonly hideToggle: boolean;
  /** `hideReferral`: no referral-code field, so the registration carries no code. */
  readonly hideReferral: boolean;
  /** `invitePage`: the screen is an invitation (its heading says so). */
  readonly invitePage: boolean;
  /** `closable=0`: the modal has no close button and Escape does not close it. */
  readonly closable: boolean;
  /** `ipLimitNotice=inline`: the IP-limit notice shows in the form instead of as a modal. */
  readonly ipLimitInline: boolean;
  /**
   * `uuid=`: a registration to recall (docs/registration.md, "Screens and how to reach them",
   * Recall).
   */
  readonly recallUuid: string | undefined;
  /** `telegram_callback=`: chat-app callback data, carried into the send and register calls. */
  readonly telegramCallback: string | undefined;
  /**
   * `layout=old|new-brand|new-dark`: the combined register/login page with its switch
   * (docs/login.md, "Combined register/login page").
   */
  readonly combinedLayout: CombinedLayout | undefined;
  /** `signUpType=email|phone`: the tab the sign-up form starts with. */
  readonly signUpType: SignUpType | undefined;
}

const TRUE_VALUES = ['true', '1', 'yes'];

function flag(params: URLSearchParams, ...names: string[]): boolean {
  return names.some((name) => TRUE_VALUES.includes((params.get(name) ?? '').toLowerCase()));
}

function text(params: URLSearchParams, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = params.get(name)?.trim();
    if (value) return value;
  }
  return undefined;
}

export function parseRegisterScreenOptions(
  search: string | URLSearchParams,
): RegisterScreenOptions {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const layout = params.get('mode') === 'steps' ? 'steps' : 'tabs';
  return {
    display: params.get('display') === 'modal' ? 'modal' : 'page',
    layout,
    emailVerification: params.get('verify') === 'link' ? 'link' : 'code',
    // The old calls have no uuid, so step mode and link activation always use the new ones.
    callFlavour:
      params.get('registerFlow') === 'legacy' &&
      layout === 'tabs' &&
      params.get('verify') !== 'link'
        ? 'legacy'
        : 'item',
    presetEmail: text(params, 'email'),
    presetPhone: text(params, 'phone', 'mobile'),
    presetCountryCode: text(params, 'country_code', 'countryCode')?.replace(/^\+/, ''),
    readOnlyEmail: flag(params, 'readOnlyEmail'),
    prefilledUserCode: text(params, 'userCode', 'user_code'),
    readOnlyReferral: flag(params, 'readOnlyRefCode', 'readOnlyUserCode'),
    hidePhoneTab: flag(params, 'hidePhoneTab'),
    hideEmailTab: flag(params, 'hideEmailTab'),
    hidePromo: flag(params, 'hidePromo', 'hideRightPanel'),
    hideThirdParty: flag(params, 'hideThirdParty'),
    hideToggle: flag(params, 'hideToggle', 'hideLogin'),
    hideReferral: flag(params, 'hideReferral'),
    invitePage: flag(params, 'invitePage'),
    closable: params.get('closable') !== '0',
    ipLimitInline: params.get('ipLimitNotice') === 'inline',
    recallUuid: text(params, 'uuid'),
    telegramCallback: text(params, 'telegram_callback'),
    combinedLayout: parseCombinedLayout(params),
    signUpType: parseSignUpType(params),
  };
}
