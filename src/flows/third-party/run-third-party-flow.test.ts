import type { ApiResult } from '@/api/request';
import { THIRD_PARTY_LOGIN_FALLBACK_PATH } from '@/lib/post-login-destination';
import {
  CHAT_APP_NOTICE,
  CHINESE_EMAIL_NOTICE,
  MAX_RISK_STEPS,
  TERMS_NOTICE,
  THIRD_PARTY_EVENTS,
  runThirdPartyFlow,
  type ThirdPartyCredential,
  type ThirdPartyFlowDeps,
} from './run-third-party-flow';
import type { ThirdPartyLoginInput, ThirdPartyResult } from '@/api/endpoints/third-party-login';

/** An unsigned JWT with these claims: the flow only decodes. */
function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

function answer(result: ThirdPartyResult, retCode = 0, retMsg = 'OK'): ApiResult<ThirdPartyResult> {
  return {
    retCode,
    retMsg,
    result: retCode === 0 ? result : undefined,
    rawResult: result,
    token: retCode === 0 ? 'session-token' : undefined,
    currentSite: undefined,
    successLike: false,
  };
}

const google = (email: string | undefined): ThirdPartyCredential => ({
  provider: 'google',
  token: jwt(email === undefined ? { sub: '1' } : { sub: '1', email }),
});

function deps(overrides: Partial<ThirdPartyFlowDeps> = {}): ThirdPartyFlowDeps {
  return {
    intent: 'login',
    isIpBanned: vi.fn(async () => false),
    showSecurityNotice: vi.fn(async () => 'handleNo' as const),
    runCaptcha: vi.fn(async () => ({
      kind: 'passed' as const,
      fields: { magpie_verify_info: { token: 'captcha', scene: '31001' } },
    })),
    requestContext: () => ({
      locationLink: 'https://www.exchange.example/login',
      liveCountryCode: 'GB',
      isManuallyModifyUserCode: false,
    }),
    callThirdParty: vi.fn(async () => answer({ id: 10000001, use_thirdparty: 2 })),
    runRiskStep: vi.fn(async () => ({ kind: 'passed' as const, riskToken: 'verified-risk' })),
    siteJump: vi.fn(async () => 'stay' as const),
    openDialog: vi.fn(async () => 'confirm'),
    toast: vi.fn(),
    messages: { defaultError: 'Something went wrong.', chineseEmail: 'Chinese e-mail refused.' },
    storeUserId: vi.fn(),
    registerSuccess: {
      clearReferralCookie: vi.fn(),
      partnerChannel: undefined,
      postPartnerRegistration: vi.fn(async () => undefined),
    },
    fetchProfile: vi.fn(async () => ({ id: '10000001' })),
    markGrayRelease: vi.fn(async () => undefined),
    registerDestination: () => '/en/dashboard?newUser=true',
    goTo: vi.fn(),
    track: vi.fn(),
    ...overrides,
  };
}

function sentInputs(d: ThirdPartyFlowDeps): ThirdPartyLoginInput[] {
  return vi.mocked(d.callThirdParty).mock.calls.map(([input]) => input);
}

