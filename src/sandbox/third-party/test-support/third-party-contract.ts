import { DEMO_ACCOUNT, SANDBOX_ACCOUNTS } from '../../fixtures/accounts';
import { SANDBOX_CODE } from '../../fixtures/codes';
import type { SandboxHarness } from '../../test-support/sandbox-harness';
import { signHs256Jwt } from '../sandbox-jwt';
import { SANDBOX_APPLE, SANDBOX_GOOGLE, SANDBOX_TELEGRAM_BOT } from '../sandbox-identity-providers';
import { telegramHash } from '../telegram-hash';
import { TG_BIND_FAILURE } from '../third-party-scenarios';

const PAGE = 'http://localhost:5173/login';

/**
 * Third-party sign-in as the app and the stand-ins meet it: the identity endpoints issue
 * credentials, POST /user/public/login/thirdparty checks them and logs in or registers.
 */
export function thirdPartyContract({ client }: SandboxHarness): void {
  beforeEach(async () => {
    await client.post('/__sandbox/reset');
  });

  const googleCredential = async (email: string, referer = PAGE) => {
    const answer = await client.post(
      '/__sandbox/third-party/google/credential',
      { email, name: 'Test', client_id: SANDBOX_GOOGLE.clientId },
      { headers: { referer } },
    );
    return String(answer.body.result?.credential ?? '');
  };
  const appleIdToken = async (email: string, scope = 'name email') => {
    const answer = await client.post('/__sandbox/third-party/apple/authorize', {
      email,
      client_id: SANDBOX_APPLE.clientId,
      scope,
    });
    const authorization = answer.body.result?.authorization as { id_token?: string } | undefined;
    return String(authorization?.id_token ?? '');
  };
  const telegramData = async (user: Record<string, unknown>) => {
    const answer = await client.post('/__sandbox/third-party/telegram/auth', {
      bot_name: SANDBOX_TELEGRAM_BOT.username,
      ...user,
    });
    return answer.body.result ?? {};
  };
  const signIn = (
    tokenType: string,
    token: string,
    extra: Record<string, unknown> = {},
    referer = PAGE,
  ) =>
    client.post(
      '/user/public/login/thirdparty',
      {
        token_type: tokenType,
        token,
        live_country_code: 'GB',
        location_link: PAGE,
        risk_ext: { version: 0 },
        type: 'geecaptcha',
        key_version: 'v2',
        isManuallyModifyUserCode: false,
        ...extra,
      },
      { headers: { referer } },
    );

  it('logs an existing account in with a Google credential: use_thirdparty 2 and a token', async () => {
    const email = 'demo+google@example.com';
    const answer = await signIn('google', await googleCredential(email), { username: email });
    expect(answer.body.ret_code).toBe(0);
    expect(answer.body.result).toMatchObject({ use_thirdparty: 2, banned_status: 0 });
    expect(answer.body.token).toMatch(/^[0-9a-f]{48}$/);
    const profile = await client.get('/v2/private/user/profile', {
      headers: { usertoken: String(answer.body.token) },
    });
    expect(profile.body.result?.id).toBe(answer.body.result?.id);
  });

  it('registers an unknown e-mail (use_thirdparty 1, new id and token), then logs it in', async () => {
    const email = 'brand-new@example.com';
    const first = await signIn('apple', await appleIdToken(email), { username: email });
    expect(first.body.result).toMatchObject({ use_thirdparty: 1, banned_status: 0 });
    expect(Number(first.body.result?.id)).toBeGreaterThan(DEMO_ACCOUNT.userId);
    expect(first.body.token).toBeTruthy();
    const again = await signIn('google', await googleCredential(email), { username: email });
    expect(again.body.result).toMatchObject({ use_thirdparty: 2, id: first.body.result?.id });
  });

  it('refuses a credential it did not sign, for another audience, or expired (10001)', async () => {
    const email = DEMO_ACCOUNT.email;
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      iss: SANDBOX_GOOGLE.issuers[0],
      aud: SANDBOX_GOOGLE.clientId,
      email,
      exp: now + 60,
    };
    const forged = signHs256Jwt(claims, 'not-the-sandbox-secret');
    const otherAudience = signHs256Jwt({ ...claims, aud: 'someone-else' }, SANDBOX_GOOGLE.secret);
    const expired = signHs256Jwt({ ...claims, exp: now - 1 }, SANDBOX_GOOGLE.secret);
    const appleTokenAsGoogle = await appleIdToken(email);
    for (const [token, reason] of [
      [forged, /signature/],
      [otherAudience, /aud/],
      [expired, /expired/],
      [appleTokenAsGoogle, /signature/],
    ] as const) {
      const answer = await signIn('google', token, { username: email });
      expect(answer.body.ret_code).toBe(10001);
      expect(answer.body.ret_msg).toMatch(reason);
    }
  });

  it('needs the e-mail of the credential as username, and risk_ext { version: 0 }', async () => {
    const token = await googleCredential(DEMO_ACCOUNT.email);
    const wrongName = await signIn('google', token, { username: 'other@example.com' });
    expect(wrongName.body.ret_msg).toMatch(/username/);
    const noRiskExt = await signIn('google', token, {
      username: DEMO_ACCOUNT.email,
      risk_ext: undefined,
    });
    expect(noRiskExt.body).toMatchObject({
      ret_code: 10001,
      ret_msg: expect.stringMatching(/risk_ext/),
    });
  });

  it("puts the e-mail in Apple's id_token only when the scope asks for it", async () => {
    const withoutEmail = await appleIdToken('scoped@example.com', 'name');
    const answer = await signIn('apple', withoutEmail);
    expect(answer.body).toMatchObject({ ret_code: 10001, ret_msg: 'token carries no e-mail' });
  });

  it('logs the linked Telegram user in and registers a new one; checks the hash', async () => {
    const demo = await telegramData({
      user_id: 700000001,
      first_name: 'Demo',
      username: 'sandbox_demo',
    });
    const linked = await signIn('telegram', JSON.stringify(demo));
    // @sandbox_demo is linked to tg-bound@example.com (src/sandbox/fixtures/telegram-links.ts).
    expect(linked.body.result).toMatchObject({
      use_thirdparty: 2,
      id: SANDBOX_ACCOUNTS.find((account) => account.email === 'tg-bound@example.com')?.userId,
      tg_bind_result: 'success',
    });

    const stranger = await telegramData({ first_name: 'Stranger' });
    const registered = await signIn('telegram', JSON.stringify(stranger));
    expect(registered.body.result).toMatchObject({ use_thirdparty: 1, tg_bind_result: 'success' });

    const tampered = { ...stranger, first_name: 'Someone else' };
    const refused = await signIn('telegram', JSON.stringify(tampered));
    expect(refused.body).toMatchObject({
      ret_code: 10001,
      ret_msg: 'token hash does not match the data',
    });
  });

  it('signs Telegram data the way Telegram does (HMAC-SHA256, key SHA-256 of the bot token)', async () => {
    const data = await telegramData({ first_name: 'Check' });
    const { hash, ...fields } = data as Record<string, string | number>;
    expect(hash).toBe(telegramHash(fields, SANDBOX_TELEGRAM_BOT.token));
  });

  it('answers the scenario e-mails: banned, risk step, bind failure, Chinese e-mail', async () => {
    const banned = await signIn('google', await googleCredential('banned-new@example.com'), {
      username: 'banned-new@example.com',
    });
    expect(banned.body.result).toMatchObject({ use_thirdparty: 1, banned_status: 1, id: 0 });
    expect(banned.body.token).toBeUndefined();

    const bind = await signIn('google', await googleCredential('tgbind-x@example.com'), {
      username: 'tgbind-x@example.com',
    });
    expect(bind.body.result).toMatchObject({ use_thirdparty: 1, tg_bind_result: TG_BIND_FAILURE });

    const chinese = await signIn('google', await googleCredential('someone@qq.com'), {
      username: 'someone@qq.com',
    });
    expect(chinese.body.ret_code).toBe(20100);

    const bannedAccount = await signIn('google', await googleCredential('banned@example.com'), {
      username: 'banned@example.com',
    });
    expect(bannedAccount.body).toMatchObject({ ret_code: 31003, result: { banned_status: 1 } });
  });

  it('asks a new risk… e-mail for the security step, then registers with the verified token', async () => {
    const email = 'risk-new@example.com';
    const token = await googleCredential(email);
    const asked = await signIn('google', token, { username: email });
    expect(asked.body.result).toMatchObject({ use_thirdparty: 1, risk_token_type: 'pass', id: 0 });
    const riskToken = String(asked.body.result?.risk_token);
    await client.post('/user/public/risk/verify', { risk_token: riskToken, code: SANDBOX_CODE });
    const done = await signIn('google', token, { username: email, risk_token: riskToken });
    expect(done.body.result).toMatchObject({ use_thirdparty: 1 });
    expect(done.body.token).toBeTruthy();
  });

  it("answers guide@ with a risk_token of type 'guide' on login", async () => {
    const email = 'guide@example.com';
    const answer = await signIn('google', await googleCredential(email), { username: email });
    expect(answer.body.result).toMatchObject({ use_thirdparty: 2, risk_token_type: 'guide' });
    expect(answer.body.token).toBeUndefined();
  });

  it('refuses to register a visitor whose IP is not visible (31018)', async () => {
    const email = 'far-away@example.com';
    const answer = await signIn(
      'google',
      await googleCredential(email),
      { username: email },
      `${PAGE}?sandbox_ip_country=US`,
    );
    expect(answer.body).toMatchObject({ ret_code: 31018, result: { ip: expect.any(String) } });
  });

  it('serves the site-compliance action: show, hide by control, hide by page parameter', async () => {
    const ask = (referer = PAGE) =>
      client.post(
        '/v3/config/web',
        { project_name: 'web', keys: ['web_site_compliance_config'] },
        { headers: { referer } },
      );
    const valueOf = async (referer?: string) => {
      const answer = await ask(referer);
      const list = answer.body.result?.list as { value: string }[];
      return JSON.parse(list[0]?.value ?? '{}') as { action: string; hideOptions: string[] };
    };
    expect(await valueOf()).toEqual({ action: 'show', hideOptions: [] });
    expect(await valueOf(`${PAGE}?sandbox_site_compliance=hide`)).toMatchObject({
      action: 'hide',
    });
    await client.post('/__sandbox/third-party', { siteCompliance: 'hide' });
    expect(await valueOf()).toMatchObject({ action: 'hide' });
    // Other web config calls still reach the config handler.
    const captcha = await client.post('/v3/config/web', {
      project_name: 'web',
      keys: ['web_captcha_config', 'web_site_compliance_config'],
    });
    expect(captcha.body.retCode).toBe(0);
  });

  it('serves the hidden options the compliance control or the page chooses', async () => {
    const valueOf = async (referer = PAGE) => {
      const answer = await client.post(
        '/v3/config/web',
        { project_name: 'web', keys: ['web_site_compliance_config'] },
        { headers: { referer } },
      );
      const list = answer.body.result?.list as { value: string }[];
      return JSON.parse(list[0]?.value ?? '{}') as { action: string; hideOptions: string[] };
    };
    const set = await client.post('/__sandbox/compliance', { hideOptions: ['qr', 'phone'] });
    expect(set.body.result).toEqual({ action: 'show', hideOptions: ['qr', 'phone'] });
    expect(await valueOf()).toEqual({ action: 'show', hideOptions: ['qr', 'phone'] });
    // The page's list wins over the control's; names it does not know are dropped.
    expect(await valueOf(`${PAGE}?sandbox_compliance_hide=referralCode,thirdParty,email`)).toEqual({
      action: 'show',
      hideOptions: ['referralCode', 'thirdParty'],
    });

    const refused = await client.post('/__sandbox/compliance', { hideOptions: ['email'] });
    expect(refused.body).toMatchObject({ ret_code: 10001 });
    expect(refused.body.ret_msg).toContain('not email');
    const noField = await client.post('/__sandbox/compliance', {});
    expect(noField.body).toMatchObject({ ret_code: 10001 });

    await client.post('/__sandbox/compliance', { action: 'hide' });
    expect((await client.get('/__sandbox/compliance')).body.result).toEqual({
      action: 'hide',
      hideOptions: ['qr', 'phone'],
    });
    await client.call('DELETE', '/__sandbox/compliance');
    expect(await valueOf()).toEqual({ action: 'show', hideOptions: [] });
  });

  it('applies the failure modes from the control and from the page parameter', async () => {
    const set = await client.post('/__sandbox/third-party', {
      provider: 'google',
      mode: 'no-token',
    });
    expect(set.body.result).toMatchObject({ modes: { google: 'no-token', apple: null } });
    expect(await googleCredential(DEMO_ACCOUNT.email)).toBe('');

    const noEmail = await googleCredential(
      DEMO_ACCOUNT.email,
      `${PAGE}?sandbox_third_party=google:no-email`,
    );
    const refused = await signIn('google', noEmail);
    expect(refused.body.ret_msg).toBe('token carries no e-mail');

    const settings = await client.get('/__sandbox/third-party', {
      headers: { referer: `${PAGE}?sandbox_third_party=apple:cancel,telegram:script-fails` },
    });
    expect(settings.body.result).toMatchObject({
      modes: { google: 'no-token', apple: 'cancel', telegram: 'script-fails' },
    });
    const bad = await client.post('/__sandbox/third-party', {
      provider: 'google',
      mode: 'explode',
    });
    expect(bad.body.ret_code).toBe(10001);
  });
}
