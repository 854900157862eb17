import type { SandboxHarness } from '../sandbox-harness';

/**
 * What the registration pieces read (docs/registration-pieces.md): affiliate open-info and
 * anonymity, the redeem check, the welcome-gift amounts and the country images.
 */
export function registrationPiecesContract({ client }: SandboxHarness): void {
  it('names affiliate 10001 with avatar, signature, content and group benefits', async () => {
    const info = await client.post('/affiliate/apis/v1/open-info', {
      affid: '10001',
      country: 'GB',
      group_id: '',
    });
    expect(info.body.ret_code).toBe(0);
    expect(info.body.result).toMatchObject({
      nickname: 'Satoshi Trades',
      headimg: expect.stringMatching(/\.svg$/),
      personality: { personalSignature: expect.any(String), content: expect.any(String) },
      groupInfo: [
        { content: expect.any(String), type: 1 },
        { content: expect.any(String), type: 0 },
      ],
    });
    const anonymity = await client.post('/affiliate/v5/anonymity', { affiliate_id: '10001' });
    expect(anonymity.body).toMatchObject({ ret_code: 0, result: { is_anonymity: 0 } });
  });

  it('says affiliate 10002 is anonymous, on both anonymity paths', async () => {
    for (const path of ['/affiliate/v5/anonymity', '/s1/affiliate-openapi/anonymity']) {
      const answer = await client.post(path, { affiliate_id: '10002', group_id: '' });
      expect(answer.body).toMatchObject({ ret_code: 0, result: { is_anonymity: 1 } });
    }
  });

  it('answers 610016 / 610017 with inner data for an unknown affiliate (10003)', async () => {
    const info = await client.post('/affiliate/apis/v1/open-info', { affid: '10003' });
    expect(info.body.ret_code).toBe(610016);
    expect(info.body.result).toMatchObject({ affid: '10003', nickname: '' });
    const anonymity = await client.post('/affiliate/v5/anonymity', { affiliate_id: '10003' });
    expect(anonymity.body).toMatchObject({ ret_code: 610017, result: { is_anonymity: 0 } });
    const openApi = await client.post('/s1/affiliate-openapi/anonymity', { affiliate_id: '10003' });
    expect(openApi.body).toMatchObject({ ret_code: 10002, result: { is_anonymity: 0 } });
  });

  it('refuses an affiliate id that is not numeric', async () => {
    const info = await client.post('/affiliate/apis/v1/open-info', { affid: 'abc' });
    expect(info.body.ret_code).toBe(10001);
  });

  it('answers the redeem check with code 0, or 1 for a page with sandbox_redeem_claimed=1', async () => {
    const open = await client.post('/s1/campaign/redeem/check', { origin: 'referral' });
    expect(open.body).toMatchObject({ ret_code: 0, result: { code: 0 } });
    const claimed = await client.post(
      '/s1/campaign/redeem/check',
      { origin: 'normal' },
      { headers: { referer: 'http://localhost/register?sandbox_redeem_claimed=1' } },
    );
    expect(claimed.body).toMatchObject({ ret_code: 0, result: { code: 1 } });
    const bad = await client.post('/s1/campaign/redeem/check', { origin: 'elsewhere' });
    expect(bad.body.ret_code).toBe(10001);
  });

  it('serves the welcome-gift amounts as the login-entry config', async () => {
    const answer = await client.post('/v3/config/web', {
      project_name: 'web',
      keys: ['web_login_entry_config'],
    });
    const list = answer.body.result?.list as { key: string; value: string }[];
    expect(JSON.parse(list[0]?.value ?? '{}')).toEqual({
      redeemAmount: { affiliate_amount: '100', refferal_amount: '50', normal_amount: '30' },
      hideRedeemSite: ['TUR'],
      zhHostnameList: ['cn.*', 'zh.*', '*.cn.*', '*.zh.*', '*.cn'],
    });
  });

  it('serves a placeholder image per country name', async () => {
    const image = await client.call('GET', '/__sandbox/countries/united-kingdom.svg');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(image.text).toContain('>UK<');
    const bad = await client.call('GET', '/__sandbox/countries/..%2Fsecret.svg');
    expect(bad.status).toBe(404);
  });

  it('draws an image at the width asked for, checks q and fm, and says it is SVG', async () => {
    const flag = await client.call('GET', '/__sandbox/countries/france.svg?w=60&q=80&fm=webp');
    expect(flag.status).toBe(200);
    expect(flag.headers.get('content-type')).toBe('image/svg+xml');
    expect(flag.text).toMatch(/^<svg [^>]*width="60" height="60"/);
    const promo = await client.call('GET', '/__sandbox/assets/signup-promo.svg?w=456&q=60&fm=avif');
    expect(promo.text).toMatch(/^<svg [^>]*width="456" height="420"/);
    const natural = await client.call('GET', '/__sandbox/assets/signup-promo.svg');
    expect(natural.text).toMatch(/^<svg [^>]*width="304" height="280"/);
    for (const query of ['w=0', 'w=abc', 'q=101', 'fm=gif']) {
      const refused = await client.call('GET', `/__sandbox/assets/signup-promo.svg?${query}`);
      expect(refused.status).toBe(400);
    }
  });
}
