import { act, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { renderApp } from '@/../test/harness';
import { storedLanguage } from './language-choice';
import { loadPickedLanguage } from './load-language';
import { useLanguageSwitch } from './use-language-switch';

vi.mock('./load-language', () => ({ loadPickedLanguage: vi.fn() }));

/** Each load the switch starts, answered by the test. */
const loads: { code: string; answer: (loaded: boolean) => void }[] = [];
/** What each render of the probe saw: address, i18next's language, `<html lang>`, the text. */
let renders: string[] = [];

function Probe() {
  const { t, i18n } = useTranslation('common');
  const { pathname } = useLocation();
  const switchTo = useLanguageSwitch();
  const text = t('notifications');
  renders.push(`${pathname} ${i18n.language} ${document.documentElement.lang} ${text}`);
  return (
    <>
      <p>{text}</p>
      {['ru-RU', 'ar-SA', 'de'].map((code) => (
        <button key={code} type="button" onClick={() => switchTo(code)}>
          {code}
        </button>
      ))}
    </>
  );
}

async function answer(code: string, loaded: boolean) {
  const load = loads.find((l) => l.code === code)!;
  await act(async () => load.answer(loaded));
}

beforeEach(() => {
  loads.length = 0;
  renders = [];
  // The page as the locale layout leaves it (the probe stands in for the routes).
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
  vi.mocked(loadPickedLanguage).mockImplementation(
    (_i18n, code) =>
      new Promise((resolve) => {
        loads.push({ code, answer: resolve });
      }),
  );
});

describe('switching language from the picker', () => {
  it('keeps the page as it is until the strings are in, then switches text, address and <html lang> at once', async () => {
    const { user } = await renderApp({ url: '/en/login', element: <Probe /> });
    await user.click(screen.getByRole('button', { name: 'ru-RU' }));
    expect(storedLanguage()).toBe('ru-RU');
    expect(loads.map((l) => l.code)).toEqual(['ru-RU']);
    expect(screen.getByText('Notifications')).toBeInTheDocument();
    expect(renders.at(-1)).toBe('/en/login en en Notifications');
    expect(document.documentElement.lang).toBe('en');

    renders = [];
    await answer('ru-RU', true);
    expect(screen.getByText('Уведомления')).toBeInTheDocument();
    expect(renders.at(-1)).toBe('/ru-RU/login ru-RU ru-RU Уведомления');
    // Never the new address over the old language's text, nor its text under the old <html lang>.
    expect(
      renders.filter(
        (seen) => seen.startsWith('/ru-RU/') && !seen.endsWith(' ru-RU ru-RU Уведомления'),
      ),
    ).toEqual([]);
    expect(
      renders.filter((seen) => seen.endsWith('Уведомления') && !seen.includes(' ru-RU ru-RU ')),
    ).toEqual([]);
  });

  it('goes right to left with the strings, not before', async () => {
    const { user } = await renderApp({ url: '/en/login', element: <Probe /> });
    await user.click(screen.getByRole('button', { name: 'ar-SA' }));
    expect(document.documentElement.dir).toBe('ltr');
    await answer('ar-SA', true);
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByText('الإشعارات')).toBeInTheDocument();
  });

  it('ends in the last language picked when the strings arrive in another order', async () => {
    const { user } = await renderApp({ url: '/en/login', element: <Probe /> });
    await user.click(screen.getByRole('button', { name: 'ru-RU' }));
    await user.click(screen.getByRole('button', { name: 'de' }));
    await answer('de', true);
    await answer('ru-RU', true);
    expect(renders.at(-1)).toMatch(/^\/de\/login de /);
    expect(storedLanguage()).toBe('de');
  });

  it('stays in its language when the strings cannot be fetched (the loader says so: load-language.test.ts)', async () => {
    const { user } = await renderApp({ url: '/en/login', element: <Probe /> });
    await user.click(screen.getByRole('button', { name: 'ru-RU' }));
    await answer('ru-RU', false);
    expect(renders.at(-1)).toBe('/en/login en en Notifications');
    expect(screen.getByText('Notifications')).toBeInTheDocument();
  });
});
