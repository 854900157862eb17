import { loginRequestBody, type LoginInput, type LoginResult } from '@/api/endpoints/login';
import type { ApiResult } from '@/api/request';
import {
  MAX_RISK_ROUNDS,
  WRONG_PASSWORD_LIMIT,
  callerDialog,
  submitPasswordLogin,
  type LoginFlowDeps,
} from './submit-login';
import { RETRIEVE_PATH } from '../screen/retrieve-path';

function answer(
  retCode: number,
  result: LoginResult & Record<string, unknown> = {},
  retMsg = retCode === 0 ? 'OK' : 'error',
): ApiResult<LoginResult> {
  return {
    retCode,
    retMsg,
    result: retCode === 0 ? (result as LoginResult) : undefined,
    rawResult: result,
    token: retCode === 0 ? 'token' : undefined,
    currentSite: undefined,
    successLike: false,
  };
}

function deps(overrides: Partial<LoginFlowDeps> = {}): LoginFlowDeps {
  return {
    captchaScene: 'login',
    retrievePath: RETRIEVE_PATH,
    runCaptcha: vi.fn(async () => ({
      kind: 'passed' as const,
      fields: { magpie_verify_info: { token: 'cap', scene: '31000' } },
    })),
    callLogin: vi.fn(async () => answer(0, { id: '1001', country: 'GBR' })),
    askTwoFactorCode: vi.fn(async () => '123456'),
    changeTradingPassword: vi.fn(async () => ({ id: '1001', country: 'GBR' })),
    runRiskStep: vi.fn(async () => ({ kind: 'passed' as const, riskToken: 'risk-verified' })),
    showOverLimit: vi.fn(async () => undefined),
    runBanFlow: vi.fn(async () => undefined),
    fetchProfile: vi.fn(async () => ({ id: '1001' })),
    markGrayRelease: vi.fn(async () => undefined),
    openCatalogueDialog: vi.fn(async () => 'confirm' as const),
    offerSiteJump: vi.fn(async () => 'stayed' as const),
    confirmResidence: vi.fn(async () => 'stayed' as const),
    destination: () => '/en/dashboard',
    guideDestination: (guideType: string) => `/guide/${guideType}`,
    goTo: vi.fn(),
    ...overrides,
  };
}

const input: LoginInput = { username: 'demo@example.com', password: 'Sandbox123' };
const loginCalls = (d: LoginFlowDeps) => vi.mocked(d.callLogin).mock.calls.map(([call]) => call);

describe('submitPasswordLogin: captcha first', () => {
  it('runs the scene captcha for the login name and merges its fields into the request', async () => {
    const d = deps({ captchaScene: 'turkeyLogin' });
    await submitPasswordLogin(d, input);
    expect(d.runCaptcha).toHaveBeenCalledWith({
      scene: 'turkeyLogin',
      loginName: 'demo@example.com',
    });
    expect(await loginRequestBody(loginCalls(d)[0]!)).toMatchObject({
      username: 'demo@example.com',
      magpie_verify_info: { token: 'cap', scene: '31000' },
    });
  });

  it.each([
    ['cancelled', 'captchaCancelled'],
    ['unavailable', 'captchaUnavailable'],
  ] as const)('stops without calling /login when the captcha is %s', async (kind, reason) => {
    const d = deps({ runCaptcha: vi.fn(async () => ({ kind })) });
    await expect(submitPasswordLogin(d, input)).resolves.toEqual({ kind: 'stopped', reason });
    expect(d.callLogin).not.toHaveBeenCalled();
    expect(d.goTo).not.toHaveBeenCalled();
  });
});

