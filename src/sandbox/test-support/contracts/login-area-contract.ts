import { SANDBOX_PASSWORD } from '../../fixtures/accounts';
import type { SandboxHarness } from '../sandbox-harness';

/**
 * The login area's scenario accounts (docs/login.md): sub-account, guide types, an account of
 * another site, and the residence config a login reads afterwards.
 */
export function loginAreaContract({ client }: SandboxHarness): void {
  beforeEach(async () => {
    await client.post('/__sandbox/reset');
  });

  it('lets sub@example.com in only through the sub-account login, and only sub-accounts there', async () => {
    const mainDoor = await client.login({ email: 'sub@example.com' }, SANDBOX_PASSWORD);
    expect(mainDoor.body.ret_code).toBe(31027);
    expect(mainDoor.body.token).toBeUndefined();

    const subDoor = await client.login({ email: 'sub@example.com' }, SANDBOX_PASSWORD, {
      is_sub_account: 1,
    });
    expect(subDoor.body.ret_code).toBe(0);
    expect(subDoor.body.result).toMatchObject({ id: 10000177 });

    const mainOnSubDoor = await client.login({ email: 'demo@example.com' }, SANDBOX_PASSWORD, {
      is_sub_account: 1,
    });
    expect(mainOnSubDoor.body.ret_code).toBe(31027);
  });

  it.each([
    ['kyc-guide@example.com', 'guide_complete_kyc'],
    ['webform-guide@example.com', 'reject_guide_customer'],
    ['security-guide@example.com', 'guide_security_setting'],
  ])('logs %s in with result.guide_type %s', async (email, guideType) => {
    const answer = await client.login({ email }, SANDBOX_PASSWORD);
    expect(answer.body.ret_code).toBe(0);
    expect(answer.body.result).toMatchObject({ guide_type: guideType });
    expect(answer.body.token).toBeDefined();
  });

  it('answers the Netherlands account with its KYC country and site', async () => {
    const answer = await client.login({ email: 'nl-resident@example.com' }, SANDBOX_PASSWORD);
    expect(answer.body.result).toMatchObject({ country: 'NLD' });
    expect(answer.headers.get('x-refer-site-id')).toBe('NLD');
  });

  it('answers an EU account without a KYC country', async () => {
    const answer = await client.login({ email: 'eu-new@example.com' }, SANDBOX_PASSWORD);
    expect(answer.body.result).toMatchObject({ country: '' });
    expect(answer.headers.get('x-refer-site-id')).toBe('EU');
  });

  it('serves the residence config per site, and 10007 for a stale session', async () => {
    const stale = await client.get('/v3/private/kyc/get-rc-config?site_id=global', {
      headers: { UserToken: 'expired' },
    });
    expect(stale.body.ret_code).toBe(10007);

    const login = await client.login({ email: 'demo@example.com' }, SANDBOX_PASSWORD);
    const headers = { UserToken: login.body.token ?? '' };
    const global = await client.get('/v3/private/kyc/get-rc-config?site_id=global', { headers });
    expect(global.body.result).toMatchObject({ showMode: 'mainSiteEuResidenceConfirm' });
    expect(global.body.result?.guideConfigs).toContainEqual({ siteId: 'EU', country2: 'DE' });
    const eu = await client.get('/v3/private/kyc/get-rc-config?site_id=EU', { headers });
    expect(eu.body.result).toMatchObject({ showMode: 'euSiteNoEuResidenceConfirm' });
    const tur = await client.get('/v3/private/kyc/get-rc-config?site_id=TUR', { headers });
    expect(tur.body.result).toEqual({ guideConfigs: [], showMode: '', countries2: [] });
  });
}
