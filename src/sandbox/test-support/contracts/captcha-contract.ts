import { DEMO_ACCOUNT, SANDBOX_PASSWORD } from '../../fixtures/accounts';
import { SANDBOX_RET_CODES } from '../../ret-codes';
import type { SandboxHarness } from '../sandbox-harness';

type Puzzle = {
  id: string;
  kind: 'slider' | 'pictures';
  gapX?: number;
  target?: string;
  tiles?: { id: string; picture: string }[];
};

/**
 * The captcha side of the sandbox: the QA modes, the stand-ins' back end (challenge, solve) and
 * the login and send-code checks of what a captcha handed out (docs/sandbox.md, 'Captcha').
 */
export function captchaContract({ client }: SandboxHarness): void {
  beforeEach(async () => {
    await client.post('/__sandbox/reset');
  });

  async function challenge(provider: string, extra: Record<string, unknown> = {}, headers = {}) {
    const answer = await client.post(
      '/__sandbox/captcha/challenge',
      { provider, ...extra },
      { headers },
    );
    expect(answer.body.ret_code).toBe(0);
    return answer.body.result as {
      challenge?: Puzzle;
      auto?: boolean;
      token?: string;
      randstr?: string;
    };
  }

  function rightAnswer(puzzle: Puzzle): Record<string, unknown> {
    if (puzzle.kind === 'slider') return { x: puzzle.gapX };
    return { tiles: puzzle.tiles?.filter((t) => t.picture === puzzle.target).map((t) => t.id) };
  }

  async function solve(puzzle: Puzzle, answer = rightAnswer(puzzle), headers = {}) {
    const reply = await client.post(
      '/__sandbox/captcha/solve',
      { id: puzzle.id, ...answer },
      { headers },
    );
    expect(reply.body.ret_code).toBe(0);
    return reply.body.result as {
      passed: boolean;
      token?: string;
      randstr?: string;
      retry?: boolean;
      rejected?: boolean;
    };
  }

  async function tokenFor(provider: string, extra: Record<string, unknown> = {}) {
    const { challenge: puzzle } = await challenge(provider, extra);
    const solved = await solve(puzzle!);
    expect(solved.passed).toBe(true);
    return { token: solved.token!, randstr: solved.randstr! };
  }

  const login = (extra: Record<string, unknown>) =>
    client.login({ username: DEMO_ACCOUNT.email }, SANDBOX_PASSWORD, extra);

  it('hands out a slider puzzle; a wrong answer asks for a new one, the right one a token', async () => {
    const { challenge: puzzle } = await challenge('magpie', { scene: '31000' });
    expect(puzzle).toMatchObject({ kind: 'slider', trackWidth: 280, pieceWidth: 44 });
    expect(await solve(puzzle!, { x: puzzle!.gapX! + 40 })).toEqual({ passed: false, retry: true });
    // The challenge took its one answer.
    const again = await client.post('/__sandbox/captcha/solve', {
      id: puzzle!.id,
      x: puzzle!.gapX,
    });
    expect(again.body.ret_code).toBe(SANDBOX_RET_CODES.invalidParameters);

    const { token } = await tokenFor('magpie', { scene: '31000' });
    expect(token).toMatch(/^magpie-/);
  });

  it('accepts a new-captcha token at login once; a made-up or reused one gets 31026', async () => {
    const { token } = await tokenFor('magpie', { scene: '31000' });
    const info = { magpie_verify_info: { token, scene: '31000' } };
    expect((await login(info)).body.ret_code).toBe(0);
    expect((await login(info)).body.ret_code).toBe(SANDBOX_RET_CODES.captchaFailed);
    expect(SANDBOX_RET_CODES.captchaFailed).toBe(31026);
    const madeUp = await login({ magpie_verify_info: { token: 'magpie-0000', scene: '31000' } });
    expect(madeUp.body.ret_code).toBe(31026);
  });

  it('checks the scene a new-captcha token was issued for', async () => {
    const { token } = await tokenFor('magpie', { scene: '31004' });
    const answer = await login({ magpie_verify_info: { token, scene: '31000' } });
    expect(answer.body.ret_code).toBe(31026);
  });

  it("takes the new captcha's quality from 1 to 100 and refuses any other", async () => {
    const { challenge: puzzle } = await challenge('magpie', { scene: '31000', quality: 50 });
    expect(puzzle).toMatchObject({ kind: 'slider', quality: 50 });
    for (const quality of [1, 100]) {
      expect((await challenge('magpie', { scene: '31000', quality })).challenge).toMatchObject({
        quality,
      });
    }
    for (const quality of [0, 101, 50.5]) {
      const refused = await client.post('/__sandbox/captcha/challenge', {
        provider: 'magpie',
        scene: '31000',
        quality,
      });
      expect(refused.body).toMatchObject({
        ret_code: SANDBOX_RET_CODES.invalidParameters,
        ret_msg: `quality must be a whole number from 1 to 100, not ${quality}`,
      });
    }
  });

  it("checks Geetest's challenge, validate and seccode together", async () => {
    const { token } = await tokenFor('geecaptcha', { challenge: 'challenge-1' });
    const fields = {
      type: 'geecaptcha',
      key_version: 'v2',
      geetest_challenge: 'challenge-1',
      geetest_validate: token,
      geetest_seccode: `${token}|jordan`,
    };
    expect((await login({ ...fields, geetest_challenge: 'other' })).body.ret_code).toBe(31026);
    expect((await login({ ...fields, geetest_seccode: 'wrong' })).body.ret_code).toBe(31026);
    expect((await login(fields)).body.ret_code).toBe(0);
  });

  it('checks the QQ ticket with its randstr, and the reCAPTCHA response', async () => {
    const qq = await tokenFor('qqcaptcha');
    const qqFields = { type: 'qqcatpcha', key_version: 'v2', ticket: qq.token };
    expect((await login({ ...qqFields, randstr: '@nope' })).body.ret_code).toBe(31026);
    expect((await login({ ...qqFields, randstr: qq.randstr })).body.ret_code).toBe(0);

    const { challenge: pictures } = await challenge('recaptcha');
    expect(pictures).toMatchObject({ kind: 'pictures', target: expect.any(String) });
    expect(pictures!.tiles).toHaveLength(9);
    expect(await solve(pictures!, { tiles: [] })).toMatchObject({ passed: false, retry: true });
    const recaptcha = await tokenFor('recaptcha');
    const answer = await login({ type: 'recaptcha', g_recaptcha_response: recaptcha.token });
    expect(answer.body.ret_code).toBe(0);
  });

  it('needs no captcha on a login without captcha fields, nor on a follow-up with risk_token', async () => {
    expect((await login({})).body.ret_code).toBe(0);
    const followUp = await login({
      risk_token: 'risk-unknown',
      magpie_verify_info: { token: 'used-before', scene: '31000' },
    });
    expect(followUp.body.ret_code).toBe(0);
  });

  it('checks the captcha result of a send-code call', async () => {
    const madeUp = await client.post('/user/public/register/send/verify/item', {
      email: 'captcha-new@example.com',
      verify_type: 1,
      login_type: 2,
      magpie_verify_info: { token: 'made-up', scene: '31004' },
    });
    expect(madeUp.body.ret_code).toBe(31026);
    const { token } = await tokenFor('magpie', { scene: '31004' });
    const sent = await client.post('/user/public/register/send/verify/item', {
      email: 'captcha-new@example.com',
      verify_type: 1,
      login_type: 2,
      magpie_verify_info: { token, scene: '31004' },
    });
    expect(sent.body.ret_code).toBe(0);
  });

  it('sets, shows and clears modes with the control endpoint', async () => {
    const set = await client.post('/__sandbox/captcha', {
      provider: 'geecaptcha',
      mode: 'load-fail',
    });
    expect(set.body.result).toMatchObject({
      controlled: { geecaptcha: 'load-fail' },
      effective: { magpie: 'ok', geecaptcha: 'load-fail', recaptcha: 'ok', qqcaptcha: 'ok' },
    });
    await client.post('/__sandbox/captcha', { mode: 'auto' });
    const shown = await client.get('/__sandbox/captcha');
    expect(shown.body.result).toMatchObject({
      effective: { magpie: 'auto', geecaptcha: 'load-fail' },
    });
    const bad = await client.post('/__sandbox/captcha', { provider: 'hcaptcha', mode: 'ok' });
    expect(bad.body.ret_code).toBe(SANDBOX_RET_CODES.invalidParameters);
    const badMode = await client.post('/__sandbox/captcha', {
      provider: 'magpie',
      mode: 'sometimes',
    });
    expect(badMode.body.ret_code).toBe(SANDBOX_RET_CODES.invalidParameters);

    await client.call('DELETE', '/__sandbox/captcha');
    expect((await client.get('/__sandbox/captcha')).body.result).toMatchObject({ controlled: {} });
  });

  it('passes at once in auto mode and refuses every answer in reject mode', async () => {
    await client.post('/__sandbox/captcha', { provider: 'magpie', mode: 'auto' });
    const auto = await challenge('magpie', { scene: '31000' });
    expect(auto).toMatchObject({ auto: true, token: expect.stringMatching(/^magpie-/) });
    expect(
      (await login({ magpie_verify_info: { token: auto.token, scene: '31000' } })).body.ret_code,
    ).toBe(0);

    await client.post('/__sandbox/captcha', { provider: 'geecaptcha', mode: 'reject' });
    const { challenge: puzzle } = await challenge('geecaptcha');
    expect(await solve(puzzle!)).toEqual({ passed: false, rejected: true });
  });

  it('reads the mode from the page parameter sandbox_captcha (the Referer), over the control', async () => {
    await client.post('/__sandbox/captcha', { provider: 'magpie', mode: 'auto' });
    const page = {
      referer: 'http://localhost:5173/login?sandbox_captcha=magpie:reject,recaptcha:auto',
    };
    const { challenge: puzzle } = await challenge('magpie', {}, page);
    expect(await solve(puzzle!, undefined, page)).toEqual({ passed: false, rejected: true });
    expect(await challenge('recaptcha', {}, page)).toMatchObject({ auto: true });
    const shown = await client.get('/__sandbox/captcha', { headers: page });
    expect(shown.body.result).toMatchObject({
      effective: { magpie: 'reject', recaptcha: 'auto', geecaptcha: 'ok' },
    });
  });

  it("answers the risk step of a given risk_token (the modal's fetch) instead of a new one", async () => {
    const first = await client.login({ username: 'risk@example.com' }, SANDBOX_PASSWORD);
    const riskToken = String(first.body.result?.risk_token);
    const step = await client.post('/user/public/risk/default-intercept', {
      sence: 30002,
      ext_info: { risk_token: riskToken, userName: '7700900003', countyCode: '44' },
    });
    expect(step.body.result).toEqual({ risk_token: riskToken, risk_token_type: 'pass' });
  });
}
