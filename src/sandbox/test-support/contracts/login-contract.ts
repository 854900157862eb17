import { DEMO_ACCOUNT, SANDBOX_PASSWORD } from '../../fixtures/accounts';
import { WRONG_PASSWORD_LIMIT } from '../../login/attempt-login';
import { sha256Hex } from '../../lib/password-hash';
import type { SandboxHarness } from '../sandbox-harness';

const demo = { email: DEMO_ACCOUNT.email };

/** POST /login: hashing, validation, the wrong-password counter and plus-address aliases. */
export function loginContract({ client }: SandboxHarness): void {
  beforeEach(async () => {
    await client.post('/__sandbox/reset');
  });

  it('logs the demo account in with the SHA-256 hex of the password', async () => {
    const answer = await client.login(demo, SANDBOX_PASSWORD);

    expect(answer.status).toBe(200);
    expect(answer.body.ret_code).toBe(0);
    expect(answer.body.token).toMatch(/^[0-9a-f]{48}$/);
    expect(answer.headers.get('x-refer-site-id')).toBe('global');
    expect(answer.body.currentSite).toBe('global');
    expect(answer.body.result).toMatchObject({
      id: DEMO_ACCOUNT.userId,
      country: 'GBR',
      pre_action: 0,
    });
    expect(answer.body.result).toHaveProperty('create_time');
    expect(answer.body.result).toHaveProperty('registration_origin_time');
  });

  it('logs in by phone, on the compliance variant and with a form-encoded body', async () => {
    const byPhone = await client.login(
      { mobile: DEMO_ACCOUNT.phone.number, country_code: DEMO_ACCOUNT.phone.countryCode },
      SANDBOX_PASSWORD,
    );
    expect(byPhone.body.result).toMatchObject({ id: DEMO_ACCOUNT.userId });

    // A captcha token the stand-ins issued (auto mode: no puzzle to solve).
    await client.post('/__sandbox/captcha', { provider: 'magpie', mode: 'auto' });
    const captcha = await client.post('/__sandbox/captcha/challenge', {
      provider: 'magpie',
      scene: '31000',
    });
    const compliance = await client.call('POST', '/user/public/login_compliance', {
      form: {
        username: DEMO_ACCOUNT.email,
        password: sha256Hex(SANDBOX_PASSWORD),
        proto_ver: '2.1',
        magpie_verify_info: JSON.stringify({
          token: String(captcha.body.result?.token),
          scene: '31000',
        }),
      },
    });
    expect(compliance.body.ret_code).toBe(0);
    expect(compliance.body.result).toMatchObject({ id: DEMO_ACCOUNT.userId });
  });

  it('answers 10001 for a clear-text password, a missing proto_ver or no account name', async () => {
    const clearText = await client.post('/login', {
      email: DEMO_ACCOUNT.email,
      password: SANDBOX_PASSWORD,
      proto_ver: '2.1',
    });
    const noProtoVer = await client.post('/login', {
      email: DEMO_ACCOUNT.email,
      password: sha256Hex(SANDBOX_PASSWORD),
    });
    const noName = await client.login({}, SANDBOX_PASSWORD);
    const badCaptcha = await client.login(demo, SANDBOX_PASSWORD, {
      magpie_verify_info: { scene: '31000' },
    });

    for (const answer of [clearText, noProtoVer, noName, badCaptcha]) {
      expect(answer.status).toBe(200);
      expect(answer.body.ret_code).toBe(10001);
      expect(answer.body.ret_msg).not.toBe('');
    }
  });

  it('counts wrong passwords 1 to 4 with 31002, then locks with 31030 on the 5th', async () => {
    expect(WRONG_PASSWORD_LIMIT).toBe(5);
    for (const expected of [1, 2, 3, 4]) {
      const answer = await client.login(demo, 'Wrong12345');
      expect(answer.body.ret_code).toBe(31002);
      expect(answer.body.result).toEqual({ pass_err_count: expected });
    }
    const fifth = await client.login(demo, 'Wrong12345');
    expect(fifth.body.ret_code).toBe(31030);

    const rightPasswordWhileLocked = await client.login(demo, SANDBOX_PASSWORD);
    expect(rightPasswordWhileLocked.body.ret_code).toBe(31030);

    await client.post('/__sandbox/reset');
    const afterReset = await client.login(demo, SANDBOX_PASSWORD);
    expect(afterReset.body.ret_code).toBe(0);
  });

  it('counts unknown accounts like wrong passwords', async () => {
    const first = await client.login({ email: 'nobody@example.com' }, SANDBOX_PASSWORD);
    const second = await client.login({ email: 'nobody@example.com' }, SANDBOX_PASSWORD);
    expect(first.body).toMatchObject({ ret_code: 31002, result: { pass_err_count: 1 } });
    expect(second.body).toMatchObject({ ret_code: 31002, result: { pass_err_count: 2 } });
  });

  it('resets the counter on a successful login', async () => {
    await client.login(demo, 'Wrong12345');
    await client.login(demo, 'Wrong12345');
    expect((await client.login(demo, SANDBOX_PASSWORD)).body.ret_code).toBe(0);

    const next = await client.login(demo, 'Wrong12345');
    expect(next.body.result).toEqual({ pass_err_count: 1 });
  });

  it('keeps a separate account and counter per plus-address alias', async () => {
    const aliasA = { email: 'demo+a@example.com' };
    const aliasB = { email: 'demo+b@example.com' };
    for (let attempt = 0; attempt < 4; attempt++) await client.login(aliasA, 'Wrong12345');

    const bWrong = await client.login(aliasB, 'Wrong12345');
    expect(bWrong.body.result).toEqual({ pass_err_count: 1 });

    const demoLogin = await client.login(demo, SANDBOX_PASSWORD);
    const aliasLogin = await client.login(aliasA, SANDBOX_PASSWORD);
    expect(demoLogin.body.result).toMatchObject({ id: DEMO_ACCOUNT.userId });
    expect(aliasLogin.body.ret_code).toBe(0);
    expect(aliasLogin.body.result?.id).not.toBe(DEMO_ACCOUNT.userId);
  });
}
