import type { SandboxHarness } from '../sandbox-harness';

/** POST /x-api/__sandbox/fail: each failure mode, its count, and that control paths are exempt. */
export function failureContract({ client }: SandboxHarness): void {
  beforeEach(async () => {
    await client.post('/__sandbox/reset');
  });

  const countryList = () => client.get('/v2/public/country-list');

  it('answers HTTP 500 for as many requests as asked, then recovers', async () => {
    await client.post('/__sandbox/fail', {
      path: '/v2/public/country-list',
      mode: 'http500',
      times: 2,
    });

    expect((await countryList()).status).toBe(500);
    expect((await countryList()).status).toBe(500);
    const recovered = await countryList();
    expect(recovered.status).toBe(200);
    expect(recovered.body.ret_code).toBe(0);
  });

  it('answers HTTP 403 once by default, and accepts the path with the /x-api prefix', async () => {
    await client.post('/__sandbox/fail', {
      path: '/x-api/v2/public/country-list',
      mode: 'http403',
    });
    expect((await countryList()).status).toBe(403);
    expect((await countryList()).status).toBe(200);
  });

  it('answers a business error with the chosen ret_code and HTTP 200', async () => {
    await client.post('/__sandbox/fail', {
      path: '/v3/public/qrcode/generate',
      mode: 'retCode',
      retCode: 10006,
    });
    const answer = await client.get('/v3/public/qrcode/generate');
    expect(answer.status).toBe(200);
    expect(answer.body.ret_code).toBe(10006);
  });

  it('answers an injected ret_code in camelCase on the camelCase web config', async () => {
    await client.post('/__sandbox/fail', {
      path: '/v3/config/web',
      mode: 'retCode',
      retCode: 10016,
    });
    const answer = await client.post('/v3/config/web', {
      project_name: 'auth',
      keys: ['web_captcha_config'],
    });
    expect(answer.body).toMatchObject({ retCode: 10016 });
  });

  it('drops the connection in network mode', async () => {
    await client.post('/__sandbox/fail', { path: '/v2/public/country-list', mode: 'network' });
    await expect(countryList()).rejects.toThrow();
    expect((await countryList()).status).toBe(200);
  });

  it('delays 5500 ms by default in slow mode, then answers normally', async () => {
    const rule = await client.post('/__sandbox/fail', { path: '*', mode: 'slow' });
    expect(rule.body.result).toMatchObject({ rule: { delayMs: 5500 } });
    await client.call('DELETE', '/__sandbox/fail');

    await client.post('/__sandbox/fail', {
      path: '/v2/public/country-list',
      mode: 'slow',
      delayMs: 300,
    });
    const started = Date.now();
    const answer = await countryList();
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(answer.body.ret_code).toBe(0);
  });

  it('never fails the control endpoints, even for path *', async () => {
    await client.post('/__sandbox/fail', { path: '*', mode: 'http500', times: 5 });
    const state = await client.get('/__sandbox/state');
    expect(state.status).toBe(200);
    expect(state.body.result).toMatchObject({ failures: [{ path: '*', remaining: 5 }] });
    expect((await countryList()).status).toBe(500);
  });

  it('fails only the requests of one browser when the rule names its Guid', async () => {
    await client.post('/__sandbox/fail', {
      path: '/v2/public/country-list',
      mode: 'http500',
      guid: 'browser-a',
    });
    const asBrowser = (guid: string) =>
      client.get('/v2/public/country-list', { headers: { guid } });
    expect((await asBrowser('browser-b')).status).toBe(200);
    expect((await countryList()).status).toBe(200);
    expect((await asBrowser('browser-a')).status).toBe(500);
    expect((await asBrowser('browser-a')).status).toBe(200);
  });

  it('rejects an unknown mode with 10001', async () => {
    const answer = await client.post('/__sandbox/fail', { path: '/login', mode: 'explode' });
    expect(answer.body.ret_code).toBe(10001);
  });
}
