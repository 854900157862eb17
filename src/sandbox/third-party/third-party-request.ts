/**
 * The body of POST /user/public/login/thirdparty as the exchange checks it: token_type, a token
 * the provider really issued for the exchange (signature, issuer, audience, expiry; for
 * Telegram the widget hash), and the fields of the request (docs/third-party.md, "The flow", step
 * 7) in their expected shapes. Client mistakes surface as 10001 naming the field.
 */
import type { RequestFields } from '../lib/read-fields';
import { objectField, textField } from '../lib/read-fields';
import { isEmail } from '../lib/validation';
import { verifyHs256Jwt, type JwtExpectations } from './sandbox-jwt';
import {
  SANDBOX_APPLE,
  SANDBOX_GOOGLE,
  SANDBOX_TELEGRAM_BOT,
  type ThirdPartyProvider,
} from './sandbox-identity-providers';
import { verifyTelegramAuth } from './telegram-hash';
import { MINI_APP_INIT_DATA_FAILURES, verifyMiniAppInitData } from '../chat-app/mini-app-init-data';
import { isThirdPartyProvider } from './page-switches';

export type ThirdPartyIdentity =
  | { readonly kind: 'email'; readonly provider: 'google' | 'apple'; readonly email: string }
  | {
      readonly kind: 'telegram';
      readonly userId: number;
      readonly firstName: string;
      readonly username?: string;
      /**
       * The credential is the mini app's init data (docs/mini-app.md, "Authorisation pages"):
       * inside the mini app only login is allowed, so an unlinked user is not signed up.
       */
      readonly miniApp?: boolean;
    };

export interface ThirdPartyRequest {
  readonly identity: ThirdPartyIdentity;
  readonly riskToken?: string;
  /** Residence for a registration: reg_live_country, else live_country_code. */
  readonly residence?: string;
}

export type ParsedThirdParty =
  | { readonly ok: true; readonly value: ThirdPartyRequest }
  | { readonly ok: false; readonly message: string };

/**
 * Captcha type and key version the client sends by default (docs/third-party.md, "The flow", step
 * 7).
 */
const CAPTCHA_TYPES = ['geecaptcha', 'recaptcha', 'qqcaptcha', 'qqcatpcha'];

export function parseThirdPartyRequest(
  fields: RequestFields,
  nowSeconds: number,
): ParsedThirdParty {
  const tokenType = textField(fields, 'token_type');
  if (!isThirdPartyProvider(tokenType))
    return invalid('token_type must be google, apple or telegram');
  const token = textField(fields, 'token');
  if (!token) return invalid('token is required');

  const riskExt = objectField(fields, 'risk_ext');
  if (!riskExt || riskExt.version !== 0) return invalid('risk_ext must be { version: 0 }');
  const type = textField(fields, 'type');
  if (type !== undefined && !CAPTCHA_TYPES.includes(type)) {
    return invalid(`type must be one of ${CAPTCHA_TYPES.join(', ')}`);
  }
  if (!textField(fields, 'location_link')) return invalid('location_link is required');

  const identity = readIdentity(tokenType, token, nowSeconds);
  if (typeof identity === 'string') return invalid(identity);

  const username = textField(fields, 'username');
  if (identity.kind === 'email' && username !== identity.email) {
    return invalid('username must be the e-mail of the credential');
  }
  return {
    ok: true,
    value: {
      identity,
      riskToken: textField(fields, 'risk_token'),
      residence: textField(fields, 'reg_live_country') ?? textField(fields, 'live_country_code'),
    },
  };
}

function readIdentity(
  provider: ThirdPartyProvider,
  token: string,
  nowSeconds: number,
): ThirdPartyIdentity | string {
  switch (provider) {
    case 'google':
    case 'apple': {
      const issuer = provider === 'google' ? SANDBOX_GOOGLE : SANDBOX_APPLE;
      const expected: JwtExpectations = {
        secret: issuer.secret,
        issuers: issuer.issuers,
        audience: issuer.clientId,
        nowSeconds,
      };
      const check = verifyHs256Jwt(token, expected);
      if (!check.ok) return `token ${check.reason}`;
      const email = check.claims.email;
      if (typeof email !== 'string' || !isEmail(email)) return 'token carries no e-mail';
      return { kind: 'email', provider, email: email.toLowerCase() };
    }
    case 'telegram': {
      // Inside the mini app the credential is the launch's init data, checked as Telegram's
      // server rules say; the login widget's credential is its login data as JSON.
      if (!token.trimStart().startsWith('{')) {
        const check = verifyMiniAppInitData(token, SANDBOX_TELEGRAM_BOT.token, nowSeconds);
        if (!check.ok) return `token ${MINI_APP_INIT_DATA_FAILURES[check.reason]}`;
        return {
          kind: 'telegram',
          userId: check.user.id,
          firstName: check.user.first_name ?? '',
          ...(check.user.username === undefined ? {} : { username: check.user.username }),
          miniApp: true,
        };
      }
      let data: unknown;
      try {
        data = JSON.parse(token);
      } catch {
        return 'token must be the Telegram login data as JSON';
      }
      if (typeof data !== 'object' || data === null || Array.isArray(data)) {
        return 'token must be the Telegram login data as JSON';
      }
      const check = verifyTelegramAuth(
        data as Record<string, unknown>,
        SANDBOX_TELEGRAM_BOT.token,
        nowSeconds,
      );
      if (!check.ok) return `token ${check.reason}`;
      const username = check.fields.username;
      return {
        kind: 'telegram',
        userId: check.userId,
        firstName: String(check.fields.first_name ?? ''),
        ...(username === undefined ? {} : { username: String(username) }),
      };
    }
    default: {
      const unreachable: never = provider;
      return unreachable;
    }
  }
}

function invalid(message: string): ParsedThirdParty {
  return { ok: false, message };
}
