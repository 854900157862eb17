import { deleteCookie, parseCookie, readCookie, serializeCookie, writeCookie } from './cookies';

describe('serializeCookie', () => {
  it('writes the site-wide path, max-age in seconds and SameSite=Lax', () => {
    expect(serializeCookie('lang', 'en', { maxAgeDays: 7, secure: false })).toBe(
      'lang=en; path=/; max-age=604800; SameSite=Lax',
    );
  });

  it('adds Secure on https pages', () => {
    expect(serializeCookie('deviceId', 'x', { maxAgeDays: 120, secure: true })).toBe(
      'deviceId=x; path=/; max-age=10368000; SameSite=Lax; Secure',
    );
  });

  it('writes a session cookie when no lifetime is given and encodes the value', () => {
    expect(serializeCookie('token', 'a b;c', { secure: false })).toBe(
      'token=a%20b%3Bc; path=/; SameSite=Lax',
    );
  });

  it('expires a cookie immediately with max-age 0', () => {
    expect(serializeCookie('gone', '', { maxAgeDays: 0, secure: false })).toContain('max-age=0');
  });
});

describe('parseCookie', () => {
  it('finds one cookie among several and decodes it', () => {
    expect(parseCookie('a=1; lang=pt-BR; token=a%20b', 'token')).toBe('a b');
    expect(parseCookie('a=1; lang=pt-BR', 'lang')).toBe('pt-BR');
  });

  it('returns null for a missing cookie and keeps malformed encodings as they are', () => {
    expect(parseCookie('a=1', 'b')).toBeNull();
    expect(parseCookie('bad=%E0%A4%A', 'bad')).toBe('%E0%A4%A');
  });

  it('does not confuse a cookie whose name merely ends with the wanted name', () => {
    expect(parseCookie('xlang=tr; lang=en', 'lang')).toBe('en');
  });
});

describe('document cookies', () => {
  afterEach(() => deleteCookie('sample'));

  it('writes, reads and deletes through document.cookie', () => {
    writeCookie('sample', 'value 1', { maxAgeDays: 1 });
    expect(readCookie('sample')).toBe('value 1');
    deleteCookie('sample');
    expect(readCookie('sample')).toBeNull();
  });

  it('marks the cookie Secure only when the page is https', () => {
    const setter = vi.spyOn(document, 'cookie', 'set');
    writeCookie('sample', 'v', { maxAgeDays: 1 });
    expect(setter).toHaveBeenLastCalledWith('sample=v; path=/; max-age=86400; SameSite=Lax');
    writeCookie('sample', 'v', { maxAgeDays: 1, secure: true });
    expect(setter).toHaveBeenLastCalledWith(
      'sample=v; path=/; max-age=86400; SameSite=Lax; Secure',
    );
    setter.mockRestore();
  });
});
