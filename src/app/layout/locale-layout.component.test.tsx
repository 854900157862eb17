import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '@/../test/harness';

describe('the locale layout when the visitor picks a language', () => {
  it('changes the language once, to the one picked, and never back to the address it left', async () => {
    const { user, i18n } = await renderApp({ url: '/en/login' });
    await screen.findByRole('heading', { level: 1 });
    const changes: string[] = [];
    const langs: string[] = [];
    i18n.on('languageChanged', (code: string) => {
      changes.push(code);
      langs.push(document.documentElement.lang);
    });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ru-RU');

    await waitFor(() => expect(document.documentElement.lang).toBe('ru-RU'));
    expect(await screen.findByRole('combobox', { name: 'Язык' })).toHaveValue('ru-RU');
    // Before, the layout's effect saw the new language before the new address and put the old
    // one back, then the new one again: ['ru-RU', 'en', 'ru-RU'], the whole page drawn three times.
    expect(changes).toEqual(['ru-RU']);
    expect(langs).toEqual(['ru-RU']);
  });

  it('takes the language from the address on arrival', async () => {
    const { i18n } = await renderApp({ url: '/ru-RU/login' });
    await screen.findByRole('heading', { level: 1 });
    expect(i18n.language).toBe('ru-RU');
    expect(document.documentElement.lang).toBe('ru-RU');
  });
});
