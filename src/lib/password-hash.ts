/**
 * Login and the phone/e-mail register calls never carry the clear password: they send its
 * SHA-256 digest as lowercase hex.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

export function hashPassword(clear: string): string {
  return bytesToHex(sha256(utf8ToBytes(clear)));
}
