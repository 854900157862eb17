import { DEMO_ACCOUNT, SANDBOX_PASSWORD } from '../../fixtures/accounts';
import { SANDBOX_CODE } from '../../fixtures/codes';
import type { SandboxMiniAppUser } from '../../fixtures/mini-app-users';
import { findMiniAppUser } from '../../fixtures/mini-app-users';
import type { SandboxHarness } from '../../test-support/sandbox-harness';
import { buildMiniAppInitData } from '../mini-app-launch-data';
import { chatIdentityJson } from './chat-identity-json';

const ORIGIN = 'http://localhost:5173';
const TG_BOUND = 'tg-bound@example.com';
const AUTH_EXPIRED = 40004;
const RETRY = 400607;

function miniAppUser(key: string): SandboxMiniAppUser {
  const user = findMiniAppUser(key);
  if (!user) throw new Error(`No mini app user ${key}`);
  return user;
}

/**
 * The mini app's calls (docs/mini-app.md, "The calls and their answers"; docs/sandbox.md, "The
 * Telegram mini app"): the chat identity on the sign-in calls, bind status, bind (security step,
 * scripted users, telegramAlreadyBind), one_people_bind/set, unbind and the campaign task.
 */
export function chatAppContract({ client, state }: SandboxHarness): void {
  beforeEach(async () => {
    await client.post('/__sandbox/reset');
  });

  const nowSeconds = () => Math.floor(state().settings.now() / 1000);
  const initData = (key: string, options: { stale?: boolean; tampered?: boolean } = {}) =>
    buildMiniAppInitData({
      user: miniAppUser(key),
      origin: ORIGIN,
      nowSeconds: nowSeconds(),
      ...options,
    });
  const identity = (key: string, options: { stale?: boolean; tampered?: boolean } = {}) =>
    chatIdentityJson(initData(key, options));

  const signIn = async (email: string) => {
    const answer = await client.login({ email }, SANDBOX_PASSWORD);
    expect(answer.body.ret_code).toBe(0);
    return { usertoken: String(answer.body.token) };
  };
  const bindStatus = async (headers: Record<string, string>) =>
    (await client.get('/user/private/telegram-bind-status', { headers })).body;
  const bind = (headers: Record<string, string>, body: Record<string, unknown>) =>
    client.post('/user/private/bind/telegram', body, { headers });
  const passRiskStep = async (riskToken: string) => {
    const verified = await client.post('/user/public/risk/verify', {
      risk_token: riskToken,
      code: SANDBOX_CODE,
    });
    expect(verified.body.ret_code).toBe(0);
  };
  /** The whole bind of `key` by the signed-in account: the security step, then the link. */
  const bindWithRiskStep = async (headers: Record<string, string>, key: string) => {
    const asked = await bind(headers, { telegram_callback_mini: identity(key) });
    expect(asked.body.result).toEqual({
      risk_token: expect.any(String),
      risk_token_type: 'pass',
    });
    const riskToken = String(asked.body.result?.risk_token);
    await passRiskStep(riskToken);
    return bind(headers, { telegram_callback_mini: identity(key), risk_token: riskToken });
  };

  describe('the chat identity on the sign-in calls', () => {
    it('logs in with a valid identity and links nothing', async () => {
      const answer = await client.login({ email: DEMO_ACCOUNT.email }, SANDBOX_PASSWORD, {
        telegram_callback_mini: identity('unlinked'),
      });
      expect(answer.body.ret_code).toBe(0);
      expect(answer.body.token).toBeTruthy();
      expect(await bindStatus({ usertoken: String(answer.body.token) })).toMatchObject({
        result: { bind_status: 0 },
      });
    });

    it('a web login with telegram_callback links there and then, and says how it went', async () => {
      const taken = await client.login({ email: DEMO_ACCOUNT.email }, SANDBOX_PASSWORD, {
        telegram_callback: identity('bound'),
      });
      expect(String(taken.body.result?.tg_bind_result)).toMatch(/^telegramAlreadyBind\|/);
      const stale = await client.login({ email: DEMO_ACCOUNT.email }, SANDBOX_PASSWORD, {
        telegram_callback: identity('unlinked', { stale: true }),
      });
      expect(String(stale.body.result?.tg_bind_result)).toMatch(/^1001\|/);
      const linked = await client.login({ email: DEMO_ACCOUNT.email }, SANDBOX_PASSWORD, {
        telegram_callback: identity('unlinked'),
      });
      expect(linked.body.result?.tg_bind_result).toBe('success');
      expect(await bindStatus({ usertoken: String(linked.body.token) })).toMatchObject({
        result: { bind_status: 1 },
      });
    });

    it('refuses a tampered, stale or mismatched identity with 40004 before the password', async () => {
      for (const [callback, reason] of [
        [identity('unlinked', { tampered: true }), /hash does not match/],
        [identity('unlinked', { stale: true }), /older than 86400 s/],
        [chatIdentityJson(initData('unlinked'), { id: '700000001' }), /user id as text/],
        [chatIdentityJson(initData('unlinked'), { id: 700000002 }), /user id as text/],
        ['not json', /not a JSON object/],
        [JSON.stringify({ id: '700000002' }), /init_data is missing/],
      ] as const) {
        const answer = await client.login({ email: DEMO_ACCOUNT.email }, 'wrong password', {
          telegram_callback_mini: callback,
        });
        expect(answer.body.ret_code).toBe(AUTH_EXPIRED);
        expect(answer.body.ret_msg).toMatch(
          /^Telegram authorisation expired or invalid: reopen the mini app \(/,
        );
        expect(answer.body.ret_msg).toMatch(reason);
      }
      // Nothing was counted against the account.
      expect(state().passwordErrors.size).toBe(0);
    });

    it('checks it on the registration send-code and register calls', async () => {
      const stale = identity('unlinked', { stale: true });
      const send = await client.post('/user/public/register/send/verify/item', {
        email: 'mini-new@example.com',
        verify_type: 1,
        login_type: 2,
        telegram_callback_mini: stale,
      });
      expect(send.body.ret_code).toBe(AUTH_EXPIRED);
      const register = await client.post('/user/public/register/info', {
        uuid: 'any',
        telegram_callback_mini: stale,
      });
      expect(register.body.ret_code).toBe(AUTH_EXPIRED);

      const valid = await client.post('/user/public/register/send/verify/item', {
        email: 'mini-new@example.com',
        verify_type: 1,
        login_type: 2,
        telegram_callback_mini: identity('unlinked'),
      });
      expect(valid.body.ret_code).toBe(0);
    });

    it('refuses it on the third-party login before reading anything else', async () => {
      const answer = await client.post('/user/public/login/thirdparty', {
        telegram_callback_mini: identity('unlinked', { tampered: true }),
      });
      expect(answer.body.ret_code).toBe(AUTH_EXPIRED);
      const valid = await client.post('/user/public/login/thirdparty', {
        telegram_callback_mini: identity('unlinked'),
      });
      // Past the identity: the ordinary checks of the body.
      expect(valid.body).toMatchObject({
        ret_code: 10001,
        ret_msg: expect.stringMatching(/token_type/),
      });
    });

    it('takes the init data as the Telegram credential: a linked user logs in, an unlinked one is told 1004', async () => {
      const thirdParty = (key: string) =>
        client.post('/user/public/login/thirdparty', {
          token_type: 'telegram',
          token: initData(key),
          telegram_callback_mini: identity(key),
          risk_ext: { version: 0 },
          location_link: ORIGIN,
        });
      const linked = await thirdParty('bound');
      expect(linked.body).toMatchObject({ ret_code: 0, result: { use_thirdparty: 2 } });
      const unlinked = await thirdParty('unlinked');
      expect(unlinked.body.ret_code).toBe(0);
      expect(unlinked.body.result).not.toHaveProperty('use_thirdparty');
      expect(String(unlinked.body.result?.tg_bind_result)).toMatch(/^1004\|/);
      const tampered = await client.post('/user/public/login/thirdparty', {
        token_type: 'telegram',
        token: initData('unlinked', { tampered: true }),
        risk_ext: { version: 0 },
        location_link: ORIGIN,
      });
      expect(tampered.body.ret_code).toBe(10001);
    });
  });

  describe('bind status, bind, one_people_bind/set and unbind', () => {
    it('needs a session (10007), and the bind calls an identity (40004)', async () => {
      expect((await bindStatus({})).ret_code).toBe(10007);
      expect((await bind({}, { telegram_callback_mini: identity('unlinked') })).body.ret_code).toBe(
        10007,
      );
      const demo = await signIn(DEMO_ACCOUNT.email);
      expect((await bind(demo, {})).body.ret_code).toBe(AUTH_EXPIRED);
      const moved = await client.post(
        '/user/private/one_people_bind/set',
        { telegram_callback_mini: identity('bound', { stale: true }) },
        { headers: demo },
      );
      expect(moved.body.ret_code).toBe(AUTH_EXPIRED);
    });

    it('answers bind_status 0 for demo and 1 for tg-bound', async () => {
      expect(await bindStatus(await signIn(DEMO_ACCOUNT.email))).toMatchObject({
        ret_code: 0,
        result: { bind_status: 0 },
      });
      expect((await bindStatus(await signIn(TG_BOUND))).result).toEqual({ bind_status: 1 });
    });

    it('binds demo to an unlinked user: the security step first, then the link', async () => {
      const demo = await signIn(DEMO_ACCOUNT.email);
      // An unverified risk_token is asked again.
      const asked = await bind(demo, { telegram_callback_mini: identity('unlinked') });
      const unverified = await bind(demo, {
        telegram_callback_mini: identity('unlinked'),
        risk_token: String(asked.body.result?.risk_token),
      });
      expect(unverified.body.result).toMatchObject({ risk_token_type: 'pass' });

      const done = await bindWithRiskStep(demo, 'unlinked');
      expect(done.body).toMatchObject({
        ret_code: 0,
        result: { bind_status: 1, tg_bind_result: 'success' },
      });
      expect((await bindStatus(demo)).result).toEqual({ bind_status: 1 });
      const snapshot = await client.get('/__sandbox/state');
      expect(snapshot.body.result?.telegramLinks).toContainEqual({
        telegramUserId: 700000002,
        accountKey: DEMO_ACCOUNT.email,
      });
      // Binding the same user again is a success without a second security step.
      const again = await bind(demo, { telegram_callback_mini: identity('unlinked') });
      expect(again.body.result).toEqual({ bind_status: 1, tg_bind_result: 'success' });
    });

    it('answers telegramAlreadyBind for a Telegram user linked to another account', async () => {
      const demo = await signIn(DEMO_ACCOUNT.email);
      const answer = await bind(demo, { telegram_callback_mini: identity('bound') });
      expect(answer.body.result).toEqual({
        bind_status: 0,
        tg_bind_result:
          'telegramAlreadyBind|This Telegram account is already linked to another account',
      });
    });

    it('answers the scripted failure status of a failure user', async () => {
      const demo = await signIn(DEMO_ACCOUNT.email);
      for (const [key, status] of [
        ['fails-1001', '1001'],
        ['fails-telegramLinkSystemError', 'telegramLinkSystemError'],
      ] as const) {
        const answer = await bind(demo, { telegram_callback_mini: identity(key) });
        expect(answer.body.ret_code).toBe(0);
        expect(answer.body.result).toEqual({
          bind_status: 0,
          tg_bind_result: expect.stringMatching(new RegExp(`^${status}\\|\\w`)),
        });
      }
      expect((await bindStatus(demo)).result).toEqual({ bind_status: 0 });
    });

    it('answers 400607 twice for retry-twice, then links; always for retry-always', async () => {
      const demo = await signIn(DEMO_ACCOUNT.email);
      // Demo passes the security step once, with another user, and unbinds again.
      await bindWithRiskStep(demo, 'unlinked');
      await client.post('/user/private/unbind/telegram', {}, { headers: demo });

      const codes: number[] = [];
      for (let call = 0; call < 3; call++) {
        const answer = await bind(demo, { telegram_callback_mini: identity('retry-twice') });
        codes.push(Number(answer.body.ret_code));
        if (call === 2)
          expect(answer.body.result).toEqual({ bind_status: 1, tg_bind_result: 'success' });
      }
      expect(codes).toEqual([RETRY, RETRY, 0]);

      for (let call = 0; call < 4; call++) {
        const answer = await bind(demo, { telegram_callback_mini: identity('retry-always') });
        expect(answer.body.ret_code).toBe(RETRY);
      }
    });

    it('moves a link with one_people_bind/set, and unbinds', async () => {
      const demo = await signIn(DEMO_ACCOUNT.email);
      const tgBound = await signIn(TG_BOUND);
      const moved = await client.post(
        '/user/private/one_people_bind/set',
        { telegram_callback_mini: identity('bound') },
        { headers: demo },
      );
      expect(moved.body.result).toEqual({ bind_status: 1, tg_bind_result: 'success' });
      expect((await bindStatus(demo)).result).toEqual({ bind_status: 1 });
      expect((await bindStatus(tgBound)).result).toEqual({ bind_status: 0 });

      const unbound = await client.post('/user/private/unbind/telegram', {}, { headers: demo });
      expect(unbound.body).toMatchObject({ ret_code: 0, result: { bind_status: 0 } });
      expect((await bindStatus(demo)).result).toEqual({ bind_status: 0 });

      // A reset brings the seeded link back.
      await client.post('/__sandbox/reset');
      expect((await bindStatus(await signIn(TG_BOUND))).result).toEqual({ bind_status: 1 });
    });
  });

  describe('complete_task', () => {
    const completeTask = (
      headers: Record<string, string>,
      body: Record<string, unknown> = { campaignId: 1001, taskId: 7 },
    ) => client.post('/fht/growth/miniapp/task/v1/complete_task', body, { headers });

    it('needs a session and a valid x-chat-token (40004)', async () => {
      expect((await completeTask({ 'x-chat-token': initData('unlinked') })).body.ret_code).toBe(
        10007,
      );
      const demo = await signIn(DEMO_ACCOUNT.email);
      expect((await completeTask(demo)).body.ret_code).toBe(AUTH_EXPIRED);
      for (const options of [{ tampered: true }, { stale: true }]) {
        const answer = await completeTask({
          ...demo,
          'x-chat-token': initData('unlinked', options),
        });
        expect(answer.body.ret_code).toBe(AUTH_EXPIRED);
        expect(answer.body.ret_msg).toMatch(/x-chat-token/);
      }
    });

    it('completes a campaign task, first_time once; an unknown one answers 10001', async () => {
      const headers = {
        ...(await signIn(DEMO_ACCOUNT.email)),
        'x-chat-token': initData('unlinked'),
      };
      const first = await completeTask(headers);
      expect(first.body).toMatchObject({
        ret_code: 0,
        result: { campaignId: 1001, taskId: 7, completed: true, first_time: true },
      });
      const again = await completeTask(headers, { campaignId: '1001', taskId: '7' });
      expect(again.body.result).toMatchObject({ completed: true, first_time: false });
      const other = await completeTask(headers, { campaignId: 1001, taskId: 8 });
      expect(other.body.result).toMatchObject({ taskId: 8, first_time: true });

      for (const body of [
        { campaignId: 1001, taskId: 9 },
        { campaignId: 1002, taskId: 7 },
        { campaignId: 1001 },
        { campaignId: 'x', taskId: 7 },
      ]) {
        expect((await completeTask(headers, body)).body.ret_code).toBe(10001);
      }
      const snapshot = await client.get('/__sandbox/state');
      const chatApp = snapshot.body.result?.chatApp as { taskCompletions: unknown[] };
      expect(chatApp.taskCompletions).toEqual([
        expect.objectContaining({
          accountKey: DEMO_ACCOUNT.email,
          telegramUserId: 700000002,
          taskId: 7,
        }),
        expect.objectContaining({ taskId: 8 }),
      ]);
    });
  });
}
