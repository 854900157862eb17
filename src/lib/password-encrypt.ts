/**
 * Registration sends the password RSA-encrypted (PKCS#1 v1.5, base64) with the environment's
 * public key, as `${password}:${timestampMs}` plus that same timestamp, so the server can refuse
 * replayed ciphertexts. jsencrypt is imported on first use: it is only needed when a visitor
 * actually registers, so it stays out of the first load.
 */

export interface EncryptedPassword {
  readonly encrypt_password: string;
  readonly encrypt_timestamp: number;
}

export async function encryptPassword(
  clear: string,
  publicKeyPem: string,
  now: number = Date.now(),
): Promise<EncryptedPassword> {
  const { JSEncrypt } = await import('jsencrypt');
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(publicKeyPem);
  let cipherText: string | false;
  try {
    cipherText = encryptor.encrypt(`${clear}:${now}`);
  } catch (cause) {
    throw new Error('Password encryption failed: the RSA public key could not be used.', { cause });
  }
  if (!cipherText) {
    throw new Error(
      'Password encryption failed: check the RSA public key of the environment (it must be a PEM public key large enough for the password).',
    );
  }
  return { encrypt_password: cipherText, encrypt_timestamp: now };
}
