import type { RequestHandler } from 'msw';
import { assetHandlers } from './handlers/asset-handlers';
import { banHandlers } from './handlers/ban-handlers';
import { configHandlers } from './handlers/config-handlers';
import { controlHandlers } from './handlers/control-handlers';
import { failureInjectionHandler } from './handlers/failure-injection-handler';
import { ipInfoHandlers } from './handlers/ip-info-handlers';
import { loginHandlers } from './handlers/login-handlers';
import { profileHandlers } from './handlers/profile-handlers';
import { publicInfoHandlers } from './handlers/public-info-handlers';
import { qrHandlers } from './handlers/qr-handlers';
import { registrationHandlers } from './handlers/registration-handlers';
import { riskHandlers } from './handlers/risk-handlers';
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
    ...assetHandlers(),
    ...loginHandlers(context),
    ...profileHandlers(context),
    ...ipInfoHandlers(context),
    ...configHandlers(),
    ...publicInfoHandlers(),
    ...riskHandlers(context),
    ...banHandlers(context),
    ...qrHandlers(context),
    ...registrationHandlers(context),
  ];
}
