import { createApiClient, type ApiClient } from '../api/api-client';
import { login } from '../api/endpoints/login';
import { getProfile } from '../api/endpoints/profile';
import { API_PATHS } from '../api/paths';
import { resetSandbox } from '../../test/sandbox-server';
import { DEMO_ACCOUNT, SANDBOX_PASSWORD } from './fixtures/accounts';

// The login slice end to end: the app's own request wrapper and endpoint modules against the
// sandbox handlers, in-process as component tests run them.
describe('the app client against the sandbox', () => {
  let token: string | null = null;
  let site: string | undefined;
  let client: ApiClient;

  beforeEach(() => {
    resetSandbox();
    token = null;
    site = undefined;
    client = createApiClient({
      apiBase: 'http://localhost:3000/x-api',
      platform: 'pc',
      getLang: () => 'en',
      getToken: () => token,
      setToken: (next) => {
        token = next;
      },
      onSiteChange: (next) => {
        site = next;
      },
      notify: { toast: () => undefined, dialog: () => undefined },
      getDeviceId: () => '0f8fad5b-d9cb-469f-a165-70867728950e',
    });
  });

  it('logs in with the hashed password, stores the token and fetches the profile', async () => {
    const answer = await login(client, {
      username: DEMO_ACCOUNT.email,
      password: SANDBOX_PASSWORD,
    });
    expect(answer?.retCode).toBe(0);
    expect(answer?.currentSite).toBe('global');
    expect(token).toBe(answer?.token);
    expect(site).toBe('global');

    const profile = await getProfile(client);
    expect(profile?.result?.id).toBe(DEMO_ACCOUNT.userId);
  });

  it('logs in by phone on the mobile tab', async () => {
    const answer = await login(client, {
      username: DEMO_ACCOUNT.phone.number,
      countryCode: DEMO_ACCOUNT.phone.countryCode,
      password: SANDBOX_PASSWORD,
    });
    expect(answer?.result?.id).toBe(DEMO_ACCOUNT.userId);
  });

  it('reads the wrong-password count of 31002 and treats 3 as success-like', async () => {
    const wrong = { username: DEMO_ACCOUNT.email, password: 'Wrong12345' };
    await login(client, wrong);
    await login(client, wrong);
    const third = await login(client, wrong);
    expect(third?.retCode).toBe(31002);
    expect(third?.rawResult).toEqual({ pass_err_count: 3 });
    expect(third?.successLike).toBe(true);
  });

  it('normalises the camelCase web config answer', async () => {
    const answer = await client.request({
      method: 'POST',
      path: API_PATHS.webConfig,
      body: { project_name: 'auth', keys: ['web_captcha_config'] },
    });
    expect(answer?.retCode).toBe(0);
    expect(answer?.rawResult).toMatchObject({ list: [{ key: 'web_captcha_config' }] });
  });
});
