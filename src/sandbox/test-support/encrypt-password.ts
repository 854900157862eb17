import { constants, publicEncrypt } from 'node:crypto';
import { sandboxSettings } from '../../config/environments';

/** encrypt_password / encrypt_timestamp as the register form sends them (RSA PKCS#1 v1.5). */
export function encryptPasswordFields(
  password: string,
  timestampMs = Date.now(),
): { encrypt_password: string; encrypt_timestamp: string } {
  const cipher = publicEncrypt(
    { key: sandboxSettings.rsaPublicKey, padding: constants.RSA_PKCS1_PADDING },
    Buffer.from(`${password}:${timestampMs}`),
  );
  return { encrypt_password: cipher.toString('base64'), encrypt_timestamp: String(timestampMs) };
}
