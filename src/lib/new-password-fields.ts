/**
 * How a call that _sets_ a password sends it (docs/retrieve.md, "The new password";
 * docs/login.md, "Trading-password change"): `password` as its SHA-256 hex digest and
 * `encrypt_password` / `encrypt_timestamp`, the RSA encryption of `password:timestampMs` with the
 * environment's public key. The server checks the new password's rules on the decrypted value and
 * stores the hash; neither form is the clear password. Both libraries load on first use.
 */
import { hashPasswordOnDemand } from './hash-password-on-demand';
import { encryptPassword, type EncryptedPassword } from './password-encrypt';

export interface NewPasswordFields extends EncryptedPassword {
  readonly password: string;
}

export async function newPasswordFields(
  clear: string,
  rsaPublicKey: string,
): Promise<NewPasswordFields> {
  return {
    password: await hashPasswordOnDemand(clear),
    ...(await encryptPassword(clear, rsaPublicKey)),
  };
}