describe('submitPasswordLogin: result handling in the spec order', () => {
  it('fetches the profile, flags the gray release for its id, and goes to the destination on success', async () => {
    const d = deps();
    await expect(submitPasswordLogin(d, input)).resolves.toEqual({
      kind: 'success',
      userId: '1001',
      destination: '/en/dashboard',
    });
    expect(d.fetchProfile).toHaveBeenCalledOnce();
    expect(d.markGrayRelease).toHaveBeenCalledWith('1001');
    // Before the page is left: the flag must be stored for the destination to read it.
    expect(vi.mocked(d.markGrayRelease).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(d.goTo).mock.invocationCallOrder[0]!,
    );
    expect(d.offerSiteJump).toHaveBeenCalledWith('GBR');
    expect(d.confirmResidence).toHaveBeenCalledOnce();
    expect(d.goTo).toHaveBeenCalledWith('/en/dashboard');
  });

  it('sends pre_action 1 to the retrieve page before anything else', async () => {
    const d = deps({
      retrievePath: '/app/user/retrieve?from=oauth',
      callLogin: vi.fn(async () =>
        answer(0, { pre_action: 1, google2fa_secret: 'S', risk_token: 'r' }),
      ),
    });
    await expect(submitPasswordLogin(d, input)).resolves.toEqual({ kind: 'retrieve' });
    expect(d.goTo).toHaveBeenCalledWith('/app/user/retrieve?from=oauth');
    expect(d.askTwoFactorCode).not.toHaveBeenCalled();
    expect(d.fetchProfile).not.toHaveBeenCalled();
  });

  it('opens the two-factor panel and repeats the login with google2fa', async () => {
    const callLogin = vi
      .fn()
      .mockResolvedValueOnce(answer(0, { id: '1001', google2fa_secret: 'SECRET' }))
      .mockResolvedValueOnce(answer(0, { id: '1001' }));
    const d = deps({ callLogin });
    await expect(submitPasswordLogin(d, input)).resolves.toMatchObject({ kind: 'success' });
    expect(d.askTwoFactorCode).toHaveBeenCalledWith({ rejected: false });
    expect(loginCalls(d)[1]).toMatchObject({ google2fa: '123456' });
  });

  it('asks again after a refused code and stops when the visitor goes back', async () => {
    const callLogin = vi
      .fn()
      .mockResolvedValueOnce(answer(0, { google2fa_secret: 'SECRET' }))
      .mockResolvedValueOnce(answer(31025, {}, 'Invalid verification code'));
    const askTwoFactorCode = vi.fn().mockResolvedValueOnce('000000').mockResolvedValueOnce(null);
    const d = deps({ callLogin, askTwoFactorCode });
    await expect(submitPasswordLogin(d, input)).resolves.toEqual({
      kind: 'stopped',
      reason: 'twoFactorCancelled',
    });
    expect(askTwoFactorCode).toHaveBeenNthCalledWith(2, { rejected: true });
    expect(d.goTo).not.toHaveBeenCalled();
  });

  it('runs the security step for a risk token, then retries with risk_token and proto_ver 2.1', async () => {
    const callLogin = vi
      .fn()
      .mockResolvedValueOnce(answer(0, { id: '1001', risk_token: 'r1', risk_token_type: 'pass' }))
      .mockResolvedValueOnce(answer(0, { id: '1001', country: 'GBR' }));
    const d = deps({
      callLogin,
      runCaptcha: vi.fn(async () => ({ kind: 'passed' as const, fields: {} })),
    });
    await expect(submitPasswordLogin(d, { ...input, countryCode: '44' })).resolves.toMatchObject({
      kind: 'success',
    });
    expect(d.runRiskStep).toHaveBeenCalledWith({
      riskToken: 'r1',
      riskTokenType: 'pass',
      userName: 'demo@example.com',
      countryCode: '44',
    });
    expect(await loginRequestBody(loginCalls(d)[1]!)).toMatchObject({
      risk_token: 'risk-verified',
      proto_ver: '2.1',
    });
    // A 'pass' token is no reason to offer another site before the security step.
    expect(d.offerSiteJump).toHaveBeenCalledOnce();
  });

  it.each([
    ['cancelled', 'riskCancelled'],
    ['failed', 'riskFailed'],
  ] as const)('stops when the security step is %s', async (kind, reason) => {
    const d = deps({
      callLogin: vi.fn(async () => answer(0, { id: '1', risk_token: 'r1' })),
      runRiskStep: vi.fn(async () => ({ kind })),
    });
    await expect(submitPasswordLogin(d, input)).resolves.toEqual({ kind: 'stopped', reason });
    expect(d.callLogin).toHaveBeenCalledOnce();
  });

  it(`gives up after ${MAX_RISK_ROUNDS} security steps that do not satisfy the server`, async () => {
    const d = deps({ callLogin: vi.fn(async () => answer(0, { id: '1', risk_token: 'again' })) });
    await expect(submitPasswordLogin(d, input)).resolves.toEqual({ kind: 'failed', code: null });
    expect(d.runRiskStep).toHaveBeenCalledTimes(MAX_RISK_ROUNDS);
  });

  it("offers the site switch before the security step for a 'guide' token with an id other than '0'", async () => {
    const order: string[] = [];
    const d = deps({
      callLogin: vi
        .fn()
        .mockResolvedValueOnce(
          answer(0, { id: '1001', country: 'NLD', risk_token: 'g', risk_token_type: 'guide' }),
        )
        .mockResolvedValueOnce(answer(0, { id: '1001', country: 'NLD' })),
      offerSiteJump: vi.fn(async () => {
        order.push('siteSwitch');
        return 'stayed' as const;
      }),
      runRiskStep: vi.fn(async () => {
        order.push('risk');
        return { kind: 'passed' as const, riskToken: 'ok' };
      }),
    });
    await expect(submitPasswordLogin(d, input)).resolves.toMatchObject({ kind: 'success' });
    // Offered once: the visitor who stayed is not asked again after the retry.
    expect(order).toEqual(['siteSwitch', 'risk']);
  });

  it('leaves for the other site when the visitor takes the switch', async () => {
    const d = deps({
      callLogin: vi.fn(async () =>
        answer(0, { id: '1001', country: 'NLD', risk_token: 'g', risk_token_type: 'guide' }),
      ),
      offerSiteJump: vi.fn(async () => 'left' as const),
    });
    await expect(submitPasswordLogin(d, input)).resolves.toEqual({ kind: 'siteJump' });
    expect(d.runRiskStep).not.toHaveBeenCalled();
  });

  it("skips the site switch for a 'guide' token with id '0'", async () => {
    const callLogin = vi
      .fn()
      .mockResolvedValueOnce(answer(0, { id: '0', risk_token: 'g', risk_token_type: 'guide' }))
      .mockResolvedValueOnce(answer(0, { id: '1001' }));
    const d = deps({ callLogin });
    await submitPasswordLogin(d, input);
    expect(d.runRiskStep).toHaveBeenCalledOnce();
    expect(d.offerSiteJump).toHaveBeenCalledOnce();
  });

  it.each([['guide_complete_kyc'], ['reject_guide_customer'], ['guide_security_setting']])(
    'redirects by the guide type %s after success',
    async (guideType) => {
      const d = deps({
        callLogin: vi.fn(async () => answer(0, { id: '1', guide_type: guideType })),
      });
      await expect(submitPasswordLogin(d, input)).resolves.toMatchObject({
        destination: `/guide/${guideType}`,
      });
    },
  );

  it("shows the upgrade modal first for a chat-bound login whose bind is not 'success'", async () => {
    const order: string[] = [];
    const d = deps({
      callLogin: vi.fn(async () => answer(0, { id: '1', tg_bind_result: '2|Already linked' })),
      openCatalogueDialog: vi.fn(async (name: string) => {
        order.push(name);
        return 'confirm' as const;
      }),
      offerSiteJump: vi.fn(async () => {
        order.push('siteJump');
        return 'stayed' as const;
      }),
    });
    await submitPasswordLogin(d, { ...input, telegramCallback: 'tg' });
    expect(order).toEqual(['upgrade', 'siteJump']);
    expect(d.openCatalogueDialog).toHaveBeenCalledWith(
      'upgrade',
      expect.objectContaining({ message: 'Already linked' }),
    );
  });

  it('shows no upgrade modal when the bind succeeded or the login is not chat-bound', async () => {
    const bound = deps({
      callLogin: vi.fn(async () => answer(0, { id: '1', tg_bind_result: 'success' })),
    });
    await submitPasswordLogin(bound, { ...input, telegramCallback: 'tg' });
    const plain = deps({
      callLogin: vi.fn(async () => answer(0, { id: '1', tg_bind_result: 'x' })),
    });
    await submitPasswordLogin(plain, input);
    expect(bound.openCatalogueDialog).not.toHaveBeenCalled();
    expect(plain.openCatalogueDialog).not.toHaveBeenCalled();
  });

  it('stops at the site jump or the residence confirmation when the visitor leaves', async () => {
    const jumped = deps({ offerSiteJump: vi.fn(async () => 'left' as const) });
    await expect(submitPasswordLogin(jumped, input)).resolves.toEqual({ kind: 'siteJump' });
    const moved = deps({ confirmResidence: vi.fn(async () => 'left' as const) });
    await expect(submitPasswordLogin(moved, input)).resolves.toEqual({ kind: 'siteJump' });
    expect(jumped.goTo).not.toHaveBeenCalled();
    expect(moved.goTo).not.toHaveBeenCalled();
  });

  it('fails without navigating when the profile cannot be loaded', async () => {
    const d = deps({ fetchProfile: vi.fn(async () => undefined) });
    await expect(submitPasswordLogin(d, input)).resolves.toEqual({ kind: 'failed', code: null });
    expect(d.goTo).not.toHaveBeenCalled();
    expect(d.markGrayRelease).not.toHaveBeenCalled();
  });
});

