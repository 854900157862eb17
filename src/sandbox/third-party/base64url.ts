/** base64url without padding (RFC 7515), over UTF-8 text or raw bytes; btoa/atob exist in Node and browsers. */

export function bytesToBase64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function textToBase64url(text: string): string {
  return bytesToBase64url(new TextEncoder().encode(text));
}

/** Undefined when the input is not base64url. */
export function base64urlToBytes(encoded: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(encoded)) return undefined;
  const padded = encoded.replace(/-/g, '+').replace(/_/g, '/');
  try {
    const binary = atob(padded + '='.repeat((4 - (padded.length % 4)) % 4));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
}

export function base64urlToText(encoded: string): string | undefined {
  const bytes = base64urlToBytes(encoded);
  if (!bytes) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
