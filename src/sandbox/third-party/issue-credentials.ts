/**
 * The identity providers' side of the stand-ins: what Google, Apple and Telegram hand the page
 * after the visitor picks an account. The stand-in scripts call these through the sandbox's
 * control endpoints, because a real credential is also minted by the provider's servers, never
 * by script in the page.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { randomHex } from '../lib/random-id';
import { signHs256Jwt } from './sandbox-jwt';
import { SANDBOX_APPLE, SANDBOX_GOOGLE, SANDBOX_TELEGRAM_BOT } from './sandbox-identity-providers';
import { telegramHash } from './telegram-hash';
import type { ThirdPartyFailureMode } from './third-party-state';

export interface IssueInput {
  readonly email: string;
  readonly name?: string;
  readonly nowSeconds: number;
  readonly mode: ThirdPartyFailureMode | undefined;
}

/** Google's stable account id for an address (digits, as Google's `sub` is). */
function subjectOf(email: string, digits: number): string {
  const hex = bytesToHex(sha256(utf8ToBytes(email.trim().toLowerCase())));
  return BigInt(`0x${hex}`).toString().slice(0, digits);
}

/** The `credential` of Google Identity Services' CredentialResponse ('' in no-token mode). */
export function issueGoogleCredential(input: IssueInput): string {
  if (input.mode === 'no-token') return '';
  const email = input.email.trim().toLowerCase();
  return signHs256Jwt(
    {
      iss: SANDBOX_GOOGLE.issuers[0],
      azp: SANDBOX_GOOGLE.clientId,
      aud: SANDBOX_GOOGLE.clientId,
      sub: subjectOf(email, 21),
      ...(input.mode === 'no-email' ? {} : { email, email_verified: true }),
      name: input.name ?? email.split('@')[0],
      iat: input.nowSeconds,
      exp: input.nowSeconds + SANDBOX_GOOGLE.lifetimeSeconds,
      jti: randomHex(16),
    },
    SANDBOX_GOOGLE.secret,
  );
}

/**
 * The answer AppleID.auth.signIn() resolves with. Like Apple's, the id_token carries the e-mail
 * only when the scope asked for `email`, and `user` comes only with the `name` scope.
 */
export function issueAppleAuthorization(
  input: IssueInput & { readonly scopes: readonly string[]; readonly state?: string },
) {
  const email = input.email.trim().toLowerCase();
  const sharesEmail = input.scopes.includes('email') && input.mode !== 'no-email';
  const idToken =
    input.mode === 'no-token'
      ? undefined
      : signHs256Jwt(
          {
            iss: SANDBOX_APPLE.issuers[0],
            aud: SANDBOX_APPLE.clientId,
            sub: `001${subjectOf(email, 6)}.${randomHex(16)}.0${subjectOf(email, 3)}`,
            ...(sharesEmail ? { email, email_verified: 'true' } : {}),
            iat: input.nowSeconds,
            exp: input.nowSeconds + SANDBOX_APPLE.lifetimeSeconds,
            auth_time: input.nowSeconds,
          },
          SANDBOX_APPLE.secret,
        );
  return {
    authorization: {
      code: `c${randomHex(24)}`,
      ...(idToken === undefined ? {} : { id_token: idToken }),
      ...(input.state === undefined ? {} : { state: input.state }),
    },
    // Apple sends `user` only on the first authorisation; the sandbox sends it every time.
    ...(input.scopes.includes('name')
      ? { user: { email, name: { firstName: input.name ?? '', lastName: '' } } }
      : {}),
  };
}

export interface TelegramUserInput {
  readonly id: number;
  readonly firstName: string;
  readonly username?: string;
  readonly nowSeconds: number;
  readonly mode: ThirdPartyFailureMode | undefined;
}

/** The user object Telegram.Login.auth passes its callback: the fields and their `hash`. */
export function issueTelegramAuth(input: TelegramUserInput): Record<string, string | number> {
  const fields: Record<string, string | number> = {
    id: input.id,
    first_name: input.firstName,
    ...(input.username ? { username: input.username } : {}),
    auth_date: input.nowSeconds,
  };
  if (input.mode === 'no-token') return fields;
  return { ...fields, hash: telegramHash(fields, SANDBOX_TELEGRAM_BOT.token) };
}
