import * as z from 'zod/mini';
import { deleteCookie, readCookie } from '../lib/cookies';
import { DEVICE_ID_COOKIE } from '../lib/device-id';
import { createApiClient, type ApiClientOptions } from './api-client';
import { ApiResponseShapeError } from './api-error';
import type { ErrorNotifier } from './error-notifier';
import { API_PATHS } from './paths';
import type { ApiCall } from './request';

const DEVICE_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

interface FakeAnswer {
  status?: number;
  statusText?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A fetch that answers from a queue (or one fixed answer) and records every request. */
function fakeFetch(...answers: (FakeAnswer | Error | DOMException)[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (answer instanceof Error || answer instanceof DOMException) throw answer;
    const {
      status = 200,
      statusText = '',
      body = { ret_code: 0, ret_msg: 'OK', result: {} },
      headers = {},
    } = answer ?? {};
    return new Response(JSON.stringify(body), { status, statusText, headers });
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, calls };
}

function setup(
  overrides: Partial<ApiClientOptions> = {},
  ...answers: (FakeAnswer | Error | DOMException)[]
) {
  const notify = {
    toast: vi.fn<ErrorNotifier['toast']>(),
    dialog: vi.fn<ErrorNotifier['dialog']>(),
  };
  const track = vi.fn();
  const setToken = vi.fn();
  const onSiteChange = vi.fn();
  const fake = fakeFetch(...answers);
  const client = createApiClient({
    apiBase: 'https://api.exchange.example',
    platform: 'pc',
    getLang: () => 'en-US',
    getToken: () => 'user-token',
    setToken,
    onSiteChange,
    notify,
    track,
    getDeviceId: () => DEVICE_ID,
    fetchImpl: fake.fetchImpl,
    ...overrides,
  });
  const headersOf = (index = 0) =>
    (fake.calls[index]?.init.headers ?? {}) as Record<string, string>;
  return { client, notify, track, setToken, onSiteChange, calls: fake.calls, headersOf };
}

const post = (path: string, extra: Partial<ApiCall<unknown>> = {}): ApiCall<unknown> => ({
  method: 'POST',
  path,
  body: {},
  ...extra,
});

const fail = (code: number, message = 'server says no', result: unknown = null): FakeAnswer => ({
  body: { ret_code: code, ret_msg: message, result },
});

describe('headers and request shape', () => {
  it('sends JSON, platform, UserToken, Guid and Lang (en-US as en) with credentials', async () => {
    const { client, calls, headersOf } = setup();
    await client.request(post(API_PATHS.login, { body: { username: 'a@b.co' } }));
    expect(calls[0]?.url).toBe('https://api.exchange.example/login');
    expect(calls[0]?.init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: '{"username":"a@b.co"}',
    });
    expect(headersOf()).toEqual({
      'content-type': 'application/json',
      accept: 'application/json',
      platform: 'pc',
      UserToken: 'user-token',
      Guid: DEVICE_ID,
      Lang: 'en',
    });
  });

  it('passes other languages unchanged and adds the call headers', async () => {
    const { client, headersOf } = setup({ getLang: () => 'tr-TUR', platform: 'ios_tg' });
    await client.request(
      post(API_PATHS.registerInfo, { headers: { 'tx-id': 'tx', entry: 'web' } }),
    );
    expect(headersOf()).toMatchObject({
      Lang: 'tr-TUR',
      platform: 'ios_tg',
      'tx-id': 'tx',
      entry: 'web',
    });
  });

  it('sends no UserToken when logged out', async () => {
    const { client, headersOf } = setup({ getToken: () => null });
    await client.request(post(API_PATHS.login));
    expect(headersOf()).not.toHaveProperty('UserToken');
  });

  it.each([
    API_PATHS.loginCaptchaInfo,
    API_PATHS.registerCaptchaInfo,
    API_PATHS.whiteHosts,
    API_PATHS.qrGenerate,
    API_PATHS.countryList,
    API_PATHS.webConfig,
    API_PATHS.banner,
  ])('removes the token header on %s', async (path) => {
    const { client, headersOf } = setup();
    await client.request({ method: 'GET', path });
    expect(headersOf()).not.toHaveProperty('UserToken');
    expect(headersOf()).toHaveProperty('Guid', DEVICE_ID);
  });

  it('keeps the token header on the QR status and profile calls', async () => {
    const { client, headersOf } = setup();
    await client.request({ method: 'GET', path: API_PATHS.qrStatus });
    await client.request({ method: 'GET', path: API_PATHS.profile });
    expect(headersOf(0)).toHaveProperty('UserToken', 'user-token');
    expect(headersOf(1)).toHaveProperty('UserToken', 'user-token');
  });

  it('turns a GET body into query parameters', async () => {
    const { client, calls } = setup();
    await client.request({
      method: 'GET',
      path: API_PATHS.loginCaptchaInfo,
      body: { type: 'CAPTCHA_TYPE_BEHAVIOR_GEETEST', login_name: 'a@b.co' },
    });
    expect(calls[0]?.url).toBe(
      'https://api.exchange.example/v3/public/user/captcha-info?type=CAPTCHA_TYPE_BEHAVIOR_GEETEST&login_name=a%40b.co',
    );
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it('uses the device-id cookie by default', async () => {
    deleteCookie(DEVICE_ID_COOKIE);
    const fake = fakeFetch({});
    const client = createApiClient({
      apiBase: '/x-api',
      platform: 'h5',
      getLang: () => 'en',
      getToken: () => null,
      setToken: vi.fn(),
      notify: { toast: vi.fn(), dialog: vi.fn() },
      fetchImpl: fake.fetchImpl,
    });
    await client.request(post(API_PATHS.login));
    const guid = (fake.calls[0]?.init.headers as Record<string, string>).Guid;
    expect(guid).toHaveLength(36);
    expect(readCookie(DEVICE_ID_COOKIE)).toBe(guid);
    deleteCookie(DEVICE_ID_COOKIE);
  });
});

describe('oauth_tmp_login_id', () => {
  it.each([
    API_PATHS.login,
    API_PATHS.loginCompliance,
    API_PATHS.thirdPartyLogin,
    API_PATHS.qrGenerate,
    API_PATHS.qrStatus,
    API_PATHS.registerEmail,
    API_PATHS.registerInfo,
  ])('is added to %s in the OAuth iframe', async (path) => {
    const { client, calls } = setup({ oauthTmpLoginId: () => 'client-42' });
    await client.request(post(path));
    expect(calls[0]?.url).toBe(`https://api.exchange.example${path}?oauth_tmp_login_id=client-42`);
  });

  it('is not added to other calls, nor when there is no id', async () => {
    const { client, calls } = setup({ oauthTmpLoginId: () => 'client-42' });
    await client.request(post(API_PATHS.profile));
    expect(calls[0]?.url).toBe('https://api.exchange.example/v2/private/user/profile');
    const second = setup({ oauthTmpLoginId: () => null });
    await second.client.request(post(API_PATHS.login));
    expect(second.calls[0]?.url).toBe('https://api.exchange.example/login');
  });
});

describe('answers', () => {
  it('normalises ret_code/ret_msg, stores the token and reports the site header', async () => {
    const { client, setToken, onSiteChange } = setup(
      {},
      {
        body: { ret_code: 0, ret_msg: 'OK', token: 'new-token', result: { id: '7' } },
        headers: { 'x-refer-site-id': 'EU' },
      },
    );
    const answer = await client.request(post(API_PATHS.login));
    expect(answer).toEqual({
      retCode: 0,
      retMsg: 'OK',
      result: { id: '7' },
      rawResult: { id: '7' },
      token: 'new-token',
      currentSite: 'EU',
      successLike: false,
    });
    expect(setToken).toHaveBeenCalledWith('new-token');
    expect(onSiteChange).toHaveBeenCalledWith('EU');
  });

  it('normalises retCode/retMsg and does not touch the token when none is returned', async () => {
    const { client, setToken, onSiteChange } = setup(
      {},
      { body: { retCode: 0, retMsg: 'ok', result: [1] } },
    );
    const answer = await client.request({ method: 'GET', path: API_PATHS.countryList });
    expect(answer).toMatchObject({ retCode: 0, retMsg: 'ok', result: [1], token: undefined });
    expect(setToken).not.toHaveBeenCalled();
    expect(onSiteChange).not.toHaveBeenCalled();
  });

  it('parses the result of a successful answer with the endpoint schema', async () => {
    const { client } = setup({}, { body: { ret_code: 0, result: { id: 7, extra: true } } });
    const answer = await client.request({
      method: 'GET',
      path: API_PATHS.profile,
      parse: (result) => z.object({ id: z.number() }).parse(result),
    });
    expect(answer?.result).toEqual({ id: 7 });
  });

  it('fails loudly, naming the path, when a successful answer has the wrong shape', async () => {
    const { client } = setup({}, { body: { ret_code: 0, result: { id: 'seven' } } });
    const call = {
      method: 'GET' as const,
      path: API_PATHS.profile,
      parse: (result: unknown) => z.object({ id: z.number() }).parse(result),
    };
    await expect(client.request(call)).rejects.toBeInstanceOf(ApiResponseShapeError);
    await expect(client.request(call)).rejects.toThrow('/v2/private/user/profile');
  });
});

describe('slow requests', () => {
  it('tracks an answer taking 5000 ms or more', async () => {
    const times = [1_000, 6_000];
    const { client, track } = setup({ now: () => times.shift() ?? 6_000 });
    await client.request(post(API_PATHS.login));
    expect(track).toHaveBeenCalledWith('slowRequest', { path: '/login', ms: 5000 });
  });

  it('does not track an answer under 5000 ms', async () => {
    const times = [1_000, 5_999];
    const { client, track } = setup({ now: () => times.shift() ?? 5_999 });
    await client.request(post(API_PATHS.login));
    expect(track).not.toHaveBeenCalledWith('slowRequest', expect.anything());
  });

  it('measures with the real clock by default (fake timers)', async () => {
    vi.useFakeTimers({ now: 0 });
    try {
      const notify = { toast: vi.fn(), dialog: vi.fn() };
      const track = vi.fn();
      const slowFetch = (() =>
        new Promise<Response>((resolve) => {
          setTimeout(() => resolve(new Response(JSON.stringify({ ret_code: 0 }))), 5_000);
        })) as unknown as typeof fetch;
      const client = createApiClient({
        apiBase: '',
        platform: 'pc',
        getLang: () => 'en',
        getToken: () => null,
        setToken: vi.fn(),
        notify,
        track,
        getDeviceId: () => DEVICE_ID,
        fetchImpl: slowFetch,
      });
      const pending = client.request(post(API_PATHS.login));
      await vi.advanceTimersByTimeAsync(5_000);
      await pending;
      expect(track).toHaveBeenCalledWith('slowRequest', { path: '/login', ms: 5000 });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('HTTP status 400 or above', () => {
  it("calls the call's error handler and returns nothing", async () => {
    const onHttpError = vi.fn();
    const { client, notify } = setup({}, { status: 502, statusText: 'Bad Gateway' });
    expect(await client.request(post(API_PATHS.login, { onHttpError }))).toBeUndefined();
    expect(onHttpError).toHaveBeenCalledWith(502);
    expect(notify.toast).not.toHaveBeenCalled();
  });

  it('toasts the status when the call has no handler, unless hideError is set', async () => {
    const { client, notify } = setup({}, { status: 500, statusText: 'Internal Server Error' });
    expect(await client.request(post(API_PATHS.login))).toBeUndefined();
    expect(notify.toast).toHaveBeenCalledWith({
      message: '500: Internal Server Error',
      code: 500,
      durationMs: 5000,
      status: 'error',
    });
    await client.request(post(API_PATHS.login, { hideError: true }));
    expect(notify.toast).toHaveBeenCalledTimes(1);
  });

  it('tracks 403', async () => {
    const { client, track } = setup({}, { status: 403, statusText: 'Forbidden' });
    expect(await client.request(post(API_PATHS.login))).toBeUndefined();
    expect(track).toHaveBeenCalledWith('http403', { path: '/login' });
  });

  it('does not track other statuses as 403', async () => {
    const { client, track } = setup({}, { status: 404 });
    await client.request(post(API_PATHS.login));
    expect(track).not.toHaveBeenCalledWith('http403', expect.anything());
  });
});

describe('a parser loaded on first use (loadParse)', () => {
  const profileParser = (result: unknown) => z.object({ id: z.number() }).parse(result);

  it('starts loading the parser as the request leaves, and parses the answer with it', async () => {
    const order: string[] = [];
    const { client } = setup({
      fetchImpl: (async () => {
        order.push('fetch');
        return new Response(JSON.stringify({ ret_code: 0, result: { id: 7, extra: true } }));
      }) as typeof fetch,
    });
    const answer = await client.request({
      method: 'GET',
      path: API_PATHS.profile,
      loadParse: async () => {
        order.push('load');
        return profileParser;
      },
    });
    expect(order).toEqual(['load', 'fetch']);
    expect(answer?.result).toEqual({ id: 7 });
  });

  it('still fails loudly on a wrong shape', async () => {
    const { client } = setup({}, { body: { ret_code: 0, result: { id: 'seven' } } });
    await expect(
      client.request({
        method: 'GET',
        path: API_PATHS.profile,
        loadParse: async () => profileParser,
      }),
    ).rejects.toBeInstanceOf(ApiResponseShapeError);
  });

  it('answers a parser that cannot load like a network failure: -200 and a toast', async () => {
    const { client, notify, track } = setup({}, { body: { ret_code: 0, result: { id: 7 } } });
    const answer = await client.request({
      method: 'GET',
      path: API_PATHS.profile,
      loadParse: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    });
    expect(answer).toMatchObject({ retCode: -200, result: undefined });
    expect(notify.toast).toHaveBeenCalledWith(expect.objectContaining({ code: -200 }));
    expect(track).toHaveBeenCalledWith('requestFailed', {
      path: API_PATHS.profile,
      message: 'Failed to fetch dynamically imported module',
    });
  });

  it('does not wait for the parser when the answer is an HTTP error', async () => {
    const { client } = setup({}, { status: 502, statusText: 'Bad Gateway' });
    const answer = await client.request({
      method: 'GET',
      path: API_PATHS.profile,
      loadParse: () => new Promise(() => undefined),
    });
    expect(answer).toBeUndefined();
  });
});

describe('network and cross-origin failures', () => {
  it('report ret_code -200 with a general toast and a tracked failure', async () => {
    const { client, notify, track } = setup({}, new TypeError('Failed to fetch'));
    const answer = await client.request(post(API_PATHS.login));
    expect(answer).toMatchObject({
      retCode: -200,
      retMsg: 'Network error',
      result: undefined,
      successLike: false,
    });
    expect(notify.toast).toHaveBeenCalledWith({
      message: '-200: Network error',
      code: -200,
      durationMs: 5000,
      status: 'error',
    });
    expect(track).toHaveBeenCalledWith('requestFailed', {
      path: '/login',
      message: 'Failed to fetch',
    });
  });

  it('treat an unreadable answer body like a failed call', async () => {
    const broken = createApiClient({
      apiBase: '',
      platform: 'pc',
      getLang: () => 'en',
      getToken: () => null,
      setToken: vi.fn(),
      notify: { toast: vi.fn(), dialog: vi.fn() },
      getDeviceId: () => DEVICE_ID,
      fetchImpl: (async () => new Response('<html>gateway</html>')) as typeof fetch,
    });
    expect((await broken.request(post(API_PATHS.login, { hideError: true })))?.retCode).toBe(-200);
  });

  it('rethrow an abort instead of reporting it', async () => {
    const controller = new AbortController();
    controller.abort();
    const { client, notify } = setup({}, new DOMException('aborted', 'AbortError'));
    await expect(
      client.request(post(API_PATHS.login, { signal: controller.signal })),
    ).rejects.toThrow('aborted');
    expect(notify.toast).not.toHaveBeenCalled();
  });
});

describe('error catalogue in the wrapper', () => {
  it('shows the general toast, translated when a translation exists', async () => {
    const { client, notify } = setup(
      { translateError: (code) => (code === 30054 ? 'Slow down' : undefined) },
      fail(30054),
    );
    const answer = await client.request(post(API_PATHS.profile));
    expect(answer).toMatchObject({ retCode: 30054, retMsg: 'server says no', result: undefined });
    expect(notify.toast).toHaveBeenCalledWith({
      message: 'Slow down',
      code: 30054,
      durationMs: 5000,
      status: 'error',
    });
  });

  it("formats an untranslated code as 'code: message'", async () => {
    const { client, notify } = setup({}, fail(12345, 'Odd'));
    await client.request(post(API_PATHS.profile));
    expect(notify.toast).toHaveBeenCalledWith(
      expect.objectContaining({ message: '12345: Odd', durationMs: 5000 }),
    );
  });

  it('suppresses toasts with hideError but still returns the answer', async () => {
    const { client, notify } = setup({}, fail(30054));
    const answer = await client.request(post(API_PATHS.profile, { hideError: true }));
    expect(answer?.retCode).toBe(30054);
    expect(notify.toast).not.toHaveBeenCalled();
  });

  it('passes listed codes to the caller without a toast, keeping their data', async () => {
    const { client, notify } = setup({}, fail(31003, 'banned', { banned_status: 1 }));
    const answer = await client.request(post(API_PATHS.login));
    expect(answer).toMatchObject({
      retCode: 31003,
      rawResult: { banned_status: 1 },
      result: undefined,
    });
    expect(notify.toast).not.toHaveBeenCalled();
    expect(notify.dialog).not.toHaveBeenCalled();
  });

  it('opens the phone-restriction dialog for 31020 with the answer', async () => {
    const { client, notify } = setup({}, fail(31020, 'phone restricted', { x: 1 }));
    await client.request(post(API_PATHS.login));
    expect(notify.dialog).toHaveBeenCalledWith('phoneRestricted', {
      code: 31020,
      message: 'phone restricted',
      path: '/login',
      result: { x: 1 },
    });
    expect(notify.toast).not.toHaveBeenCalled();
  });

  it('opens close-mini-app for 40004, but not on third-party login inside the chat app', async () => {
    const web = setup({}, fail(40004));
    await web.client.request(post(API_PATHS.thirdPartyLogin));
    expect(web.notify.dialog).toHaveBeenCalledWith('closeMiniApp', expect.anything());

    const chat = setup({ platform: 'android_tg' }, fail(40004));
    const answer = await chat.client.request(post(API_PATHS.thirdPartyLogin));
    expect(answer?.retCode).toBe(40004);
    expect(chat.notify.dialog).not.toHaveBeenCalled();
    expect(chat.notify.toast).not.toHaveBeenCalled();
  });

  it('re-maps 10016 per path', async () => {
    const translate = (code: number) =>
      ({ 100160: 'login expired', 100161: 'QR expired', 100162: 'bind expired' })[code];
    const cases: [string, string, number][] = [
      [API_PATHS.login, 'login expired', 100160],
      [API_PATHS.qrStatus, 'QR expired', 100161],
      [API_PATHS.telegramBind, 'bind expired', 100162],
    ];
    for (const [path, message, code] of cases) {
      const { client, notify } = setup({ translateError: translate }, fail(10016));
      await client.request(post(path));
      expect(notify.toast).toHaveBeenCalledWith({
        message,
        code,
        durationMs: 2000,
        status: 'error',
      });
    }
  });

  it('re-maps 20035 to 35300 on the unbind-2FA e-mail send', async () => {
    const { client, notify } = setup(
      { translateError: (code) => (code === 35300 ? 'Use e-mail code' : undefined) },
      fail(20035),
    );
    await client.request(post(API_PATHS.unbindGoogle2faEmailSend));
    expect(notify.toast).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Use e-mail code', code: 35300 }),
    );
  });

  it("shows 40029 with the default text 'This account has been terminated.'", async () => {
    const { client, notify } = setup({}, fail(40029, 'terminated'));
    await client.request(post(API_PATHS.login));
    expect(notify.toast).toHaveBeenCalledWith({
      message: 'This account has been terminated.',
      code: 40029,
      durationMs: 2000,
      status: 'error',
    });
  });

  it('skips the 50002 toast on the OAuth authorize call only', async () => {
    const oauth = setup({}, fail(50002));
    await oauth.client.request(post(API_PATHS.oauthAuthorize));
    expect(oauth.notify.toast).not.toHaveBeenCalled();
    const other = setup({}, fail(50002));
    await other.client.request(post(API_PATHS.oauthPreAuthorize));
    expect(other.notify.toast).toHaveBeenCalledWith(expect.objectContaining({ durationMs: 2000 }));
  });

  it('returns 31002 with 3 failures success-like, with the close-to-limit toast', async () => {
    const { client, notify } = setup({}, fail(31002, 'wrong password', { pass_err_count: 3 }));
    const answer = await client.request({
      method: 'POST',
      path: API_PATHS.login,
      parse: (result) => z.object({ pass_err_count: z.number() }).parse(result),
    });
    expect(answer).toMatchObject({
      retCode: 31002,
      successLike: true,
      result: { pass_err_count: 3 },
    });
    expect(notify.toast).toHaveBeenCalledWith({
      message: 'Incorrect password. 2 attempts left before the limit is reached.',
      code: 31002,
      durationMs: 2000,
      status: 'error',
    });
  });

  it('returns 31002 with 5 failures success-like and silent; with 1 failure as a general toast', async () => {
    const five = setup({}, fail(31002, 'wrong', { pass_err_count: '5' }));
    expect(await five.client.request(post(API_PATHS.login))).toMatchObject({ successLike: true });
    expect(five.notify.toast).not.toHaveBeenCalled();
    const one = setup({}, fail(31002, 'wrong', { pass_err_count: 1 }));
    expect(await one.client.request(post(API_PATHS.login))).toMatchObject({ successLike: false });
    expect(one.notify.toast).toHaveBeenCalledWith(
      expect.objectContaining({ message: '31002: wrong', durationMs: 5000 }),
    );
  });
});

describe('10006 throttle', () => {
  it('toasts at most once per 10 s outside the login and registration list', async () => {
    let clock = 0;
    const { client, notify } = setup({ now: () => clock }, fail(10006, 'session'));
    await client.request(post(API_PATHS.profile));
    clock = 9_999;
    await client.request(post(API_PATHS.profile));
    await client.request(post(API_PATHS.telegramBindStatus));
    expect(notify.toast).toHaveBeenCalledTimes(1);
    expect(notify.toast).toHaveBeenCalledWith({
      message: '10006: session',
      code: 10006,
      durationMs: 2000,
      status: 'error',
    });
    clock = 10_000;
    await client.request(post(API_PATHS.profile));
    expect(notify.toast).toHaveBeenCalledTimes(2);
  });

  it('toasts once for answers that arrive together, before the catalogue has loaded', async () => {
    const { client, notify } = setup({ now: () => 0 }, fail(10006, 'session'));
    await Promise.all([
      client.request(post(API_PATHS.profile)),
      client.request(post(API_PATHS.profile)),
      client.request(post(API_PATHS.telegramBindStatus)),
    ]);
    expect(notify.toast).toHaveBeenCalledTimes(1);
  });

  it('toasts every time on login and registration paths', async () => {
    let clock = 0;
    const { client, notify } = setup({ now: () => clock }, fail(10006));
    await client.request(post(API_PATHS.login));
    clock = 1;
    await client.request(post(API_PATHS.registerEmail));
    await client.request(post(API_PATHS.login));
    expect(notify.toast).toHaveBeenCalledTimes(3);
  });

  it('does not start the throttle window when the toast was hidden', async () => {
    let clock = 0;
    const { client, notify } = setup({ now: () => clock }, fail(10006));
    await client.request(post(API_PATHS.profile, { hideError: true }));
    clock = 1;
    await client.request(post(API_PATHS.profile));
    expect(notify.toast).toHaveBeenCalledTimes(1);
  });

  it('stays silent on the first QR generate call, then toasts', async () => {
    const { client, notify } = setup({}, fail(10006));
    await client.request({ method: 'GET', path: API_PATHS.qrGenerate });
    expect(notify.toast).not.toHaveBeenCalled();
    await client.request({ method: 'GET', path: API_PATHS.qrGenerate });
    expect(notify.toast).toHaveBeenCalledTimes(1);
  });
});

describe('reportErrorCode', () => {
  it('shows a client-side code through the catalogue', async () => {
    const { client, notify } = setup();
    client.reportErrorCode(100001);
    await vi.waitFor(() => expect(notify.toast).toHaveBeenCalled());
    expect(notify.toast).toHaveBeenCalledWith({
      message: 'Captcha is currently unavailable, please check the network and try again',
      code: 100001,
      durationMs: 2000,
      status: 'error',
    });
  });
});

describe('caller handlers', () => {
  it('let an exception thrown by onHttpError reach the caller instead of becoming -200', async () => {
    const { client, track } = setup({}, { status: 401 });
    const onHttpError = () => {
      throw new Error('handler broke');
    };
    await expect(client.request(post(API_PATHS.login, { onHttpError }))).rejects.toThrow(
      'handler broke',
    );
    expect(track).not.toHaveBeenCalledWith('requestFailed', expect.anything());
  });
});
