/**
 * The bodies of the registration calls (docs/registration.md, "Payloads"), built from what the
 * visitor typed and what the page knows. Pure, so every field of the spec is asserted in a test.
 */
import { LOGIN_TYPE, VERIFY_TYPE, type RegisterChannel } from '@/api/endpoints/registration';
import type { TgSource } from '@/lib/tracking/event-detail';

export type RegistrationAccount =
  | { readonly channel: 'email'; readonly email: string }
  | { readonly channel: 'mobile'; readonly mobile: string; readonly countryCode: string };

export type VerificationMethod = 'code' | 'link';

/**
 * The page facts every registration request carries besides the account: what the page knows about
 * this sign-up at the moment of the call (screen/use-registration-page-facts.ts reads them).
 */
export interface RegistrationPageFacts {
  /** Channel info of the visit (channel/channel-info.ts `channelInfoPayload`). */
  readonly channelInfo: Readonly<Record<string, string>>;
  readonly registChannel?: string | undefined;
  /** The referral code of the form (`ref`), sent as user_code. */
  readonly userCode?: string | undefined;
  /** The visitor changed the prefilled referral code. */
  readonly isManuallyModifyUserCode: boolean;
  /** The page URL. */
  readonly url: string;
  /** The page the visitor came from, else the page itself. */
  readonly locationLink: string;
  /** Residence chosen in the picker, else the IP country of the session (currentCountry). */
  readonly liveCountryCode?: string | undefined;
  /** The residence the visitor declared in the picker. */
  readonly regLiveCountry?: string | undefined;
  readonly telegramCallback?: string | undefined;
  /** Inside the chat-app mini app telegram_callback is sent as telegram_callback_mini. */
  readonly inMiniApp: boolean;
  readonly lang: string;
  /** `from`: the register source ('email' / 'mobile'; a feature may set its own, e.g. Turkey). */
  readonly registerSource?: string | undefined;
  /** Fields the edition's features add (registerPayload hooks: euSubscription on EU). */
  readonly featureFields: Readonly<Record<string, unknown>>;
  /** Captcha type and key version (docs/registration.md, "Payloads"). */
  readonly captchaType?: string | undefined;
  /** Where a visitor sent from Telegram came from (the link's `tg_source`); tracking only. */
  readonly tgSource?: TgSource | undefined;
}

export const DEFAULT_CAPTCHA_TYPE = 'geecaptcha';
export const DEFAULT_CAPTCHA_KEY_VERSION = 'v2';
/** Dropped from every body: the landing URL with its marketing parameters stays on the page. */
const NEVER_SENT = ['utm_url'] as const;

/** Leaves out what is undefined, null or '' (the exchange reads a missing field as "not given"). */
export function compact(fields: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === '') continue;
    if ((NEVER_SENT as readonly string[]).includes(key)) continue;
    body[key] = value;
  }
  return body;
}

function telegramField(facts: RegistrationPageFacts): Record<string, unknown> {
  return {
    [facts.inMiniApp ? 'telegram_callback_mini' : 'telegram_callback']: facts.telegramCallback,
  };
}

function sourceOf(account: RegistrationAccount, facts: RegistrationPageFacts): string {
  return facts.registerSource ?? account.channel;
}

function accountFields(account: RegistrationAccount): Record<string, unknown> {
  return account.channel === 'email'
    ? { email: account.email }
    : { mobile: account.mobile, country_code: account.countryCode };
}

export interface SendCodeInput {
  readonly account: RegistrationAccount;
  readonly verification: VerificationMethod;
  /** Fields the captcha produced (magpie_verify_info, or the old provider's fields). */
  readonly captchaFields: Readonly<Record<string, unknown>>;
  /** Waitlist sign-ups (ban dialog 6 → 1) are fake and carried as such. */
  readonly isFake: boolean;
  readonly riskToken?: string | undefined;
  /** The anti-fraud fingerprint of the phone variant (the device id). */
  readonly fingerprint?: string | undefined;
}

/**
 * Send-code payload. Old flow: the account, ref, from, location_link, is_fake, captcha type and
 * data, live_country_code (+ fingerprint by phone). The new flow adds user_code, verify_type,
 * login_type, lang, url, telegram_callback and risk_token.
 */
