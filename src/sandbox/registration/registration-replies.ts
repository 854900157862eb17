import { failure, invalidParameters, reply, success } from '../envelope';
import { sessionReply } from '../login/session-reply';
import { SANDBOX_RET_CODES } from '../ret-codes';
import type { CompleteOutcome } from './complete-registration';
import type { StartOutcome } from './start-registration';

const ACCOUNT_EXISTS_MESSAGE = 'An account with this e-mail or phone already exists';
const RESTRICTED_MESSAGE = 'Registration is not available in your region';
const CHINESE_EMAIL_MESSAGE = 'This e-mail provider cannot be used to register';

export function startReply(outcome: StartOutcome): Response {
  switch (outcome.kind) {
    case 'invalid':
      return reply(invalidParameters(outcome.message));
    case 'exists':
      return reply(failure(SANDBOX_RET_CODES.accountExists, ACCOUNT_EXISTS_MESSAGE));
    case 'restricted':
      return reply(failure(SANDBOX_RET_CODES.ipRestricted, RESTRICTED_MESSAGE, { ip: outcome.ip }));
    case 'chinese-email':
      return reply(failure(SANDBOX_RET_CODES.chineseEmail, CHINESE_EMAIL_MESSAGE));
    case 'needs-risk':
      return reply(
        success({ risk_token: outcome.challenge.token, risk_token_type: outcome.challenge.type }),
      );
    case 'sent':
      return reply(success({ uuid: outcome.registration.uuid }));
    default: {
      const unreachable: never = outcome;
      return unreachable;
    }
  }
}

export function completeReply(outcome: CompleteOutcome): Response {
  switch (outcome.kind) {
    case 'invalid':
      return reply(invalidParameters(outcome.message));
    case 'exists':
      return reply(failure(SANDBOX_RET_CODES.accountExists, ACCOUNT_EXISTS_MESSAGE));
    case 'wrong-code':
      return reply(failure(SANDBOX_RET_CODES.invalidVerificationCode, 'Invalid verification code'));
    case 'restricted':
      return reply(failure(SANDBOX_RET_CODES.ipRestricted, RESTRICTED_MESSAGE, { ip: outcome.ip }));
    case 'awaiting-password':
      return reply(success({ uuid: outcome.registration.uuid, recall_stage: 'commit_password' }));
    case 'registered':
      return sessionReply(outcome.account, outcome.token);
    default: {
      const unreachable: never = outcome;
      return unreachable;
    }
  }
}
