import type { SandboxHarness } from '../sandbox-harness';
import { cookieFrom } from '../sandbox-client';

/** The IP info lookup and the controls that set the visitor's country. */
export function visitorContract({ client, state }: SandboxHarness): void {
  beforeEach(async () => {
    await client.post('/__sandbox/reset');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    state().settings.visitor = undefined;
  });

  const ipInfo = (headers?: Record<string, string>) =>
    client.get('/v3/public/user/ip-info', { headers });

  it('defaults to a visible visitor from GB', async () => {
    const answer = await ipInfo();
    expect(answer.body.result).toEqual({
      code: 'GB',
      is_visible: 1,
      is_login: 1,
      group_country: '',
      ip: '203.0.113.7',
    });
  });

  it('takes the country from the visitor cookie the control endpoint sets', async () => {
    const control = await client.get('/__sandbox/visitor?country=US&is_login=0');
    const cookie = cookieFrom(control, 'sandbox_visitor');
    expect(cookie).toBeDefined();

    const answer = await ipInfo({ cookie: cookie ?? '' });
    expect(answer.body.result).toMatchObject({ code: 'US', is_visible: 0, is_login: 0 });
  });

  it('redirects back to a local page after setting the cookie', async () => {
    const control = await client.get('/__sandbox/visitor?country=CN&redirect=/login', {
      redirect: 'manual',
    });
    expect(control.status).toBe(302);
    expect(control.headers.get('location')).toBe('/login');
    expect(cookieFrom(control, 'sandbox_visitor')).toBeDefined();
  });

  it('reads sandbox_ip_country from the page URL in the Referer', async () => {
    const answer = await ipInfo({
      referer: 'http://localhost:5173/login?sandbox_ip_country=DE&sandbox_is_login=0',
    });
    expect(answer.body.result).toMatchObject({
      code: 'DE',
      is_visible: 1,
      is_login: 0,
      group_country: 'eea',
    });
  });

  it('lets the cookie win over the page URL', async () => {
    const control = await client.get('/__sandbox/visitor?country=IR');
    const answer = await ipInfo({
      cookie: cookieFrom(control, 'sandbox_visitor') ?? '',
      referer: 'http://localhost:5173/login?sandbox_ip_country=DE',
    });
    expect(answer.body.result).toMatchObject({ code: 'IR', is_visible: 0 });
  });

  it('falls back to SANDBOX_IP_COUNTRY, and restricted countries are hidden by default', async () => {
    vi.stubEnv('SANDBOX_IP_COUNTRY', 'SG');
    expect((await ipInfo()).body.result).toMatchObject({ code: 'SG', is_visible: 0 });

    vi.stubEnv('SANDBOX_IS_VISIBLE', '1');
    expect((await ipInfo()).body.result).toMatchObject({ code: 'SG', is_visible: 1 });
  });

  it('hides every restricted country by default', async () => {
    for (const country of ['CN', 'CU', 'IR', 'KP', 'SD', 'SG', 'SY', 'US']) {
      const answer = await ipInfo({
        referer: `http://localhost:5173/login?sandbox_ip_country=${country}`,
      });
      expect(answer.body.result).toMatchObject({ code: country, is_visible: 0 });
    }
  });

  it('places an Ontario visitor in Canada, region CA-ON, hidden', async () => {
    const answer = await ipInfo({
      referer: 'http://localhost:5173/login?sandbox_ip_country=Ontario',
    });
    expect(answer.body.result).toMatchObject({ code: 'CA', region: 'CA-ON', is_visible: 0 });
  });

  it('refuses login with 31018 when the visitor may not log in', async () => {
    const answer = await client.call('POST', '/login', {
      headers: { referer: 'http://localhost:5173/login?sandbox_is_login=0' },
      body: { email: 'demo@example.com', password: 'a'.repeat(64), proto_ver: '2.1' },
    });
    expect(answer.body).toMatchObject({ ret_code: 31018, result: { ip: '203.0.113.7' } });
  });
}
