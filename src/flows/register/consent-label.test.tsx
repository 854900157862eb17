import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/harness';
import { resetSandbox } from '../../../test/sandbox-server';

/** The label of the checkbox whose accessible name matches, to look inside it for its links. */
function labelOf(name: RegExp): HTMLElement {
  const box = screen.getByRole('checkbox', { name });
  const label = box.closest('label');
  if (!label) throw new Error('checkbox without a label');
  return label;
}

describe('consent texts name the edition’s entity and open its own legal pages', () => {
  beforeEach(() => resetSandbox());

  it('EU: the terms box names the entity and links terms, privacy, risk and complaints', async () => {
    await renderApp({ edition: 'eu', url: '/register' });
    const label = labelOf(/of Exchange EU GmbH, and I have read/);
    const links = within(label).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Terms of Service', '/app/terms-service'],
      ['Privacy Policy', '/app/privacy-policy'],
      ['Crypto-Asset Risk Disclosure', '/app/risk-disclosure'],
      ['Complaints Policy', '/app/complaints-policy'],
    ]);
    // The news opt-in (a feature) names the same entity and links the same privacy page.
    const news = await screen.findByRole('checkbox', { name: /offers from Exchange EU GmbH/ });
    const newsLink = within(news.closest('label')!).getByRole('link', { name: 'Privacy Policy' });
    expect(newsLink).toHaveAttribute('href', '/app/privacy-policy');
    expect(newsLink).toHaveAttribute('target', '_blank');
  });

  it('Turkey in English: the pages the manifest gives en-TR, in each of the three boxes', async () => {
    await renderApp({ edition: 'tur', url: '/en-TR/register', language: 'en-TR' });
    const hrefs = screen
      .getAllByRole('checkbox')
      .flatMap((box) => within(box.closest('label')!).getAllByRole('link'))
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/app/terms-service',
      '/app/risk-disclosure',
      '/app/kvkk-privacy-notice',
      '/app/explicit-consent',
    ]);
    expect(
      screen.getByRole('checkbox', {
        name: /I give Exchange Türkiye Teknoloji A\.Ş\. my explicit/,
      }),
    ).toBeInTheDocument();
  });

  it('Turkey in Turkish: the Turkish pages', async () => {
    await renderApp({ edition: 'tur', url: '/register' });
    const privacy = within(labelOf(/Aydınlatma Metni/)).getByRole('link');
    expect(privacy).toHaveAttribute('href', '/app/kvkk-aydinlatma-metni');
    expect(labelOf(/Aydınlatma Metni/)).toHaveTextContent(
      'Veri sorumlusu Exchange Türkiye Teknoloji A.Ş. tarafından',
    );
  });

  it('Hong Kong: the entity’s Chinese name in zh-HK', async () => {
    await renderApp({ edition: 'hkg', url: '/register' });
    expect(screen.getByRole('checkbox', { name: /交易所香港有限公司的/ })).toBeInTheDocument();
  });

  it('Hong Kong in English: the English name', async () => {
    await renderApp({ edition: 'hkg', url: '/en-HK/register', language: 'en-HK' });
    expect(
      screen.getByRole('checkbox', { name: /Risk Disclosure of Exchange Hong Kong Limited\.$/ }),
    ).toBeInTheDocument();
  });
});
