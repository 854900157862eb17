/**
 * The verification services a component test uses instead of the app's (jsdom cannot run the
 * captcha providers' scripts; e2e/verification.spec.ts runs them in a browser): each answers at
 * once, as the sandbox accepts it.
 */
import type { VerificationServices } from '../../src/sign-in/contracts/verification';
import { SANDBOX_CODE } from '../../src/sandbox';
import { API_PATHS } from '../../src/api/paths';

/** Where the app's requests go in jsdom (the in-process sandbox answers any origin). */
export const TEST_API_BASE = `${window.location.origin}/x-api`;

/**
 * - captcha: passed, without fields (the sandbox checks a captcha result only when one is sent);
 * - security notice: 'handleNo' (the visitor goes on);
 * - risk step: the sandbox's code is entered, so the retry with the risk token passes.
 */
export function verificationStandIn(): VerificationServices {
  return {
    runCaptcha: async () => ({ kind: 'passed', fields: {} }),
    showSecurityNotice: async () => 'handleNo',
    runRiskStep: async (request) => {
      await fetch(`${TEST_API_BASE}${API_PATHS.riskVerify}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ risk_token: request.riskToken, code: SANDBOX_CODE }),
      });
      return { kind: 'passed', riskToken: request.riskToken };
    },
  };
}
