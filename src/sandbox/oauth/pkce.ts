/** PKCE (RFC 7636): the S256 challenge of a code verifier. */
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { bytesToBase64url } from '../third-party/base64url';

/** §4.1: 43 to 128 characters of the unreserved set. */
const CODE_VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

export function isCodeVerifier(value: string): boolean {
  return CODE_VERIFIER.test(value);
}

/** §4.2: BASE64URL-ENCODE(SHA256(ASCII(code_verifier))). */
export function s256Challenge(verifier: string): string {
  return bytesToBase64url(sha256(utf8ToBytes(verifier)));
}
