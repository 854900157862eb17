import {
  appendQuery,
  buildRequest,
  joinUrl,
  languageHeader,
  normaliseAnswer,
  toQueryString,
  type RequestSettings,
} from './request';

describe('normaliseAnswer', () => {
  it('reads the camel-case spelling', () => {
    expect(
      normaliseAnswer({ retCode: 0, retMsg: 'OK', result: { id: 1 }, token: 't1' }, null),
    ).toEqual({ retCode: 0, retMsg: 'OK', result: { id: 1 }, token: 't1', currentSite: undefined });
  });

  it('reads the snake-case spelling and a numeric string code', () => {
    expect(normaliseAnswer({ ret_code: '31002', ret_msg: 'wrong', result: null }, null)).toEqual({
      retCode: 31002,
      retMsg: 'wrong',
      result: null,
      token: undefined,
      currentSite: undefined,
    });
  });

  it('takes the current site from the header before the body', () => {
    expect(normaliseAnswer({ ret_code: 0, currentSite: 'EU' }, 'TUR').currentSite).toBe('TUR');
    expect(normaliseAnswer({ ret_code: 0, currentSite: 'EU' }, null).currentSite).toBe('EU');
  });

  it('treats an answer without any code as plain data', () => {
    const ipInfo = { code: 'TR', is_visible: 1, is_login: 1, ip: '1.2.3.4' };
    expect(normaliseAnswer(ipInfo, null)).toMatchObject({ retCode: 0, result: ipInfo });
  });

  it('ignores an empty token and a non-numeric code', () => {
    expect(normaliseAnswer({ ret_code: 0, token: '' }, null).token).toBeUndefined();
    expect(normaliseAnswer({ ret_code: 'oops' }, null).retCode).toBe(-1);
  });
});

describe('languageHeader', () => {
  it('sends en-US as en and every other code unchanged', () => {
    expect(languageHeader('en-US')).toBe('en');
    expect(languageHeader('en')).toBe('en');
    expect(languageHeader('tr-TUR')).toBe('tr-TUR');
    expect(languageHeader('zh-HK')).toBe('zh-HK');
  });
});

describe('query helpers', () => {
  it('skips null and undefined, repeats arrays and writes objects as JSON', () => {
    expect(
      toQueryString({ a: 1, b: 'x y', c: undefined, d: null, e: [1, 2], f: { g: true }, h: false }),
    ).toBe('a=1&b=x+y&e=1&e=2&f=%7B%22g%22%3Atrue%7D&h=false');
  });

  it('appends to a path that already has a query, keeping a hash last', () => {
    expect(appendQuery('/a', 'x=1')).toBe('/a?x=1');
    expect(appendQuery('/a?site_id=EU', 'x=1')).toBe('/a?site_id=EU&x=1');
    expect(appendQuery('/a?', 'x=1')).toBe('/a?x=1');
    expect(appendQuery('/a#h', 'x=1')).toBe('/a?x=1#h');
    expect(appendQuery('/a', '')).toBe('/a');
  });

  it('joins the API base and the path with one slash', () => {
    expect(joinUrl('/x-api', '/login')).toBe('/x-api/login');
    expect(joinUrl('https://api.exchange.example/', '/login')).toBe(
      'https://api.exchange.example/login',
    );
    expect(joinUrl('', 'login')).toBe('/login');
  });
});

describe('buildRequest', () => {
  const settings: RequestSettings = {
    apiBase: '/x-api',
    platform: 'h5',
    lang: 'en-US',
    deviceId: '0f8fad5b-d9cb-469f-a165-70867728950e',
    userToken: 'tok',
  };

  it('sends a POST body as JSON with every common header and credentials', () => {
    const { url, init } = buildRequest(
      { method: 'POST', path: '/login', body: { username: 'a' }, headers: { 'tx-id': 'T' } },
      settings,
    );
    expect(url).toBe('/x-api/login');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: '{"username":"a"}',
    });
    expect(init.headers).toEqual({
      'content-type': 'application/json',
      accept: 'application/json',
      platform: 'h5',
      Guid: settings.deviceId,
      Lang: 'en',
      UserToken: 'tok',
      'tx-id': 'T',
    });
  });

  it('turns a GET body into query parameters and sends no body', () => {
    const { url, init } = buildRequest(
      { method: 'GET', path: '/v2/public/country-list', body: { is_disable: 1, is_iso: 1 } },
      { ...settings, userToken: null, extraQuery: { oauth_tmp_login_id: 'abc' } },
    );
    expect(url).toBe('/x-api/v2/public/country-list?is_disable=1&is_iso=1&oauth_tmp_login_id=abc');
    expect(init.body).toBeUndefined();
    expect(init.headers).not.toHaveProperty('UserToken');
  });
});
