/**
 * HS256 JSON Web Tokens (RFC 7519) for the Google and Apple stand-ins. The real providers sign
 * with RS256 keys published at their JWKS endpoints; the sandbox uses a shared secret instead,
 * so that a credential can only come from the sandbox's own identity endpoints, and the
 * third-party handler checks it the way the exchange checks a real one: signature, issuer,
 * audience, expiry.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { base64urlToBytes, base64urlToText, bytesToBase64url, textToBase64url } from './base64url';

export type JwtClaims = Readonly<Record<string, unknown>>;

export function signHs256Jwt(claims: JwtClaims, secret: string): string {
  const header = textToBase64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = textToBase64url(JSON.stringify(claims));
  return `${header}.${payload}.${signature(`${header}.${payload}`, secret)}`;
}

export interface JwtExpectations {
  readonly secret: string;
  readonly issuers: readonly string[];
  readonly audience: string;
  /** Seconds since the epoch. */
  readonly nowSeconds: number;
}

export type JwtCheck =
  | { readonly ok: true; readonly claims: JwtClaims }
  | { readonly ok: false; readonly reason: string };

/** Verifies an HS256 token; the reason names the first check that failed. */
export function verifyHs256Jwt(token: string, expected: JwtExpectations): JwtCheck {
  const parts = token.split('.');
  if (parts.length !== 3) return fail('is not a JWT (three dot-separated parts)');
  const [headerPart = '', payloadPart = '', signaturePart = ''] = parts;
  const header = parseJson(base64urlToText(headerPart));
  if (header?.alg !== 'HS256') return fail('header alg must be HS256');
  if (!base64urlToBytes(signaturePart)) return fail('signature is not base64url');
  if (
    !constantTimeEqual(signaturePart, signature(`${headerPart}.${payloadPart}`, expected.secret))
  ) {
    return fail('signature does not match');
  }
  const claims = parseJson(base64urlToText(payloadPart));
  if (!claims) return fail('payload is not a JSON object');
  if (typeof claims.iss !== 'string' || !expected.issuers.includes(claims.iss)) {
    return fail(`iss must be one of ${expected.issuers.join(', ')}`);
  }
  if (claims.aud !== expected.audience) return fail(`aud must be ${expected.audience}`);
  if (typeof claims.exp !== 'number' || claims.exp <= expected.nowSeconds) {
    return fail('has expired (exp)');
  }
  return { ok: true, claims };
}

function signature(signingInput: string, secret: string): string {
  return bytesToBase64url(hmac(sha256, utf8ToBytes(secret), utf8ToBytes(signingInput)));
}

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) {
    difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  }
  return difference === 0;
}

function parseJson(text: string | undefined): Record<string, unknown> | undefined {
  if (text === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function fail(reason: string): JwtCheck {
  return { ok: false, reason };
}
