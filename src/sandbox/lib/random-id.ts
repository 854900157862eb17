/** Unguessable ids for session tokens, uuids and QR codes; Web Crypto exists in Node and jsdom. */
export function randomHex(bytes = 16): string {
  const buffer = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buffer);
  return Array.from(buffer, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function randomUuid(): string {
  return globalThis.crypto.randomUUID();
}
