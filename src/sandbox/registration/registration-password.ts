import { isSha256Hex, sha256Hex } from '../lib/password-hash';
import type { RequestFields } from '../lib/read-fields';
import { textField } from '../lib/read-fields';
import { isAcceptablePassword } from '../lib/validation';
import { decryptRegistrationPassword } from './decrypt-password';

export type RegistrationPassword =
  | { readonly kind: 'hash'; readonly hash: string }
  | { readonly kind: 'missing' }
  | { readonly kind: 'invalid'; readonly message: string };

/**
 * The password of a register call: `encrypt_password` ("password:timestampMs", RSA with the
 * sandbox public key) with `encrypt_timestamp`, and/or `password` as a SHA-256 hex digest.
 * When both come, they must agree; the clear password must meet the rules (8 to 30, upper,
 * lower, digit).
 */
export function readRegistrationPassword(fields: RequestFields): RegistrationPassword {
  const encrypted = textField(fields, 'encrypt_password');
  const hash = textField(fields, 'password');
  if (hash !== undefined && !isSha256Hex(hash)) {
    return invalid('password must be the lower-case hex SHA-256 digest of the password');
  }
  if (encrypted === undefined) return hash ? { kind: 'hash', hash } : { kind: 'missing' };

  const decrypted = decryptRegistrationPassword(encrypted);
  if (!decrypted) {
    return invalid(
      'encrypt_password is not "password:timestampMs" encrypted with the sandbox public key',
    );
  }
  const timestamp = textField(fields, 'encrypt_timestamp');
  if (timestamp !== String(decrypted.timestampMs)) {
    return invalid('encrypt_timestamp must be the timestamp inside encrypt_password');
  }
  if (!isAcceptablePassword(decrypted.password)) {
    return invalid(
      'the password needs 8 to 30 characters with an upper-case letter, a lower-case letter and a digit',
    );
  }
  const decryptedHash = sha256Hex(decrypted.password);
  if (hash !== undefined && hash !== decryptedHash) {
    return invalid('password and encrypt_password do not hold the same password');
  }
  return { kind: 'hash', hash: decryptedHash };
}

function invalid(message: string): RegistrationPassword {
  return { kind: 'invalid', message };
}