describe('submitPasswordLogin: wrong password and limits', () => {
  it(`allows ${WRONG_PASSWORD_LIMIT} attempts`, () => {
    expect(WRONG_PASSWORD_LIMIT).toBe(5);
  });

  it.each([
    [1, 4],
    [2, 3],
    [3, 2],
    [4, 1],
    [5, 0],
  ])('reports 5 minus pass_err_count remaining after wrong password %i', async (count, left) => {
    const d = deps({ callLogin: vi.fn(async () => answer(31002, { pass_err_count: count })) });
    await expect(submitPasswordLogin(d, input)).resolves.toEqual({
      kind: 'wrongPassword',
      remainingAttempts: left,
    });
    expect(d.goTo).not.toHaveBeenCalled();
  });

  it('reports an unknown remainder when the answer has no count', async () => {
    const d = deps({ callLogin: vi.fn(async () => answer(31002, {})) });
    await expect(submitPasswordLogin(d, input)).resolves.toEqual({
      kind: 'wrongPassword',
      remainingAttempts: null,
    });
  });

  it('opens the over-limit dialog on 31030', async () => {
    const d = deps({ callLogin: vi.fn(async () => answer(31030)) });
    await expect(submitPasswordLogin(d, input)).resolves.toEqual({ kind: 'overLimit' });
    expect(d.showOverLimit).toHaveBeenCalledOnce();
  });

  it('runs the ban flow on 31003', async () => {
    const d = deps({ callLogin: vi.fn(async () => answer(31003, { banned_status: 1 })) });
    await expect(submitPasswordLogin(d, input)).resolves.toEqual({ kind: 'banned' });
    expect(d.runBanFlow).toHaveBeenCalledWith('error');
  });

  it.each([
    [31018, 'ipBan'],
    [41007, 'unsupportedJurisdiction'],
    [400601, 'hkUserMismatch'],
    [400602, 'hkSiteMismatch'],
    [41102, 'identityVerification'],
    [41107, 'identityVerification'],
    [41103, 'genericMessage'],
    [41104, 'genericMessage'],
    [41105, 'genericMessage'],
    [41106, 'genericMessage'],
    [41108, 'genericMessage'],
    [400605, 'genericMessage'],
    [400606, 'genericMessage'],
    [50101, 'creatingAccount'],
  ] as const)('opens the catalogue dialog for %i (%s)', async (code, dialog) => {
    const d = deps({
      callLogin: vi.fn(async () => answer(code, { ip: '203.0.113.7' }, 'Refused')),
    });
    await expect(submitPasswordLogin(d, input)).resolves.toEqual({ kind: 'refused', code, dialog });
    expect(d.openCatalogueDialog).toHaveBeenCalledWith(dialog, {
      code,
      message: 'Refused',
      result: { ip: '203.0.113.7' },
    });
  });

  it('leaves 31020 to the request wrapper, which opens the phone dialog itself', async () => {
    expect(callerDialog(31020)).toBeUndefined();
    const d = deps({ callLogin: vi.fn(async () => answer(31020)) });
    await expect(submitPasswordLogin(d, input)).resolves.toEqual({ kind: 'failed', code: 31020 });
    expect(d.openCatalogueDialog).not.toHaveBeenCalled();
  });

  it('ends a refusal on the two-factor retry instead of asking for the code again', async () => {
    const callLogin = vi
      .fn()
      .mockResolvedValueOnce(answer(0, { google2fa_secret: 'S' }))
      .mockResolvedValueOnce(answer(31003));
    const d = deps({ callLogin });
    await expect(submitPasswordLogin(d, input)).resolves.toEqual({ kind: 'banned' });
    expect(d.askTwoFactorCode).toHaveBeenCalledOnce();
  });

  it('stops on an HTTP failure or another code, leaving navigation alone', async () => {
    const failed = deps({ callLogin: vi.fn(async () => undefined) });
    await expect(submitPasswordLogin(failed, input)).resolves.toEqual({
      kind: 'failed',
      code: null,
    });
    const other = deps({ callLogin: vi.fn(async () => answer(10001)) });
    await expect(submitPasswordLogin(other, input)).resolves.toEqual({
      kind: 'failed',
      code: 10001,
    });
    expect(other.goTo).not.toHaveBeenCalled();
  });
});

