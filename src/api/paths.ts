/**
 * API paths named once (docs/requests-and-errors.md, "Path groups"). The request wrapper's
 * per-path rules (token header, oauth_tmp_login_id, error catalogue) refer to these groups, and
 * endpoint modules and the sandbox handlers import the same constants, so a path cannot drift
 * between the three.
 */

export const API_PATHS = {
  login: '/login',
  loginCompliance: '/user/public/login_compliance',
  thirdPartyLogin: '/user/public/login/thirdparty',
  loginCaptchaInfo: '/v3/public/user/captcha-info',
  registerCaptchaInfo: '/user/public/captcha-info',
  qrGenerate: '/v3/public/qrcode/generate',
  qrStatus: '/v3/public/qrcode/status',
  riskDefaultIntercept: '/user/public/risk/default-intercept',
  /**
   * The spec shows no path for checking the risk step's code (the risk provider's own check);
   * this is the one the sandbox serves.
   */
  riskVerify: '/user/public/risk/verify',
  banInfo: '/user/public/ban/einfo',
  selfUnblock: '/user/public/self-help/deblocking',
  oauthPreAuthorize: '/oauth/v1/private/pre_authorize',
  oauthConfirmAuth: '/oauth/v1/private/confirm_auth',
  oauthAuthorize: '/oauth/v1/private/authorize',
  profile: '/v2/private/user/profile',
  telegramBind: '/user/private/bind/telegram',
  telegramBindStatus: '/user/private/telegram-bind-status',
  telegramUnbind: '/user/private/unbind/telegram',
  onePeopleBindSet: '/user/private/one_people_bind/set',
  miniAppCompleteTask: '/fht/growth/miniapp/task/v1/complete_task',
  registerRecallInfo: '/user/public/register/recall/info',
  countryList: '/v2/public/country-list',
  registerPermission: '/register/permission_v2',
  registerCountryCode: '/register/countryCode',
  residenceConfig: '/v3/private/kyc/get-rc-config',
  webConfig: '/v3/config/web',
  banner: '/v3/config/banner',
  whiteHosts: '/user/public/get-white-hosts',
  /** The spec gives no path for the IP info lookup; this is the one the sandbox serves. */
  ipInfo: '/v3/public/user/ip-info',
  findPasswordValidation: '/user/find-password/validation',
  findPassword: '/user/find/password',
  /** The spec names only the tail `unbind-google-2fa/send-code-to-email`; the prefix is ours. */
  unbindGoogle2faEmailSend: '/user/unbind-google-2fa/send-code-to-email',
  /**
   * The trading-password change a login may ask for (docs/login.md, "Trading-password change").
   * The spec names the panel without its calls; both paths are ours.
   */
  tradingPasswordSendCode: '/user/public/trading-password/send-code',
  tradingPasswordChange: '/user/public/trading-password/change',
  affiliateAnonymity: '/affiliate/v5/anonymity',
  affiliateOpenApiAnonymity: '/s1/affiliate-openapi/anonymity',
  affiliateOpenInfo: '/affiliate/apis/v1/open-info',
  metrics: '/v2/public/metrics',
  registerInfo: '/user/public/register/info',
  registerVerify: '/user/public/register/verify',
  registerVerifyResult: '/user/public/register/verify/result',
  registerPassword: '/user/public/register/password',
  registerSendVerifyItem: '/user/public/register/send/verify/item',
  sendEmailCodeOld: '/verify/register/email',
  sendMobileCodeOld: '/verify/register/mobile',
  registerEmail: '/register/email',
  registerMobile: '/register/mobile',
  registerCompliance: '/user/public/register_compliance',
  referralCodeInfo: '/s1/code/info',
  partnerPostRegister: '/v3/private/misc/cabital/post-register',
  /** The spec names the redeem check without its path; this is ours (docs/registration-pieces.md). */
  redeemCheck: '/s1/campaign/redeem/check',
  /** The spec names the invite check without its path; this is ours (docs/registration.md, "Invite codes"). */
  inviteCheck: '/user/public/invite/check',
  /** The spec names the inviter avatar lookup (user id → headimg) without a path; this is ours. */
  inviterAvatar: '/user/public/inviter/avatar',
} as const;

export type ApiPath = (typeof API_PATHS)[keyof typeof API_PATHS];

/**
 * The trading-password calls belong to the login: they finish it (the change answers the session
 * token), so they follow the login's rules (10006, 10016, oauth_tmp_login_id).
 */
const loginPaths = [
  API_PATHS.login,
  API_PATHS.loginCompliance,
  API_PATHS.thirdPartyLogin,
  API_PATHS.tradingPasswordSendCode,
  API_PATHS.tradingPasswordChange,
] as const;
const registrationPaths = [
  API_PATHS.registerInfo,
  API_PATHS.registerVerify,
  API_PATHS.registerPassword,
  API_PATHS.registerSendVerifyItem,
  API_PATHS.sendEmailCodeOld,
  API_PATHS.sendMobileCodeOld,
  API_PATHS.registerEmail,
  API_PATHS.registerMobile,
  API_PATHS.registerCompliance,
] as const;
const qrPaths = [API_PATHS.qrGenerate, API_PATHS.qrStatus] as const;

/** Named sets of paths that a per-path rule applies to. */
export const PATH_GROUPS = {
  /** The "login and registration list" of the error catalogue (10006, 10016). */
  loginAndRegistration: [...loginPaths, ...registrationPaths],
  /**
   * The registration calls whose generic failures the registration flow shows in the upgrade
   * dialog instead of a toast (docs/registration.md, "Refusals and failures"): send, register,
   * password. Not the code check, whose refused code is a toast and a cleared code.
   */
  registrationSubmit: registrationPaths.filter((path) => path !== API_PATHS.registerVerify),
  qr: qrPaths,
  qrGenerate: [API_PATHS.qrGenerate],
  chatBind: [API_PATHS.telegramBind],
  oauthAuthorize: [API_PATHS.oauthAuthorize],
  thirdPartyLogin: [API_PATHS.thirdPartyLogin],
  anonymousAffiliate: [API_PATHS.affiliateAnonymity, API_PATHS.affiliateOpenApiAnonymity],
  affiliateOpenInfo: [API_PATHS.affiliateOpenInfo],
  unbindGoogle2faEmailSend: [API_PATHS.unbindGoogle2faEmailSend],
  /** Calls sent without the UserToken header even when a user is logged in. */
  withoutUserToken: [
    API_PATHS.loginCaptchaInfo,
    API_PATHS.registerCaptchaInfo,
    API_PATHS.whiteHosts,
    API_PATHS.qrGenerate,
    API_PATHS.countryList,
    API_PATHS.webConfig,
    API_PATHS.banner,
  ],
  /** Calls that carry `oauth_tmp_login_id` in the OAuth iframe: login, QR and register. */
  oauthTmpLoginId: [...loginPaths, ...qrPaths, ...registrationPaths],
} as const satisfies Record<string, readonly string[]>;

export type PathGroup = keyof typeof PATH_GROUPS;

/** Whether a call path (query string ignored) belongs to a group. */
export function isInPathGroup(path: string, group: PathGroup): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? path;
  return (PATH_GROUPS[group] as readonly string[]).includes(pathname);
}
