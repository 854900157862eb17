import { failure, reply, success } from '../envelope';
import { sessionReply } from '../login/session-reply';
import { SANDBOX_RET_CODES } from '../ret-codes';
import { USE_THIRDPARTY, type ThirdPartyOutcome } from './attempt-third-party';

/** The link status of a mini-app Telegram user with no account (the client shows login1004). */
export const NOT_LINKED_STATUS = '1004';

/** The answer of POST /user/public/login/thirdparty (docs/third-party.md, "The flow", step 8). */
export function thirdPartyReply(outcome: ThirdPartyOutcome): Response {
  switch (outcome.kind) {
    case 'chinese-email':
      return reply(
        failure(SANDBOX_RET_CODES.chineseEmail, 'This e-mail provider cannot be used to register'),
      );
    case 'restricted':
      return reply(
        failure(SANDBOX_RET_CODES.ipRestricted, 'Sign-in is restricted for your IP address', {
          ip: outcome.ip,
        }),
      );
    case 'account-banned':
      return reply(
        failure(SANDBOX_RET_CODES.accountBanned, 'This account has been banned', {
          banned_status: 1,
          use_thirdparty: USE_THIRDPARTY.login,
        }),
      );
    case 'needs-risk':
      return reply(
        success({
          id: outcome.id,
          use_thirdparty: outcome.use,
          banned_status: 0,
          risk_token: outcome.challenge.token,
          risk_token_type: outcome.challenge.type,
        }),
      );
    case 'banned-registration':
      return reply(success({ id: 0, use_thirdparty: USE_THIRDPARTY.register, banned_status: 1 }));
    case 'not-linked':
      // A link failure, status 1004 (docs/mini-app.md, "The calls and their answers").
      return reply(
        success({
          id: 0,
          banned_status: 0,
          tg_bind_result: `${NOT_LINKED_STATUS}|No exchange account is linked to this Telegram account yet: log in with your e-mail or phone to link it`,
        }),
      );
    case 'signed-in':
      return sessionReply(outcome.account, outcome.token, {
        use_thirdparty: outcome.use,
        banned_status: 0,
        ...(outcome.tgBindResult === undefined ? {} : { tg_bind_result: outcome.tgBindResult }),
      });
    default: {
      const unreachable: never = outcome;
      return unreachable;
    }
  }
}
