import { deleteCookie, readCookie, writeCookie } from './cookies';
import {
  DEVICE_ID_COOKIE,
  DEVICE_ID_LENGTH,
  DEVICE_ID_MAX_AGE_DAYS,
  createUuidV4,
  getDeviceId,
  isDeviceId,
} from './device-id';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('device id', () => {
  afterEach(() => deleteCookie(DEVICE_ID_COOKIE));

  it('is a 36-character id kept 120 days', () => {
    expect(DEVICE_ID_LENGTH).toBe(36);
    expect(DEVICE_ID_MAX_AGE_DAYS).toBe(120);
  });

  it('is created once as a UUID v4 in a 120-day cookie, then reused', () => {
    const setter = vi.spyOn(document, 'cookie', 'set');
    const first = getDeviceId();
    expect(first).toHaveLength(36);
    expect(first).toMatch(UUID_V4);
    expect(readCookie(DEVICE_ID_COOKIE)).toBe(first);
    expect(setter).toHaveBeenCalledTimes(1);
    expect(setter.mock.calls[0]?.[0]).toContain(`max-age=${120 * 24 * 60 * 60}`);

    expect(getDeviceId()).toBe(first);
    expect(setter).toHaveBeenCalledTimes(1);
    setter.mockRestore();
  });

  it('replaces a malformed stored id', () => {
    writeCookie(DEVICE_ID_COOKIE, 'not-a-uuid');
    const id = getDeviceId();
    expect(id).toMatch(UUID_V4);
    expect(readCookie(DEVICE_ID_COOKIE)).toBe(id);
  });

  it('recognises only 36-character UUID v4 values', () => {
    expect(isDeviceId('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(true);
    expect(isDeviceId('0f8fad5b-d9cb-169f-a165-70867728950e')).toBe(false);
    expect(isDeviceId('0f8fad5bd9cb469fa16570867728950e')).toBe(false);
    expect(isDeviceId(null)).toBe(false);
  });

  it('creates a UUID v4 even where crypto.randomUUID is missing (plain-http origins)', () => {
    // Shadow the prototype's randomUUID with an own property, as on a plain-http origin.
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const ids = new Set(Array.from({ length: 50 }, () => createUuidV4()));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(UUID_V4);
    } finally {
      Reflect.deleteProperty(crypto, 'randomUUID');
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });
});
