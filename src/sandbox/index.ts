export { SANDBOX_API_PREFIX, SANDBOX_CONTROL_PREFIX } from './api-prefix';
export { createSandboxHandlers } from './create-sandbox-handlers';
export type { SandboxHandlerOptions } from './create-sandbox-handlers';
export { createSandboxState, resetSandboxState } from './state/sandbox-state';
export type { SandboxState, SandboxStateOptions } from './state/sandbox-state';
export type { SandboxVisitorOverride, FailureMode } from './state/records';
export { DEMO_ACCOUNT, SANDBOX_ACCOUNTS, SANDBOX_PASSWORD } from './fixtures/accounts';
export type { SandboxAccountFixture, SandboxScenario } from './fixtures/accounts';
export { SANDBOX_CODE, SANDBOX_REJECTED_CODE } from './fixtures/codes';
export { SANDBOX_RET_CODES } from './ret-codes';
export { addFailureRule, clearFailureRules, SLOW_RESPONSE_MS } from './failures/failure-rules';
export type { FailureRequest } from './failures/failure-rules';
export { VISITOR_COOKIE } from './visitor/visitor-cookie';
export { DEFAULT_VISITOR_IP } from './visitor/resolve-visitor';
export { CAMEL_CASE_API_PATHS } from './handlers/config-handlers';
export { SITE_HEADER } from './login/session-reply';
export { sha256Hex } from './lib/password-hash';
export { SANDBOX_ONLY_PATHS } from './sandbox-paths';
export { RECALL_FIXTURES } from './fixtures/recall';
export { SANDBOX_REFERRAL_CODES, REFERRAL_SCENES } from './fixtures/referral-codes';
export { SANDBOX_COUNTRIES } from './fixtures/countries';
export { RESTRICTED_COUNTRIES } from './fixtures/restricted-countries';
export {
  OAUTH_CLIENTS,
  OAUTH_SCOPES,
  frameOriginsFor,
  matchesRegisteredRedirectUri,
  oauthLogoPath,
} from './oauth/oauth-clients';
export type { OAuthClient, OAuthScope } from './oauth/oauth-clients';
export { SANDBOX_TELEGRAM_BOT } from './third-party/sandbox-identity-providers';
export { SANDBOX_MINI_APP_USERS, findMiniAppUser } from './fixtures/mini-app-users';
export type { SandboxMiniAppUser } from './fixtures/mini-app-users';
export { SANDBOX_MINI_APP_CAMPAIGNS } from './fixtures/mini-app-campaigns';
export {
  MINI_APP_INIT_DATA_MAX_AGE_SECONDS,
  signMiniAppInitData,
  verifyMiniAppInitData,
} from './chat-app/mini-app-init-data';
export { buildMiniAppInitData } from './chat-app/mini-app-launch-data';
