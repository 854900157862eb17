import { failure, reply, success } from '../envelope';
import { SANDBOX_RET_CODES } from '../ret-codes';
import type { LoginOutcome } from './attempt-login';
import { sessionReply } from './session-reply';

/**
 * Cookie the ban flow sends back to /user/public/ban/einfo
 * (docs/login.md, "Bans and self-unblock").
 */
export const SELF_UNBIND_COOKIE = 'self_unbind_token';

/** A stand-in secret: the client only checks that google2fa_secret is present. */
const GOOGLE2FA_SECRET_PLACEHOLDER = 'SANDBOXGOOGLE2FA';

/** `tgBindResult`: the link made by a login from the chat app's link flow, if it was one. */
export function loginReply(outcome: LoginOutcome, tgBindResult?: string): Response {
  switch (outcome.kind) {
    case 'wrong-password':
      return reply(
        failure(SANDBOX_RET_CODES.wrongPassword, 'Incorrect account or password', {
          pass_err_count: outcome.passErrCount,
        }),
      );
    case 'locked':
      return reply(
        failure(
          SANDBOX_RET_CODES.tooManyWrongPasswords,
          'The password was entered incorrectly too many times; reset it or try again later',
          { pass_err_count: outcome.passErrCount },
        ),
      );
    case 'ip-restricted':
      return reply(
        failure(SANDBOX_RET_CODES.ipRestricted, 'Login is restricted for your IP address', {
          ip: outcome.ip,
        }),
      );
    case 'refused':
      return reply(failure(outcome.retCode, outcome.message));
    case 'wrong-door':
      return reply(
        failure(
          SANDBOX_RET_CODES.wrongLoginDoor,
          outcome.subAccount
            ? 'This is a sub-account: log in through the sub-account login'
            : 'This is not a sub-account: log in through the main login',
        ),
      );
    case 'banned':
      return reply(
        failure(SANDBOX_RET_CODES.accountBanned, 'This account has been banned', {
          banned_status: 1,
        }),
        {
          headers: {
            'set-cookie': `${SELF_UNBIND_COOKIE}=${outcome.selfUnbindToken}; Path=/; SameSite=Lax`,
          },
        },
      );
    case 'needs-google2fa':
      return reply(
        success({
          id: outcome.account.id,
          google2fa_secret: GOOGLE2FA_SECRET_PLACEHOLDER,
          pre_action: 0,
        }),
      );
    case 'wrong-google2fa':
      return reply(failure(SANDBOX_RET_CODES.invalidVerificationCode, 'Invalid verification code'));
    case 'needs-risk':
      return reply(
        success({
          id: outcome.account.id,
          risk_token: outcome.challenge.token,
          risk_token_type: outcome.challenge.type,
          pre_action: 0,
        }),
      );
    case 'needs-trading-password':
      return reply(
        success({
          id: outcome.account.id,
          trading_pwd_ticket: outcome.change.ticket,
          trading_pwd_google2fa: outcome.change.google2fa,
          pre_action: 0,
        }),
      );
    case 'success':
      return sessionReply(
        outcome.account,
        outcome.token,
        tgBindResult === undefined ? {} : { tg_bind_result: tgBindResult },
      );
    default: {
      const unreachable: never = outcome;
      return unreachable;
    }
  }
}