describe('submitPasswordLogin: the trading-password change (docs/login.md)', () => {
  it('opens the panel after the two-factor step and finishes the sign-in with its answer', async () => {
    const callLogin = vi
      .fn()
      .mockResolvedValueOnce(answer(0, { id: '1001', google2fa_secret: 'SECRET' }))
      .mockResolvedValueOnce(
        answer(0, { id: '1001', trading_pwd_ticket: 'tk', trading_pwd_google2fa: true }),
      );
    const changeTradingPassword = vi.fn(async () => ({
      id: '1001',
      country: 'GBR',
      guide_type: 'guide_complete_kyc',
    }));
    const d = deps({ callLogin, changeTradingPassword });
    await expect(submitPasswordLogin(d, input)).resolves.toMatchObject({ kind: 'success' });
    expect(changeTradingPassword).toHaveBeenCalledWith({
      ticket: 'tk',
      google2faRequired: true,
      loginName: 'demo@example.com',
    });
    // No third login call: the change's answer is the session.
    expect(callLogin).toHaveBeenCalledTimes(2);
    expect(d.fetchProfile).toHaveBeenCalledTimes(1);
    expect(d.goTo).toHaveBeenCalledWith('/guide/guide_complete_kyc');
  });

  it('stops without signing in when the visitor goes back from the panel', async () => {
    const d = deps({
      callLogin: vi.fn(async () => answer(0, { id: '1001', trading_pwd_ticket: 'tk' })),
      changeTradingPassword: vi.fn(async () => null),
    });
    await expect(submitPasswordLogin(d, input)).resolves.toEqual({
      kind: 'stopped',
      reason: 'tradingPasswordCancelled',
    });
    expect(d.changeTradingPassword).toHaveBeenCalledWith({
      ticket: 'tk',
      google2faRequired: false,
      loginName: 'demo@example.com',
    });
    expect(d.fetchProfile).not.toHaveBeenCalled();
    expect(d.goTo).not.toHaveBeenCalled();
  });
});
