/**
 * The e-mail inside a web-identity or device-maker credential (an OpenID Connect ID token, a
 * JWT): the credential must decode to an e-mail before anything else happens
 * (docs/third-party.md, "The flow", step 2). Only decoded, never verified here: the exchange
 * verifies the signature.
 */
import { isEmailAddress } from '@/lib/phone-or-email';

export function emailFromCredential(credential: string): string | undefined {
  const payload = credential.split('.')[1];
  if (!payload) return undefined;
  const claims = parseJsonObject(decodeBase64url(payload));
  const email = claims?.email;
  return typeof email === 'string' && isEmailAddress(email) ? email : undefined;
}

function decodeBase64url(encoded: string): string | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(encoded)) return undefined;
  const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
  try {
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

function parseJsonObject(text: string | undefined): Record<string, unknown> | undefined {
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
