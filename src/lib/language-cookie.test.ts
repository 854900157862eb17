import { deleteCookie } from './cookies';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_DAYS,
  readLanguageCookie,
  writeLanguageCookie,
} from './language-cookie';

describe('language cookie', () => {
  afterEach(() => deleteCookie(LANGUAGE_COOKIE));

  it('is kept 7 days', () => {
    expect(LANGUAGE_COOKIE_MAX_AGE_DAYS).toBe(7);
    const setter = vi.spyOn(document, 'cookie', 'set');
    writeLanguageCookie('tr-TUR');
    expect(setter.mock.calls[0]?.[0]).toContain(`max-age=${7 * 24 * 60 * 60}`);
    setter.mockRestore();
  });

  it('reads back what was written, and null when nothing was', () => {
    expect(readLanguageCookie()).toBeNull();
    writeLanguageCookie('pt-BR');
    expect(readLanguageCookie()).toBe('pt-BR');
  });
});
