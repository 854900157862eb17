import { tradingPasswordProblem } from '../../lib/trading-password-rules';
import { isSha256Hex, sha256Hex } from '../lib/password-hash';
import type { RequestFields } from '../lib/read-fields';
import { textField } from '../lib/read-fields';
import { decryptRegistrationPassword } from '../registration/decrypt-password';

export type NewTradingPassword =
  | { readonly kind: 'hash'; readonly hash: string }
  | { readonly kind: 'invalid'; readonly message: string };

/**
 * The new trading password of the change call, sent as every password a call sets
 * (docs/login.md, "Trading-password change"): `encrypt_password` ("password:timestampMs", RSA
 * with the sandbox public key) with `encrypt_timestamp`, and `password` as its SHA-256 hex
 * digest. Both are required and must agree; the decrypted password must meet the trading
 * password's rules (the app's own rule module, src/lib/trading-password-rules.ts).
 */
export function readNewTradingPassword(fields: RequestFields): NewTradingPassword {
  const encrypted = textField(fields, 'encrypt_password');
  const hash = textField(fields, 'password');
  if (encrypted === undefined || hash === undefined) {
    return invalid('password, encrypt_password and encrypt_timestamp are required');
  }
  if (!isSha256Hex(hash)) {
    return invalid('password must be the lower-case hex SHA-256 digest of the password');
  }
  const decrypted = decryptRegistrationPassword(encrypted);
  if (!decrypted) {
    return invalid(
      'encrypt_password is not "password:timestampMs" encrypted with the sandbox public key',
    );
  }
  if (textField(fields, 'encrypt_timestamp') !== String(decrypted.timestampMs)) {
    return invalid('encrypt_timestamp must be the timestamp inside encrypt_password');
  }
  const problem = tradingPasswordProblem(decrypted.password);
  if (problem !== null || decrypted.password !== decrypted.password.trim()) {
    return invalid(
      'the trading password must be 6 ASCII digits, not one digit repeated and not a straight run such as 123456',
    );
  }
  if (sha256Hex(decrypted.password) !== hash) {
    return invalid('password and encrypt_password do not hold the same password');
  }
  return { kind: 'hash', hash };
}

function invalid(message: string): NewTradingPassword {
  return { kind: 'invalid', message };
}
