import { DEFAULT_PROMO_LINK, getLoginPromo } from './login-page-config';
import { clientAnswering } from './test-client';

const entry = (value: unknown, language = 'en') => ({
  retCode: 0,
  result: {
    list: [
      {
        key: 'web_loginpage_config',
        language,
        value: JSON.stringify(value),
        campaignId: 'c-1',
      },
    ],
  },
});

describe('getLoginPromo', () => {
  it('asks the banner for web_loginpage_config in the language and reads the entry', async () => {
    const { client, calls } = clientAnswering(
      entry({ title: 'T', subtitle: 'S', image: '/i.svg', image_link: '/promo' }, 'tr-TR'),
    );
    await expect(getLoginPromo(client, 'tr-TR')).resolves.toEqual({
      title: 'T',
      subtitle: 'S',
      image: '/i.svg',
      link: '/promo',
      campaignId: 'c-1',
      displaySimilar: false,
    });
    expect(calls[0]).toMatchObject({
      url: '/x-api/v3/config/banner',
      method: 'POST',
      body: {
        project_name: 'web',
        keys: ['web_loginpage_config'],
        properties: { language: 'tr-TR' },
      },
    });
  });

  it('links to /fiat/trade/express/home when the campaign gives no link', async () => {
    const { client } = clientAnswering(entry({ title: 'T' }));
    const promo = await getLoginPromo(client, 'en');
    expect(DEFAULT_PROMO_LINK).toBe('/fiat/trade/express/home');
    expect(promo?.link).toBe('/fiat/trade/express/home');
  });

  it("keeps the page's own copy (null) when the answer is in another language", async () => {
    // The service answers a language it has no campaign in with its default, English.
    const english = clientAnswering(entry({ title: 'Welcome back' }, 'en'));
    await expect(getLoginPromo(english.client, 'ka')).resolves.toBeNull();
    // The same language in another region, or an entry for every language, stands.
    const russian = clientAnswering(entry({ title: 'С возвращением' }, 'ru-RU'));
    await expect(getLoginPromo(russian.client, 'ru-KAZ')).resolves.toMatchObject({
      title: 'С возвращением',
    });
    const neutral = clientAnswering(entry({ title: 'T' }, ''));
    await expect(getLoginPromo(neutral.client, 'ka')).resolves.toMatchObject({ title: 'T' });
    // Chinese is matched whole: Simplified copy never stands on a Traditional page.
    const simplified = clientAnswering(entry({ title: '欢迎回来' }, 'zh-MY'));
    await expect(getLoginPromo(simplified.client, 'zh-HK')).resolves.toBeNull();
  });

  it('answers null for a missing entry or unreadable value', async () => {
    const empty = clientAnswering({ retCode: 0, result: { list: [] } });
    await expect(getLoginPromo(empty.client, 'en')).resolves.toBeNull();
    const broken = clientAnswering({
      retCode: 0,
      result: { list: [{ key: 'web_loginpage_config', value: '{nope', campaignId: '' }] },
    });
    await expect(getLoginPromo(broken.client, 'en')).resolves.toBeNull();
  });
});
