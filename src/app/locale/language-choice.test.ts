import { screen } from '@testing-library/react';
import { renderApp } from '../../../test/harness';
import {
  forgetLanguage,
  LANGUAGE_COOKIE_DAYS,
  rememberLanguage,
  storedLanguage,
} from './language-choice';

afterEach(() => {
  forgetLanguage();
  vi.restoreAllMocks();
});

describe('the language choice', () => {
  it('is a lang cookie kept 7 days', () => {
    const written: string[] = [];
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      cookie?.set?.call(document, value);
    });
    rememberLanguage('ru-RU');
    expect(LANGUAGE_COOKIE_DAYS).toBe(7);
    expect(written[0]).toMatch(/^lang=ru-RU;/);
    expect(written[0]).toContain(`max-age=${7 * 24 * 60 * 60}`);
    expect(written[0]).toContain('path=/');
    expect(storedLanguage()).toBe('ru-RU');
  });

  it('picking a language writes it, and a page without a locale prefix opens in it', async () => {
    const first = await renderApp({ url: '/login' });
    await first.user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ru-RU');
    expect(storedLanguage()).toBe('ru-RU');
    first.unmount();

    await renderApp({ url: '/login' });
    expect(await screen.findByRole('combobox', { name: 'Язык' })).toHaveValue('ru-RU');
  });

  it('yields to a locale prefix in the URL', async () => {
    rememberLanguage('ru-RU');
    await renderApp({ url: '/ja-JP/login' });
    expect(await screen.findByRole('combobox', { name: '言語' })).toHaveValue('ja-JP');
  });
});
