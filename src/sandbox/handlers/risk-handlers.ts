import { http } from 'msw';
import { API_PATHS } from '../../api/paths';
import { apiRoute } from '../api-prefix';
import { failure, invalidParameters, reply, success } from '../envelope';
import { SANDBOX_CODE } from '../fixtures/codes';
import { objectField, readRequestFields, textField } from '../lib/read-fields';
import { toDiallingCode } from '../lib/dialling-code';
import { SANDBOX_RET_CODES } from '../ret-codes';
import { issueRiskChallenge } from '../risk/risk-challenges';
import { normaliseEmail } from '../state/account-directory';
import { phoneKey } from '../state/seed-accounts';
import type { HandlerContext } from './context';
import { UNREADABLE_BODY_MESSAGE } from './context';

/** The scene of the default risk interception (docs/verification.md, "Security (risk) step"). */
export const DEFAULT_INTERCEPT_SCENE = '30002';

/**
 * The security step. default-intercept hands out a risk_token (or, given the risk_token of an
 * open challenge in ext_info, answers that challenge); /user/public/risk/verify (the sandbox's
 * stand-in for the risk provider's own check, path chosen by the sandbox) accepts SANDBOX_CODE
 * for it, after which a retry carrying that risk_token passes.
 */
export function riskHandlers({ state }: HandlerContext) {
  return [
    http.post(apiRoute(API_PATHS.riskDefaultIntercept), async ({ request }) => {
      const fields = await readRequestFields(request);
      if (!fields) return reply(invalidParameters(UNREADABLE_BODY_MESSAGE));
      if (textField(fields, 'sence') !== DEFAULT_INTERCEPT_SCENE) {
        return reply(invalidParameters(`sence must be ${DEFAULT_INTERCEPT_SCENE}`));
      }
      const extInfo = objectField(fields, 'ext_info') ?? {};
      // The security modal fetches the step of a risk_token it was given (a login or send-code
      // answer): that challenge is the step, whoever it was issued for.
      const given = textField(extInfo, 'risk_token') ?? textField(fields, 'risk_token');
      const existing = given === undefined ? undefined : state.riskChallenges.get(given);
      if (existing && !existing.verified) {
        return reply(success({ risk_token: existing.token, risk_token_type: existing.type }));
      }
      const userName = textField(extInfo, 'userName') ?? textField(fields, 'userName');
      if (!userName) return reply(invalidParameters('ext_info.userName is required'));
      const countyCode = textField(extInfo, 'countyCode') ?? textField(fields, 'countyCode');
      const dialling = countyCode ? toDiallingCode(countyCode) : undefined;
      const subject =
        dialling && !userName.includes('@')
          ? phoneKey(dialling, userName)
          : normaliseEmail(userName);
      const challenge = issueRiskChallenge(state, subject, 'pass');
      return reply(success({ risk_token: challenge.token, risk_token_type: challenge.type }));
    }),

    http.post(apiRoute(API_PATHS.riskVerify), async ({ request }) => {
      const fields = await readRequestFields(request);
      if (!fields) return reply(invalidParameters(UNREADABLE_BODY_MESSAGE));
      const token = textField(fields, 'risk_token');
      const challenge = token === undefined ? undefined : state.riskChallenges.get(token);
      if (!challenge) return reply(invalidParameters('risk_token is missing or unknown'));
      if (textField(fields, 'code') !== SANDBOX_CODE) {
        return reply(
          failure(SANDBOX_RET_CODES.invalidVerificationCode, 'Invalid verification code'),
        );
      }
      challenge.verified = true;
      return reply(success({ risk_token: challenge.token, verified: true }));
    }),
  ];
}
