import { LOGIN_REFUSAL_CODES, SANDBOX_PASSWORD } from '../../fixtures/accounts';
import { SANDBOX_CODE, SANDBOX_REJECTED_CODE } from '../../fixtures/codes';
import type { SandboxHarness } from '../sandbox-harness';
import { cookieFrom } from '../sandbox-client';

const HOUR_S = 3600;

/** The scenario accounts of docs/sandbox.md, each through its branch of the login flow. */
export function loginScenarioContract({ client, state }: SandboxHarness): void {
  beforeEach(async () => {
    await client.post('/__sandbox/reset');
  });

  it.each([
    ['phonerestricted@example.com', LOGIN_REFUSAL_CODES.phoneRestricted, 31020],
    ['jurisdiction@example.com', LOGIN_REFUSAL_CODES.unsupportedJurisdiction, 41007],
    ['hk-user@example.com', LOGIN_REFUSAL_CODES.hongKongUserMismatch, 400601],
    ['hk-site@example.com', LOGIN_REFUSAL_CODES.hongKongSiteMismatch, 400602],
    ['kyc@example.com', LOGIN_REFUSAL_CODES.identityVerificationNeeded, 41102],
    ['review@example.com', LOGIN_REFUSAL_CODES.genericModal, 41103],
    ['upgrading@example.com', LOGIN_REFUSAL_CODES.accountUpgradeFailed, 50101],
  ])('%s is refused with %i after the right password', async (email, code, specCode) => {
    expect(code).toBe(specCode);
    const answer = await client.login({ email }, SANDBOX_PASSWORD);
    expect(answer.body.ret_code).toBe(specCode);
    expect(answer.body.token).toBeUndefined();
    const wrong = await client.login({ email }, 'Wrong12345');
    expect(wrong.body.ret_code).toBe(31002);
  });

  it('2fa@example.com asks for google2fa, then accepts 123456 and rejects 000000', async () => {
    const first = await client.login({ email: '2fa@example.com' }, SANDBOX_PASSWORD);
    expect(first.body.ret_code).toBe(0);
    expect(first.body.token).toBeUndefined();
    expect(first.body.result).toHaveProperty('google2fa_secret');

    const rejected = await client.login({ email: '2fa@example.com' }, SANDBOX_PASSWORD, {
      google2fa: SANDBOX_REJECTED_CODE,
    });
    expect(rejected.body.ret_code).toBe(31025);

    const accepted = await client.login({ email: '2fa@example.com' }, SANDBOX_PASSWORD, {
      google2fa: SANDBOX_CODE,
    });
    expect(accepted.body.ret_code).toBe(0);
    expect(accepted.body.token).toBeDefined();
    expect(accepted.body.result).not.toHaveProperty('google2fa_secret');
  });

  it('risk@example.com needs a verified risk_token of type pass before the retry logs in', async () => {
    const first = await client.login({ email: 'risk@example.com' }, SANDBOX_PASSWORD);
    expect(first.body.result).toMatchObject({ risk_token_type: 'pass' });
    const riskToken = String(first.body.result?.risk_token);

    const unverifiedRetry = await client.login({ email: 'risk@example.com' }, SANDBOX_PASSWORD, {
      risk_token: riskToken,
    });
    expect(unverifiedRetry.body.token).toBeUndefined();
    expect(unverifiedRetry.body.result).toHaveProperty('risk_token');

    const wrongCode = await client.post('/user/public/risk/verify', {
      risk_token: riskToken,
      code: SANDBOX_REJECTED_CODE,
    });
    expect(wrongCode.body.ret_code).toBe(31025);
    const verified = await client.post('/user/public/risk/verify', {
      risk_token: riskToken,
      code: SANDBOX_CODE,
    });
    expect(verified.body.ret_code).toBe(0);

    const retry = await client.login({ email: 'risk@example.com' }, SANDBOX_PASSWORD, {
      risk_token: riskToken,
      proto_ver: '2.1',
    });
    expect(retry.body.ret_code).toBe(0);
    expect(retry.body.token).toBeDefined();
  });

  it('guide@example.com answers a guide risk_token with a non-zero id and the EU site', async () => {
    const first = await client.login({ email: 'guide@example.com' }, SANDBOX_PASSWORD);
    expect(first.body.result).toMatchObject({ risk_token_type: 'guide' });
    expect(first.body.result?.id).not.toBe(0);
    const riskToken = String(first.body.result?.risk_token);
    await client.post('/user/public/risk/verify', { risk_token: riskToken, code: SANDBOX_CODE });

    const retry = await client.login({ email: 'guide@example.com' }, SANDBOX_PASSWORD, {
      risk_token: riskToken,
    });
    expect(retry.headers.get('x-refer-site-id')).toBe('EU');
  });

  it('banned@example.com gives 31003 and a ban younger than 24 h that cannot be lifted', async () => {
    const login = await client.login({ email: 'banned@example.com' }, SANDBOX_PASSWORD);
    expect(login.body.ret_code).toBe(31003);
    const cookie = cookieFrom(login, 'self_unbind_token') ?? '';
    expect(cookie).not.toBe('');

    const info = await client.call('POST', '/user/public/ban/einfo', { headers: { cookie } });
    const nowS = state().settings.now() / 1000;
    const banedTime = Number(info.body.result?.baned_time);
    expect(info.body.result).toMatchObject({ is_self_help_baned: 1 });
    expect(nowS - banedTime).toBeGreaterThanOrEqual(2 * HOUR_S - 5);
    expect(nowS - banedTime).toBeLessThan(24 * HOUR_S);

    const unblock = await client.call('POST', '/user/public/self-help/deblocking', {
      headers: { cookie },
    });
    expect(unblock.body.ret_code).toBe(31024);
  });

  it('banned-old@example.com is banned over 24 h ago and can unblock itself', async () => {
    const login = await client.login({ email: 'banned-old@example.com' }, SANDBOX_PASSWORD);
    const cookie = cookieFrom(login, 'self_unbind_token') ?? '';
    const info = await client.call('POST', '/user/public/ban/einfo', { headers: { cookie } });
    const nowS = state().settings.now() / 1000;
    expect(nowS - Number(info.body.result?.baned_time)).toBeGreaterThan(24 * HOUR_S);

    const unblock = await client.call('POST', '/user/public/self-help/deblocking', {
      headers: { cookie },
    });
    expect(unblock.body.ret_code).toBe(0);
    const after = await client.login({ email: 'banned-old@example.com' }, SANDBOX_PASSWORD);
    expect(after.body.ret_code).toBe(0);
  });

  it('iprestricted@example.com gives 31018 with the visitor IP', async () => {
    const login = await client.login({ email: 'iprestricted@example.com' }, SANDBOX_PASSWORD);
    expect(login.body).toMatchObject({ ret_code: 31018, result: { ip: '203.0.113.7' } });
  });

  it('retrieve@example.com logs in with pre_action 1', async () => {
    const login = await client.login({ email: 'retrieve@example.com' }, SANDBOX_PASSWORD);
    expect(login.body.ret_code).toBe(0);
    expect(login.body.result).toMatchObject({ pre_action: 1 });
  });

  it('wrong passwords on a scenario account still count before its scenario', async () => {
    const answer = await client.login({ email: 'banned@example.com' }, 'Wrong12345');
    expect(answer.body).toMatchObject({ ret_code: 31002, result: { pass_err_count: 1 } });
  });
}
