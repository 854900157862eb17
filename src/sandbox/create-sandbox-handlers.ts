import type { RequestHandler } from 'msw';
import { affiliateHandlers } from './handlers/affiliate-handlers';
import { assetHandlers } from './handlers/asset-handlers';
import { banHandlers } from './handlers/ban-handlers';
import { captchaHandlers } from './handlers/captcha-handlers';
import { chatAppHandlers } from './handlers/chat-app-handlers';
import { complianceHandlers } from './handlers/compliance-handlers';
import { configHandlers } from './handlers/config-handlers';
import { controlHandlers } from './handlers/control-handlers';
import { countryImageHandlers } from './handlers/country-image-handlers';
import { failureInjectionHandler } from './handlers/failure-injection-handler';
import { ipInfoHandlers } from './handlers/ip-info-handlers';
import { loginHandlers } from './handlers/login-handlers';
import { mailboxHandlers } from './handlers/mailbox-handlers';
import { oauthHandlers } from './handlers/oauth-handlers';
import { profileHandlers } from './handlers/profile-handlers';
import { registerCountryCodeHandlers } from './handlers/register-country-code-handlers';
import { publicInfoHandlers } from './handlers/public-info-handlers';
import { qrAppHandlers } from './handlers/qr-app-handlers';
import { qrHandlers } from './handlers/qr-handlers';
import { inviteHandlers } from './handlers/invite-handlers';
import { redeemHandlers } from './handlers/redeem-handlers';
import { registerPermissionHandlers } from './handlers/register-permission-handlers';
import { registrationHandlers } from './handlers/registration-handlers';
import { residenceHandlers } from './handlers/residence-handlers';
import { retrieveHandlers } from './handlers/retrieve-handlers';
import { riskHandlers } from './handlers/risk-handlers';
import { thirdPartyHandlers } from './handlers/third-party-handlers';
import { tradingPasswordHandlers } from './handlers/trading-password-handlers';
import { turkeyBridgeHandlers } from './handlers/turkey-bridge-handlers';
import type { SandboxState } from './state/sandbox-state';
import { createSandboxState } from './state/sandbox-state';

export interface SandboxHandlerOptions {
  /** The state to serve; a fresh one when absent. Keep a reference to inspect or reset it. */
  readonly state?: SandboxState;
}

/** The sandbox exchange API as msw request handlers, for setupServer and the Node middleware. */
export function createSandboxHandlers(options: SandboxHandlerOptions = {}): RequestHandler[] {
  const context = { state: options.state ?? createSandboxState() };
  return [
    // First, so an injected failure pre-empts the endpoint's own answer.
    failureInjectionHandler(context),
    ...controlHandlers(context),
    ...captchaHandlers(context),
    ...assetHandlers(),
    ...countryImageHandlers(),
    ...loginHandlers(context),
    ...profileHandlers(context),
    ...oauthHandlers(context),
    ...ipInfoHandlers(context),
    ...thirdPartyHandlers(context),
    // Before the config handlers: it answers the site-compliance web config call itself.
    ...complianceHandlers(context),
    ...configHandlers(context),
    ...publicInfoHandlers(),
    ...registerCountryCodeHandlers(),
    ...riskHandlers(context),
    ...chatAppHandlers(context),
    ...banHandlers(context),
    ...retrieveHandlers(context),
    ...tradingPasswordHandlers(context),
    ...qrHandlers(context),
    ...qrAppHandlers(),
    ...residenceHandlers(context),
    ...registrationHandlers(context),
    ...registerPermissionHandlers(context),
    ...mailboxHandlers(context),
    ...affiliateHandlers(),
    ...redeemHandlers(),
    ...turkeyBridgeHandlers(context),
    ...inviteHandlers(),
  ];
}
