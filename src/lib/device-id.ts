/**
 * The device id sent as the `Guid` header on every call: a UUID v4 kept in a cookie so the
 * exchange's other pages and the risk checks see the same device. Created once, then reused.
 */
import { readCookie, writeCookie } from './cookies';

export const DEVICE_ID_COOKIE = 'deviceId';
export const DEVICE_ID_LENGTH = 36;
export const DEVICE_ID_MAX_AGE_DAYS = 120;

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isDeviceId(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.length === DEVICE_ID_LENGTH && UUID_V4.test(value);
}

/** Returns the stored device id, creating and storing a new one when none (or a malformed one) exists. */
export function getDeviceId(): string {
  const stored = readCookie(DEVICE_ID_COOKIE);
  if (isDeviceId(stored)) return stored;
  const created = createUuidV4();
  writeCookie(DEVICE_ID_COOKIE, created, { maxAgeDays: DEVICE_ID_MAX_AGE_DAYS });
  return created;
}

export function createUuidV4(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID is missing on plain-http origins other than localhost; getRandomValues is not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