export function sendCodePayload(
  input: SendCodeInput,
  facts: RegistrationPageFacts,
  flavour: 'item' | 'legacy',
): Record<string, unknown> {
  const old = {
    ...accountFields(input.account),
    ref: facts.userCode,
    from: sourceOf(input.account, facts),
    location_link: facts.locationLink,
    is_fake: input.isFake,
    type: facts.captchaType ?? DEFAULT_CAPTCHA_TYPE,
    key_version: DEFAULT_CAPTCHA_KEY_VERSION,
    live_country_code: facts.liveCountryCode,
    ...input.captchaFields,
    ...(input.account.channel === 'mobile' ? { fingerprint: input.fingerprint } : {}),
  };
  if (flavour === 'legacy') return compact(old);
  return compact({
    ...old,
    user_code: facts.userCode,
    verify_type: input.verification === 'link' ? VERIFY_TYPE.link : VERIFY_TYPE.code,
    login_type: input.account.channel === 'email' ? LOGIN_TYPE.email : LOGIN_TYPE.phone,
    lang: facts.lang,
    url: facts.url,
    ...telegramField(facts),
    risk_token: input.riskToken,
  });
}

/**
 * The common register payload (docs/registration.md, "Payloads"): channel info, regist_channel,
 * user_code, url, live_country_code, location_link, telegram_callback, isManuallyModifyUserCode,
 * reg_live_country, the features' fields (euSubscription), risk_token and lang.
 */
export function commonRegisterPayload(
  facts: RegistrationPageFacts,
  riskToken?: string,
): Record<string, unknown> {
  return {
    ...facts.channelInfo,
    regist_channel: facts.registChannel ?? facts.channelInfo.regist_channel,
    user_code: facts.userCode,
    url: facts.url,
    live_country_code: facts.liveCountryCode,
    location_link: facts.locationLink,
    ...telegramField(facts),
    isManuallyModifyUserCode: facts.isManuallyModifyUserCode,
    reg_live_country: facts.regLiveCountry,
    ...facts.featureFields,
    risk_token: riskToken,
    lang: facts.lang,
  };
}

export interface RegisterVariantInput {
  readonly account: RegistrationAccount;
  /** The six-digit code (code verification); absent for link activation. */
  readonly code?: string | undefined;
  readonly verification: VerificationMethod;
  readonly uuid?: string | undefined;
}

/**
 * Phone variant: country_code, mobile, smsverify, from. E-mail variant: email, emailverify,
 * from, verify_type, uuid (link activation). The password fields are added by the caller.
 */
export function registerVariant(
  input: RegisterVariantInput,
  facts: RegistrationPageFacts,
): Record<string, unknown> {
  const from = sourceOf(input.account, facts);
  if (input.account.channel === 'mobile') {
    return { ...accountFields(input.account), smsverify: input.code, from, uuid: input.uuid };
  }
  return {
    email: input.account.email,
    emailverify: input.code,
    from,
    verify_type: input.verification === 'link' ? VERIFY_TYPE.link : VERIFY_TYPE.code,
    uuid: input.uuid,
  };
}

/** The clear password turned into what may be sent: SHA-256 and the RSA-encrypted form. */
export interface PasswordFields {
  readonly password: string;
  readonly encrypt_password: string;
  readonly encrypt_timestamp: number;
}

/** What the first register call of the new flow carries of the password: the SHA-256 hash. */
export type FirstCallPassword = Pick<PasswordFields, 'password'>;

/**
 * The first register call of the new flow keeps the SHA-256 hash and leaves out only
 * encrypt_password and encrypt_timestamp (docs/registration.md, "The registration flow"); the
 * password step sends them.
 */
export function firstRegisterCallPassword(fields: PasswordFields): FirstCallPassword {
  return { password: fields.password };
}

/**
 * The register call's body: the common payload, the variant and the password fields given — the
 * hash alone on the new flow's first call (firstRegisterCallPassword; nothing in step mode,
 * where the password comes later), the hash and the encrypted form on the old flow's one call.
 */
export function registerBody(
  facts: RegistrationPageFacts,
  variant: RegisterVariantInput,
  options: {
    riskToken?: string | undefined;
    password?: PasswordFields | FirstCallPassword | undefined;
  },
): Record<string, unknown> {
  return compact({
    ...commonRegisterPayload(facts, options.riskToken),
    ...registerVariant(variant, facts),
    ...options.password,
  });
}

/** The password step's body: the uuid and the password, hashed and encrypted. */
export function passwordStepBody(uuid: string, password: PasswordFields): Record<string, unknown> {
  return compact({ uuid, ...password });
}

export function channelOf(account: RegistrationAccount): RegisterChannel {
  return account.channel;
}

/** The login name as the visitor typed it, for captcha and risk calls. */
export function loginNameOf(account: RegistrationAccount): string {
  return account.channel === 'email' ? account.email : account.mobile;
}
