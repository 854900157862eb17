import { SANDBOX_PASSWORD } from '../../fixtures/accounts';
import { SANDBOX_CODE, SANDBOX_REJECTED_CODE } from '../../fixtures/codes';
import { RECALL_FIXTURES } from '../../fixtures/recall';
import { sha256Hex } from '../../lib/password-hash';
import { encryptPasswordFields } from '../encrypt-password';
import type { SandboxHarness } from '../sandbox-harness';
import { cookieFrom } from '../sandbox-client';

const NEW_PASSWORD = 'Fresh12345';

/** Registration calls (docs/registration.md, "The registration flow"), step flow and older flow. */
export function registrationContract({ client }: SandboxHarness): void {
  beforeEach(async () => {
    await client.post('/__sandbox/reset');
  });

  const sendEmailCode = (email: string, extra: Record<string, unknown> = {}) =>
    client.post('/user/public/register/send/verify/item', {
      email,
      verify_type: 1,
      login_type: 2,
      ...extra,
    });

  it('runs the step flow: send, verify 123456, account without password, then password', async () => {
    const sent = await sendEmailCode('new-user@example.com');
    const uuid = String(sent.body.result?.uuid);
    expect(sent.body.ret_code).toBe(0);

    const rejected = await client.post('/user/public/register/verify', {
      uuid,
      verify_code: SANDBOX_REJECTED_CODE,
    });
    expect(rejected.body).toMatchObject({ ret_code: 31025, result: { verify_result: 0 } });

    const verified = await client.post('/user/public/register/verify', {
      uuid,
      verify_code: SANDBOX_CODE,
    });
    expect(verified.body.result).toEqual({ verify_result: 1 });

    const info = await client.post('/user/public/register/info', {
      uuid,
      email: 'new-user@example.com',
    });
    expect(info.body.result).toMatchObject({ uuid, recall_stage: 'commit_password' });

    const recall = await client.get(`/user/public/register/recall/info?uuid=${uuid}`);
    expect(recall.body.result).toMatchObject({ recall_stage: 'commit_password' });

    const registered = await client.post('/user/public/register/password', {
      uuid,
      password: sha256Hex(NEW_PASSWORD),
      ...encryptPasswordFields(NEW_PASSWORD),
    });
    expect(registered.body.ret_code).toBe(0);
    expect(registered.body.token).toBeDefined();
    expect(registered.headers.get('x-refer-site-id')).toBe('global');

    const login = await client.login({ email: 'new-user@example.com' }, NEW_PASSWORD);
    expect(login.body.result?.id).toBe(registered.body.result?.id);
    const recallAfter = await client.get(`/user/public/register/recall/info?uuid=${uuid}`);
    expect(recallAfter.body.result).toMatchObject({ recall_stage: 'commit_login' });
  });

  it('takes the hash without encrypt_* on the first register call, both on the password call', async () => {
    const sent = await sendEmailCode('hashed@example.com');
    const uuid = String(sent.body.result?.uuid);
    const verify = { uuid, email: 'hashed@example.com', emailverify: SANDBOX_CODE };

    const withEncrypted = await client.post('/user/public/register/info', {
      ...verify,
      password: sha256Hex(NEW_PASSWORD),
      ...encryptPasswordFields(NEW_PASSWORD),
    });
    expect(withEncrypted.body.ret_code).toBe(10001);
    expect(withEncrypted.body.ret_msg).toContain('encrypt_password');

    const first = await client.post('/user/public/register/info', {
      ...verify,
      password: sha256Hex(NEW_PASSWORD),
    });
    expect(first.body.ret_code).toBe(0);
    expect(first.body.result).toMatchObject({ uuid, recall_stage: 'commit_password' });
    expect(first.body.token).toBeUndefined();

    const encryptedOnly = await client.post('/user/public/register/password', {
      uuid,
      ...encryptPasswordFields(NEW_PASSWORD),
    });
    expect(encryptedOnly.body.ret_code).toBe(10001);
    expect(encryptedOnly.body.ret_msg).toContain('password');

    const otherPassword = await client.post('/user/public/register/password', {
      uuid,
      password: sha256Hex('Other12345'),
      ...encryptPasswordFields('Other12345'),
    });
    expect(otherPassword.body.ret_code).toBe(10001);

    const registered = await client.post('/user/public/register/password', {
      uuid,
      password: sha256Hex(NEW_PASSWORD),
      ...encryptPasswordFields(NEW_PASSWORD),
    });
    expect(registered.body.ret_code).toBe(0);
    expect(registered.body.token).toBeDefined();
  });

  it('registers by phone in the older flow with the hashed and encrypted password', async () => {
    const sent = await client.post('/verify/register/mobile', {
      mobile: '7700900999',
      country_code: '44',
    });
    expect(sent.body.ret_code).toBe(0);

    const registered = await client.post('/register/mobile', {
      mobile: '7700900999',
      country_code: '44',
      smsverify: SANDBOX_CODE,
      password: sha256Hex(NEW_PASSWORD),
      ...encryptPasswordFields(NEW_PASSWORD),
    });
    expect(registered.body.ret_code).toBe(0);

    const login = await client.login({ mobile: '7700900999', country_code: '44' }, NEW_PASSWORD);
    expect(login.body.ret_code).toBe(0);
  });

  it('rejects a weak or mismatched password and a wrong code', async () => {
    await client.post('/verify/register/email', { email: 'weak@example.com' });
    const base = { email: 'weak@example.com', emailverify: SANDBOX_CODE };

    const weak = await client.post('/register/email', {
      ...base,
      ...encryptPasswordFields('short'),
    });
    expect(weak.body.ret_code).toBe(10001);

    const mismatch = await client.post('/register/email', {
      ...base,
      password: sha256Hex('Other12345'),
      ...encryptPasswordFields(NEW_PASSWORD),
    });
    expect(mismatch.body.ret_code).toBe(10001);

    const staleTimestamp = await client.post('/register/email', {
      ...base,
      ...encryptPasswordFields(NEW_PASSWORD, 1700000000000),
      encrypt_timestamp: '1700000000001',
    });
    expect(staleTimestamp.body.ret_code).toBe(10001);

    const wrongCode = await client.post('/user/public/register_compliance', {
      ...base,
      emailverify: SANDBOX_REJECTED_CODE,
      ...encryptPasswordFields(NEW_PASSWORD),
    });
    expect(wrongCode.body.ret_code).toBe(31025);
  });

  it('refuses an existing account, and a restricted visitor unless it is a waitlist sign-up', async () => {
    expect((await sendEmailCode('demo@example.com')).body.ret_code).toBe(31023);

    const restricted = { referer: 'http://localhost:5173/register?sandbox_ip_country=US' };
    const refused = await client.call('POST', '/user/public/register/send/verify/item', {
      headers: restricted,
      body: { email: 'visitor@example.com' },
    });
    expect(refused.body.ret_code).toBe(31018);

    const waitlist = await client.call('POST', '/user/public/register/send/verify/item', {
      headers: restricted,
      body: { email: 'visitor@example.com', is_fake: true },
    });
    expect(waitlist.body.ret_code).toBe(0);
  });

  it('asks risk… addresses for the security step before sending the code', async () => {
    const first = await sendEmailCode('risk-new@example.com');
    expect(first.body.result).toMatchObject({ risk_token_type: 'pass' });
    const riskToken = String(first.body.result?.risk_token);
    await client.post('/user/public/risk/verify', { risk_token: riskToken, code: SANDBOX_CODE });

    const retry = await sendEmailCode('risk-new@example.com', { risk_token: riskToken });
    expect(retry.body.result).toHaveProperty('uuid');
  });

  it('hands out a risk_token from default-intercept for scene 30002 only', async () => {
    const answer = await client.post('/user/public/risk/default-intercept', {
      sence: 30002,
      ext_info: { userName: 'risk-other@example.com' },
    });
    expect(answer.body.result).toMatchObject({ risk_token_type: 'pass' });
    const wrongScene = await client.post('/user/public/risk/default-intercept', {
      sence: 1,
      ext_info: { userName: 'x@example.com' },
    });
    expect(wrongScene.body.ret_code).toBe(10001);
  });

  it('activates by link: poll answers 1 until the link is opened, then 2', async () => {
    const sent = await sendEmailCode('linked@example.com', { verify_type: 2 });
    const uuid = String(sent.body.result?.uuid);
    const poll = () => client.get(`/user/public/register/verify/result?uuid=${uuid}&verify_code=2`);
    expect((await poll()).body.result).toEqual({ verify_result: 1 });

    const stateAnswer = await client.get('/__sandbox/state');
    const sentCodes = stateAnswer.body.result?.sentCodes as {
      uuid: string;
      activationLink?: string;
    }[];
    const link = sentCodes.find((entry) => entry.uuid === uuid)?.activationLink ?? '';
    expect(link).toContain(uuid);

    await client.get(link.replace('/x-api', ''));
    expect((await poll()).body.result).toEqual({ verify_result: 2 });
  });

  it('answers 3 for expired… addresses on the activation poll', async () => {
    const sent = await sendEmailCode('expired-link@example.com', { verify_type: 2 });
    const poll = await client.get(
      `/user/public/register/verify/result?uuid=${String(sent.body.result?.uuid)}`,
    );
    expect(poll.body.result).toEqual({ verify_result: 3 });
  });

  it('recalls the fixture sessions', async () => {
    const password = await client.get(
      `/user/public/register/recall/info?uuid=${RECALL_FIXTURES.commitPassword.uuid}`,
    );
    expect(password.body.result).toMatchObject({
      recall_stage: 'commit_password',
      login_name: RECALL_FIXTURES.commitPassword.email,
    });
    const login = await client.get(
      `/user/public/register/recall/info?uuid=${RECALL_FIXTURES.commitLogin.uuid}`,
    );
    expect(login.body.result).toMatchObject({ recall_stage: 'commit_login' });

    const finished = await client.post('/user/public/register/password', {
      uuid: RECALL_FIXTURES.commitPassword.uuid,
      password: sha256Hex(SANDBOX_PASSWORD),
      ...encryptPasswordFields(SANDBOX_PASSWORD),
    });
    expect(finished.body.ret_code).toBe(0);
  });

  it('checks referral codes by scene', async () => {
    const referral = await client.post('/s1/code/info', { code: 'SANDBOXREF', locale: 'en' });
    expect(referral.body.result).toMatchObject({ scene: 2, info: { success: true } });
    const affiliate = await client.post('/s1/code/info', { code: '12345', locale: 'en' });
    expect(affiliate.body.result).toMatchObject({ scene: 1 });
    const broker = await client.post('/s1/code/info', { code: 'BROKER01', locale: 'en' });
    expect(broker.body.result).toMatchObject({ scene: 3 });
    const unknown = await client.post('/s1/code/info', { code: 'NOPE', locale: 'en' });
    expect(unknown.body.result).toMatchObject({ info: { success: false } });
  });

  it('checks invite codes: valid with and without an inviter, expired, unknown, missing', async () => {
    const named = await client.post('/user/public/invite/check', { invite_code: 'invite2026' });
    expect(named.body).toMatchObject({
      ret_code: 0,
      result: { status: 'valid', inviter: { user_id: 10000001, nickname: 'Alice Sandbox' } },
    });
    const anonymous = await client.post('/user/public/invite/check', { invite_code: 'OPENINVITE' });
    expect(anonymous.body.result).toEqual({ status: 'valid' });
    const expired = await client.post('/user/public/invite/check', { invite_code: 'EXPIRED2025' });
    expect(expired.body.result).toEqual({ status: 'expired' });
    const unknown = await client.post('/user/public/invite/check', { invite_code: 'NOPE1234' });
    expect(unknown.body).toMatchObject({ ret_code: 0, result: { status: 'invalid' } });
    const missing = await client.post('/user/public/invite/check', {});
    expect(missing.body.ret_code).toBe(10001);
  });

  it('looks inviters up by user id: with a picture, without one, unknown, malformed', async () => {
    const alice = await client.post('/user/public/inviter/avatar', { user_id: '10000001' });
    expect(alice.body).toMatchObject({
      ret_code: 0,
      result: { user_id: 10000001, headimg: expect.stringMatching(/\.svg$/) },
    });
    const bob = await client.post('/user/public/inviter/avatar', { user_id: '10000002' });
    expect(bob.body.result).toEqual({ user_id: 10000002, headimg: '' });
    const nobody = await client.post('/user/public/inviter/avatar', { user_id: '42' });
    expect(nobody.body).toMatchObject({ ret_code: 0, result: { user_id: 42, headimg: '' } });
    const bad = await client.post('/user/public/inviter/avatar', { user_id: 'alice' });
    expect(bad.body.ret_code).toBe(10001);
  });

  it('answers the registration permission check: allow, ip_ban for is_visible 0, ip_limit by IP', async () => {
    const allowed = await client.get('/register/permission_v2');
    expect(allowed.body.result).toMatchObject({ status: 'allow', ip: '203.0.113.7' });

    const banned = await client.call('GET', '/register/permission_v2', {
      headers: { referer: 'http://localhost:5173/register?sandbox_ip_country=US' },
    });
    expect(banned.body.result).toMatchObject({ status: 'ip_ban', country: 'US' });

    const visitor = await client.get('/__sandbox/visitor?ip=198.51.100.20');
    const cookie = cookieFrom(visitor, 'sandbox_visitor') ?? '';
    const limited = await client.call('GET', '/register/permission_v2', { headers: { cookie } });
    expect(limited.body.result).toMatchObject({ status: 'ip_limit', ip: '198.51.100.20' });
  });

  it('refuses Chinese e-mail providers with 20100 and keeps 225 numbers with their leading 0', async () => {
    expect((await sendEmailCode('someone@qq.com')).body.ret_code).toBe(20100);
    expect((await sendEmailCode('someone@163.com')).body.ret_code).toBe(20100);

    const ivorian = await client.post('/user/public/register/send/verify/item', {
      mobile: '0712345678',
      country_code: '225',
      login_type: 3,
    });
    expect(ivorian.body.ret_code).toBe(0);
    const british = await client.post('/user/public/register/send/verify/item', {
      mobile: '07700900123',
      country_code: '44',
      login_type: 3,
    });
    expect(british.body.ret_code).toBe(10001);
  });

  it('records registration calls with their tx-id and entry headers, but not the poll', async () => {
    const sent = await client.call('POST', '/user/public/register/send/verify/item', {
      headers: { 'tx-id': 'tx-1', entry: 'page' },
      body: { email: 'recorded@example.com', verify_type: 2, login_type: 2 },
    });
    await client.get(`/user/public/register/verify/result?uuid=${String(sent.body.result?.uuid)}`);
    const state = await client.get('/__sandbox/state');
    const recorded = state.body.result?.registrationRequests as {
      path: string;
      fields: Record<string, unknown>;
      headers: { txId: string | null; entry: string | null };
    }[];
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      path: '/user/public/register/send/verify/item',
      fields: { email: 'recorded@example.com', verify_type: 2 },
      headers: { txId: 'tx-1', entry: 'page' },
    });
  });

  it('lists sent codes and links in the mailbox page, and activates by link for a browser', async () => {
    await sendEmailCode('coded@example.com');
    const linked = await sendEmailCode('mailbox-link@example.com', { verify_type: 2 });
    const uuid = String(linked.body.result?.uuid);

    const html = { accept: 'text/html' };
    const mailbox = await client.call('GET', '/__sandbox/mailbox', { headers: html });
    expect(mailbox.status).toBe(200);
    expect(mailbox.headers.get('content-type')).toContain('text/html');
    expect(mailbox.text).toContain('coded@example.com');
    expect(mailbox.text).toContain('<code>123456</code>');
    expect(mailbox.text).toContain(`href="/x-api/__sandbox/activate?uuid=${uuid}"`);

    const filtered = await client.call('GET', '/__sandbox/mailbox?to=coded@example.com', {
      headers: html,
    });
    expect(filtered.text).toContain('coded@example.com');
    expect(filtered.text).not.toContain('mailbox-link@example.com');

    const page = await client.call('GET', `/__sandbox/activate?uuid=${uuid}`, { headers: html });
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('E-mail address confirmed');
    const poll = await client.get(`/user/public/register/verify/result?uuid=${uuid}`);
    expect(poll.body.result).toEqual({ verify_result: 2 });
  });
}
