import { constants, createPrivateKey, privateDecrypt, type KeyObject } from 'node:crypto';
import { sandboxRsaPrivateKey } from '../rsa-private-key';

/**
 * Undoes the client's jsencrypt RSA encryption (PKCS#1 v1.5, base64). Node 20 refuses PKCS#1
 * v1.5 private decryption since CVE-2023-46809 (a timing oracle, which does not matter for a
 * local fixture), so the sandbox decrypts without padding and removes the padding itself.
 * Returns undefined for anything that is not a well-formed ciphertext.
 */
export function decryptPkcs1(base64: string, key: KeyObject = sandboxKey()): string | undefined {
  const modulusBytes = (key.asymmetricKeyDetails?.modulusLength ?? 0) / 8;
  const cipher = Buffer.from(base64, 'base64');
  if (cipher.length === 0 || cipher.length > modulusBytes) return undefined;
  // jsencrypt drops leading zero bytes of the ciphertext; RSA wants it as long as the modulus.
  const padded = Buffer.concat([Buffer.alloc(modulusBytes - cipher.length), cipher]);
  let block: Buffer;
  try {
    block = privateDecrypt({ key, padding: constants.RSA_NO_PADDING }, padded);
  } catch {
    return undefined;
  }
  return unpadPkcs1Type2(block)?.toString('utf8');
}

/** EM = 0x00 || 0x02 || PS (at least 8 non-zero bytes) || 0x00 || M (RFC 8017 §7.2.2). */
export function unpadPkcs1Type2(block: Buffer): Buffer | undefined {
  if (block[0] !== 0x00 || block[1] !== 0x02) return undefined;
  const separator = block.indexOf(0x00, 2);
  if (separator < 0 || separator - 2 < 8) return undefined;
  return block.subarray(separator + 1);
}

export interface EncryptedPassword {
  readonly password: string;
  readonly timestampMs: number;
}

/** `encrypt_password` holds "password:timestampMs"; the password itself may contain ':'. */
export function decryptRegistrationPassword(base64: string): EncryptedPassword | undefined {
  const plain = decryptPkcs1(base64);
  if (plain === undefined) return undefined;
  const colon = plain.lastIndexOf(':');
  const timestamp = plain.slice(colon + 1);
  if (colon < 1 || !/^\d{13}$/.test(timestamp)) return undefined;
  return { password: plain.slice(0, colon), timestampMs: Number(timestamp) };
}

let cachedKey: KeyObject | undefined;

function sandboxKey(): KeyObject {
  cachedKey ??= createPrivateKey(sandboxRsaPrivateKey);
  return cachedKey;
}