describe('runThirdPartyFlow', () => {
  it('logs in (use_thirdparty 2): notice 1, captcha, request, profile, then the step2 page', async () => {
    const d = deps();
    await expect(runThirdPartyFlow(d, google('demo@example.com'))).resolves.toEqual({
      kind: 'loggedIn',
      userId: '10000001',
      destination: THIRD_PARTY_LOGIN_FALLBACK_PATH,
    });
    expect(d.showSecurityNotice).toHaveBeenCalledWith(TERMS_NOTICE);
    expect(TERMS_NOTICE).toBe(1);
    expect(d.runCaptcha).toHaveBeenCalledWith('demo@example.com');
    const [sent] = sentInputs(d);
    expect(sent).toMatchObject({
      tokenType: 'google',
      username: 'demo@example.com',
      liveCountryCode: 'GB',
      captchaFields: { magpie_verify_info: { token: 'captcha', scene: '31001' } },
    });
    expect(sent?.riskToken).toBeUndefined();
    expect(d.goTo).toHaveBeenCalledWith('/user/accounts/auth/step2?type=experienced');
    expect(d.isIpBanned).not.toHaveBeenCalled();
    expect(d.track).toHaveBeenCalledWith(THIRD_PARTY_EVENTS.loggedIn, { provider: 'google' });
  });

  it('hands a login to the host callback instead of the step2 page when there is one', async () => {
    const loginCallback = vi.fn();
    const d = deps({ loginCallback });
    await expect(runThirdPartyFlow(d, google('demo@example.com'))).resolves.toMatchObject({
      kind: 'loggedIn',
      destination: null,
    });
    expect(loginCallback).toHaveBeenCalledWith(expect.objectContaining({ use_thirdparty: 2 }));
    expect(d.goTo).not.toHaveBeenCalled();
  });

  it('registers (use_thirdparty 1): stores the id, fetches the profile, goes to the new-user landing', async () => {
    const d = deps({
      intent: 'register',
      callThirdParty: vi.fn(async () => answer({ id: 20000001, use_thirdparty: 1 })),
      fetchProfile: vi.fn(async () => ({ id: '20000001' })),
    });
    await expect(runThirdPartyFlow(d, google('new@example.com'))).resolves.toEqual({
      kind: 'registered',
      userId: '20000001',
      destination: '/en/dashboard?newUser=true',
    });
    expect(d.isIpBanned).toHaveBeenCalledOnce();
    expect(d.storeUserId).toHaveBeenCalledWith('20000001');
    expect(d.goTo).toHaveBeenCalledWith('/en/dashboard?newUser=true');
    expect(d.openDialog).not.toHaveBeenCalled();
    expect(d.registerSuccess.clearReferralCookie).toHaveBeenCalledOnce();
    expect(d.registerSuccess.postPartnerRegistration).not.toHaveBeenCalled();
  });

  it('runs the register-success side effects of any sign-up: cookie, profile, partner bind', async () => {
    const order: string[] = [];
    const d = deps({
      intent: 'register',
      callThirdParty: vi.fn(async () => answer({ id: 20000005, use_thirdparty: 1 })),
      storeUserId: vi.fn(() => void order.push('storeUserId')),
      registerSuccess: {
        clearReferralCookie: vi.fn(() => void order.push('clearCookie')),
        partnerChannel: 'cabital',
        postPartnerRegistration: vi.fn(async () => {
          order.push('partner');
          throw new Error('partner down');
        }),
      },
      fetchProfile: vi.fn(async () => {
        order.push('profile');
        return { id: '20000005' };
      }),
      goTo: vi.fn(() => void order.push('goTo')),
    });
    await expect(runThirdPartyFlow(d, google('partner@example.com'))).resolves.toMatchObject({
      kind: 'registered',
      userId: '20000005',
    });
    expect(order).toEqual(['storeUserId', 'clearCookie', 'profile', 'partner', 'goTo']);
    // A third-party sign-up has no registration uuid: the new user's id names it.
    expect(d.registerSuccess.postPartnerRegistration).toHaveBeenCalledWith({
      channel: 'cabital',
      uuid: '20000005',
      status: 'success',
    });
  });

  it('shows the upgrade/bind dialog first when tg_bind_result is not success', async () => {
    const order: string[] = [];
    const d = deps({
      callThirdParty: vi.fn(async () =>
        answer({ id: 20000002, use_thirdparty: 1, tg_bind_result: 'fail|Already linked' }),
      ),
      openDialog: vi.fn(async (name) => {
        order.push(`dialog:${name}`);
        return 'confirm';
      }),
      fetchProfile: vi.fn(async () => {
        order.push('profile');
        return { id: '20000002' };
      }),
    });
    await runThirdPartyFlow(d, google('tgbind-x@example.com'));
    expect(order).toEqual(['dialog:upgrade', 'profile']);
    expect(d.openDialog).toHaveBeenCalledWith(
      'upgrade',
      expect.objectContaining({ code: 'fail', message: 'Already linked' }),
    );
  });

  it('does not show the bind dialog when tg_bind_result is success', async () => {
    const d = deps({
      callThirdParty: vi.fn(async () =>
        answer({ id: 20000003, use_thirdparty: 1, tg_bind_result: 'success' }),
      ),
    });
    await expect(runThirdPartyFlow(d, google('fine@example.com'))).resolves.toMatchObject({
      kind: 'registered',
    });
    expect(d.openDialog).not.toHaveBeenCalled();
  });

  it('opens the banned dialog for banned_status 1 with use_thirdparty 1, and goes no further', async () => {
    const d = deps({
      callThirdParty: vi.fn(async () => answer({ id: 0, use_thirdparty: 1, banned_status: 1 })),
    });
    await expect(runThirdPartyFlow(d, google('banned-new@example.com'))).resolves.toEqual({
      kind: 'banned',
    });
    expect(d.openDialog).toHaveBeenCalledWith('banned', expect.objectContaining({ code: 31003 }));
    expect(d.fetchProfile).not.toHaveBeenCalled();
    expect(d.storeUserId).not.toHaveBeenCalled();
  });

  it('runs the security step on a register risk_token and retries with the verified token', async () => {
    const call = vi
      .fn<ThirdPartyFlowDeps['callThirdParty']>()
      .mockResolvedValueOnce(
        answer({ id: 0, use_thirdparty: 1, risk_token: 'risk-1', risk_token_type: 'pass' }),
      )
      .mockResolvedValueOnce(answer({ id: 20000004, use_thirdparty: 1 }));
    const d = deps({ callThirdParty: call });
    await expect(runThirdPartyFlow(d, google('risk-new@example.com'))).resolves.toMatchObject({
      kind: 'registered',
    });
    expect(d.runRiskStep).toHaveBeenCalledWith({
      riskToken: 'risk-1',
      riskTokenType: 'pass',
      userName: 'risk-new@example.com',
    });
    expect(d.siteJump).not.toHaveBeenCalled();
    const [first, retry] = sentInputs(d);
    expect(first?.riskToken).toBeUndefined();
    expect(retry?.riskToken).toBe('verified-risk');
    // The retry is the same request: same credential and captcha result.
    expect(retry?.token).toBe(first?.token);
    expect(retry?.captchaFields).toEqual(first?.captchaFields);
  });

  it("checks the site jump before the security step of a login risk_token of type 'guide'", async () => {
    const order: string[] = [];
    const call = vi
      .fn<ThirdPartyFlowDeps['callThirdParty']>()
      .mockResolvedValueOnce(
        answer({ id: 10000034, use_thirdparty: 2, risk_token: 'risk-g', risk_token_type: 'guide' }),
      )
      .mockResolvedValueOnce(answer({ id: 10000034, use_thirdparty: 2 }));
    const d = deps({
      callThirdParty: call,
      siteJump: vi.fn(async () => {
        order.push('siteJump');
        return 'stay' as const;
      }),
      runRiskStep: vi.fn(async () => {
        order.push('risk');
        return { kind: 'passed' as const, riskToken: 'verified' };
      }),
    });
    await expect(runThirdPartyFlow(d, google('guide@example.com'))).resolves.toMatchObject({
      kind: 'loggedIn',
    });
    // Once before the security step, once when finishing the login.
    expect(order).toEqual(['siteJump', 'risk', 'siteJump']);
  });

  it('stops when the site-jump check redirects', async () => {
    const d = deps({
      callThirdParty: vi.fn(async () =>
        answer({ id: 10000034, use_thirdparty: 2, risk_token: 'g', risk_token_type: 'guide' }),
      ),
      siteJump: vi.fn(async () => 'redirected' as const),
    });
    await expect(runThirdPartyFlow(d, google('guide@example.com'))).resolves.toEqual({
      kind: 'siteJump',
    });
    expect(d.runRiskStep).not.toHaveBeenCalled();
  });

  it('stops after a failed or cancelled security step', async () => {
    const risky = () =>
      vi.fn(async () =>
        answer({ id: 1, use_thirdparty: 2, risk_token: 'r', risk_token_type: 'pass' }),
      );
    const failedRisk = deps({
      callThirdParty: risky(),
      runRiskStep: vi.fn(async () => ({ kind: 'failed' as const })),
    });
    await expect(runThirdPartyFlow(failedRisk, google('risk@example.com'))).resolves.toEqual({
      kind: 'riskFailed',
    });
    const cancelled = deps({
      callThirdParty: risky(),
      runRiskStep: vi.fn(async () => ({ kind: 'cancelled' as const })),
    });
    await expect(runThirdPartyFlow(cancelled, google('risk@example.com'))).resolves.toEqual({
      kind: 'cancelled',
      step: 'risk',
    });
    expect(vi.mocked(cancelled.callThirdParty)).toHaveBeenCalledOnce();
  });

  it(`gives up after ${MAX_RISK_STEPS} security steps that keep asking for another`, async () => {
    const d = deps({
      callThirdParty: vi.fn(async () =>
        answer({ id: 1, use_thirdparty: 2, risk_token: 'again', risk_token_type: 'pass' }),
      ),
    });
    await expect(runThirdPartyFlow(d, google('loop@example.com'))).resolves.toMatchObject({
      kind: 'failed',
    });
    expect(d.runRiskStep).toHaveBeenCalledTimes(MAX_RISK_STEPS);
    expect(d.toast).toHaveBeenCalledWith('Something went wrong.', 2000);
  });

  it('tracks ThirdPartyNoToken for a missing credential and does nothing else', async () => {
    for (const token of [undefined, '']) {
      const d = deps();
      await expect(runThirdPartyFlow(d, { provider: 'apple', token })).resolves.toEqual({
        kind: 'noToken',
      });
      expect(d.track).toHaveBeenCalledWith('ThirdPartyNoToken', { provider: 'apple' });
      expect(d.toast).not.toHaveBeenCalled();
      expect(d.showSecurityNotice).not.toHaveBeenCalled();
      expect(d.callThirdParty).not.toHaveBeenCalled();
    }
  });

  it('toasts the default error (2 s) when the credential does not decode to an e-mail', async () => {
    for (const credential of [
      google(undefined),
      google('not-an-email'),
      { provider: 'google' as const, token: 'garbage' },
    ]) {
      const d = deps();
      await expect(runThirdPartyFlow(d, credential)).resolves.toEqual({ kind: 'notEmail' });
      expect(d.toast).toHaveBeenCalledWith('Something went wrong.', 2000);
      expect(d.showSecurityNotice).not.toHaveBeenCalled();
    }
  });

  it('needs no e-mail from Telegram login data', async () => {
    const d = deps();
    const telegram = { provider: 'telegram' as const, token: '{"id":700000001,"hash":"abc"}' };
    await expect(runThirdPartyFlow(d, telegram)).resolves.toMatchObject({ kind: 'loggedIn' });
    expect(sentInputs(d)[0]).toMatchObject({ tokenType: 'telegram', token: telegram.token });
    expect(sentInputs(d)[0]?.username).toBeUndefined();
  });

  it('stops silently (tracked IpBan) when registration is IP-banned', async () => {
    const d = deps({ intent: 'register', isIpBanned: vi.fn(async () => true) });
    await expect(runThirdPartyFlow(d, google('new@example.com'))).resolves.toEqual({
      kind: 'ipBanned',
    });
    expect(d.track).toHaveBeenCalledWith('IpBan', { provider: 'google' });
    expect(d.showSecurityNotice).not.toHaveBeenCalled();
    expect(d.toast).not.toHaveBeenCalled();
  });

  it("goes on only after 'No, continue' (handleNo): cancel and the waitlist stop it", async () => {
    for (const choice of ['cancel', 'confirm'] as const) {
      const d = deps({ showSecurityNotice: vi.fn(async () => choice) });
      await expect(runThirdPartyFlow(d, google('demo@example.com'))).resolves.toEqual({
        kind: 'cancelled',
        step: 'notice',
      });
      expect(d.runCaptcha).not.toHaveBeenCalled();
      expect(d.callThirdParty).not.toHaveBeenCalled();
    }
  });

  it('opens the chat-app notice (type 6) instead of type 1 for Telegram', async () => {
    const d = deps();
    await runThirdPartyFlow(d, { provider: 'telegram', token: '{"id":1,"hash":"h"}' });
    expect(d.showSecurityNotice).toHaveBeenCalledWith(CHAT_APP_NOTICE);
    expect(CHAT_APP_NOTICE).toBe(6);
  });

  it('blocks a Chinese e-mail after the terms notice with notice type 5, before the captcha', async () => {
    const d = deps();
    await expect(runThirdPartyFlow(d, google('someone@qq.com'))).resolves.toEqual({
      kind: 'chineseEmail',
    });
    expect(vi.mocked(d.showSecurityNotice).mock.calls).toEqual([
      [TERMS_NOTICE],
      [CHINESE_EMAIL_NOTICE],
    ]);
    expect(CHINESE_EMAIL_NOTICE).toBe(5);
    expect(d.runCaptcha).not.toHaveBeenCalled();
    expect(d.track).toHaveBeenCalledWith('ThirdPartyChineseEmail', {
      provider: 'google',
      reason: 'chineseEmail',
    });
  });

  it('stops without a request when the captcha is cancelled or unavailable', async () => {
    const cancelled = deps({ runCaptcha: vi.fn(async () => ({ kind: 'cancelled' as const })) });
    await expect(runThirdPartyFlow(cancelled, google('demo@example.com'))).resolves.toEqual({
      kind: 'cancelled',
      step: 'captcha',
    });
    const unavailable = deps({ runCaptcha: vi.fn(async () => ({ kind: 'unavailable' as const })) });
    await expect(runThirdPartyFlow(unavailable, google('demo@example.com'))).resolves.toEqual({
      kind: 'captchaUnavailable',
    });
    expect(cancelled.callThirdParty).not.toHaveBeenCalled();
    expect(unavailable.callThirdParty).not.toHaveBeenCalled();
  });

  it("answers 31003 with the toast '31003: message' (2 s) and the banned dialog", async () => {
    const d = deps({
      callThirdParty: vi.fn(async () =>
        answer({ banned_status: 1 }, 31003, 'This account has been banned'),
      ),
    });
    await expect(runThirdPartyFlow(d, google('banned@example.com'))).resolves.toEqual({
      kind: 'banned',
    });
    expect(d.toast).toHaveBeenCalledWith('31003: This account has been banned', 2000);
    expect(d.openDialog).toHaveBeenCalledWith('banned', expect.objectContaining({ code: 31003 }));
  });

  it('answers 20100 with the code and the Chinese-e-mail register message for 2 s', async () => {
    const d = deps({ callThirdParty: vi.fn(async () => answer({}, 20100, 'Chinese e-mail')) });
    await expect(runThirdPartyFlow(d, google('x@example.com'))).resolves.toEqual({
      kind: 'chineseEmail',
    });
    expect(d.toast).toHaveBeenCalledWith('20100: Chinese e-mail refused.', 2000);
  });

  it("opens the catalogue's caller dialog for a passed-through code (31018 IP ban)", async () => {
    const d = deps({
      callThirdParty: vi.fn(async () =>
        answer({ ip: '203.0.113.7' } as ThirdPartyResult, 31018, 'Restricted'),
      ),
    });
    await expect(runThirdPartyFlow(d, google('iprestricted@example.com'))).resolves.toEqual({
      kind: 'failed',
      code: 31018,
    });
    expect(d.openDialog).toHaveBeenCalledWith(
      'ipBan',
      expect.objectContaining({ code: 31018, result: { ip: '203.0.113.7' } }),
    );
  });

  it('leaves HTTP failures and toasted codes to the wrapper', async () => {
    const http = deps({ callThirdParty: vi.fn(async () => undefined) });
    await expect(runThirdPartyFlow(http, google('demo@example.com'))).resolves.toEqual({
      kind: 'failed',
      code: null,
    });
    const toasted = deps({ callThirdParty: vi.fn(async () => answer({}, 10001, 'bad')) });
    await expect(runThirdPartyFlow(toasted, google('demo@example.com'))).resolves.toEqual({
      kind: 'failed',
      code: 10001,
    });
    for (const d of [http, toasted]) {
      expect(d.toast).not.toHaveBeenCalled();
      expect(d.openDialog).not.toHaveBeenCalled();
      expect(d.goTo).not.toHaveBeenCalled();
    }
  });
});
