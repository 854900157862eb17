import type { SendCodeResult } from '@/api/endpoints/registration';
import {
  MAX_RISK_ROUNDS,
  sendRegistrationCode,
  startRegistration,
  type StartRegistrationDeps,
  type StartRegistrationInput,
} from './start-registration';
import { errorAnswer, okAnswer } from './test-answers';

function deps(overrides: Partial<StartRegistrationDeps> = {}): {
  deps: { -readonly [K in keyof StartRegistrationDeps]: StartRegistrationDeps[K] };
  calls: string[];
} {
  const calls: string[] = [];
  const base: StartRegistrationDeps = {
    track: vi.fn(),
    checkPermission: vi.fn(async () => {
      calls.push('permission');
      return { status: 'allow', ip: '203.0.113.7' };
    }),
    showIpBan: vi.fn(async () => void calls.push('ipBan')),
    showIpLimit: vi.fn(async () => void calls.push('ipLimit')),
    isChineseEmail: vi.fn((email: string) => email.endsWith('@qq.com')),
    showChineseEmailNotice: vi.fn(async () => void calls.push('chineseEmailNotice')),
    showSecurityNotice: vi.fn(async (type: number) => {
      calls.push(`notice${type}`);
      return 'handleNo' as const;
    }),
    runCaptcha: vi.fn(async () => {
      calls.push('captcha');
      return {
        kind: 'passed' as const,
        fields: { magpie_verify_info: { token: 't', scene: '31004' } },
      };
    }),
    sendCode: vi.fn(async () => {
      calls.push('send');
      return okAnswer<SendCodeResult>({ uuid: 'u-1' });
    }),
    runRiskStep: vi.fn(async () => {
      calls.push('risk');
      return { kind: 'passed' as const, riskToken: 'risk-ok' };
    }),
    showRefusal: vi.fn(async (call, answer) => {
      calls.push(`refusal ${call} ${answer.retCode}`);
      return { kind: 'shownByWrapper' as const };
    }),
    joinWaitlist: vi.fn(async () => void calls.push('waitlist')),
    ...overrides,
  };
  return { deps: base, calls };
}

const byEmail: StartRegistrationInput = {
  account: { channel: 'email', email: 'anna.smith@example.com' },
  verification: 'code',
  submitEnabled: true,
};

describe('startRegistration (docs/registration.md, "The registration flow", steps 1–7)', () => {
  it('runs permission, notice 1, captcha and send in the spec order', async () => {
    const { deps: d, calls } = deps();
    await expect(startRegistration(d, byEmail)).resolves.toEqual({ kind: 'sent', uuid: 'u-1' });
    expect(calls).toEqual(['permission', 'notice1', 'captcha', 'send']);
    expect(d.runCaptcha).toHaveBeenCalledWith({
      scene: 'register',
      loginName: 'anna.smith@example.com',
    });
    expect(d.sendCode).toHaveBeenCalledWith(
      expect.objectContaining({
        captchaFields: { magpie_verify_info: { token: 't', scene: '31004' } },
        isFake: false,
        riskToken: undefined,
      }),
    );
  });

  it('logs the submit, masked, and does nothing else while submit is disabled', async () => {
    const { deps: d, calls } = deps();
    await expect(startRegistration(d, { ...byEmail, submitEnabled: false })).resolves.toEqual({
      kind: 'disabled',
    });
    expect(calls).toEqual([]);
    expect(d.track).toHaveBeenCalledWith('registerSubmit', {
      channel: 'email',
      email: 'anna.sm***@example.com',
      enabled: false,
    });
  });

  it('stops on an IP ban with the ban dialog, tracked IpBan', async () => {
    const { deps: d, calls } = deps({
      checkPermission: vi.fn(async () => ({ status: 'ip_ban', ip: '198.51.100.9' })),
    });
    await expect(startRegistration(d, byEmail)).resolves.toEqual({
      kind: 'stopped',
      reason: 'IpBan',
    });
    expect(d.showIpBan).toHaveBeenCalledWith('198.51.100.9');
    expect(calls).toEqual(['ipBan']);
    expect(d.track).toHaveBeenCalledWith(
      'registerFailure',
      expect.objectContaining({ reason: 'IpBan' }),
    );
  });

  it('shows the IP-limit notice and stops', async () => {
    const { deps: d, calls } = deps({
      checkPermission: vi.fn(async () => ({ status: 'ip_limit' })),
    });
    await expect(startRegistration(d, byEmail)).resolves.toMatchObject({ reason: 'IpLimit' });
    expect(calls).toEqual(['ipLimit']);
  });

  it('goes on when the permission check itself failed (the send call still enforces bans)', async () => {
    const { deps: d } = deps({ checkPermission: vi.fn(async () => undefined) });
    await expect(startRegistration(d, byEmail)).resolves.toMatchObject({ kind: 'sent' });
  });

  it('blocks a Chinese e-mail with dialog type 5, reason chineseEmail', async () => {
    const { deps: d, calls } = deps();
    const outcome = await startRegistration(d, {
      ...byEmail,
      account: { channel: 'email', email: 'someone@qq.com' },
    });
    expect(outcome).toEqual({ kind: 'stopped', reason: 'chineseEmail' });
    expect(calls).toEqual(['permission', 'chineseEmailNotice']);
  });

  it("shows a 20100 answer to the send call as the catalogue's refusal, reason chineseEmail", async () => {
    const { deps: d, calls } = deps({
      sendCode: vi.fn(async () => errorAnswer<SendCodeResult>(20100)),
    });
    await expect(startRegistration(d, byEmail)).resolves.toEqual({
      kind: 'stopped',
      reason: 'chineseEmail',
    });
    expect(calls).toEqual(['permission', 'notice1', 'captcha', 'refusal send 20100']);
    expect(d.showRefusal).toHaveBeenCalledWith('send', expect.objectContaining({ retCode: 20100 }));
  });

  it('stops when the notice is cancelled or the captcha is cancelled or unavailable', async () => {
    const cancelled = deps({ showSecurityNotice: vi.fn(async () => 'cancel' as const) });
    await expect(startRegistration(cancelled.deps, byEmail)).resolves.toMatchObject({
      reason: 'securityNoticeCancelled',
    });
    expect(cancelled.deps.runCaptcha).not.toHaveBeenCalled();

    const noCaptcha = deps({ runCaptcha: vi.fn(async () => ({ kind: 'cancelled' as const })) });
    await expect(startRegistration(noCaptcha.deps, byEmail)).resolves.toMatchObject({
      reason: 'captchaCancelled',
    });
    const unavailable = deps({
      runCaptcha: vi.fn(async () => ({ kind: 'unavailable' as const })),
    });
    await expect(startRegistration(unavailable.deps, byEmail)).resolves.toMatchObject({
      reason: 'captchaUnavailable',
    });
    expect(unavailable.deps.sendCode).not.toHaveBeenCalled();
  });

  it("goes to the captcha on 'handleNo' and carries is_fake for a waitlist sign-up", async () => {
    const { deps: d } = deps();
    await startRegistration(d, { ...byEmail, isFake: true });
    expect(d.showSecurityNotice).toHaveBeenCalledWith(1, { isFake: true });
    expect(d.sendCode).toHaveBeenCalledWith(expect.objectContaining({ isFake: true }));
  });

  it("hands a visitor who joins the waitlist ('confirm') to the waitlist steps", async () => {
    const { deps: d, calls } = deps({
      showSecurityNotice: vi.fn(async () => 'confirm' as const),
    });
    await expect(startRegistration(d, byEmail)).resolves.toEqual({ kind: 'waitlist' });
    expect(d.joinWaitlist).toHaveBeenCalledWith(byEmail.account);
    expect(calls).toEqual(['permission', 'waitlist']);
    expect(d.runCaptcha).not.toHaveBeenCalled();
  });

  it('runs the security step when the send call asks for it, then repeats the send', async () => {
    const answers = [
      okAnswer<SendCodeResult>({ risk_token: 'r-1', risk_token_type: 'pass' }),
      okAnswer<SendCodeResult>({ uuid: 'u-2' }),
    ];
    const { deps: d, calls } = deps();
    const sendCode = vi.fn(async () => {
      calls.push('send');
      return answers.shift();
    });
    d.sendCode = sendCode;
    const phone: StartRegistrationInput = {
      account: { channel: 'mobile', mobile: '7700900123', countryCode: '44' },
      verification: 'code',
      submitEnabled: true,
    };
    await expect(startRegistration(d, phone)).resolves.toEqual({ kind: 'sent', uuid: 'u-2' });
    expect(calls).toEqual(['permission', 'notice1', 'captcha', 'send', 'risk', 'send']);
    expect(d.runRiskStep).toHaveBeenCalledWith({
      riskToken: 'r-1',
      riskTokenType: 'pass',
      userName: '7700900123',
      countryCode: '44',
    });
    expect(sendCode).toHaveBeenLastCalledWith(expect.objectContaining({ riskToken: 'risk-ok' }));
  });

  it('stops when the security step fails (warning logged) or is cancelled', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const asksRisk = () =>
      vi.fn(async () => okAnswer<SendCodeResult>({ risk_token: 'r', risk_token_type: 'pass' }));
    const failing = deps({
      sendCode: asksRisk(),
      runRiskStep: vi.fn(async () => ({ kind: 'failed' as const })),
    });
    await expect(startRegistration(failing.deps, byEmail)).resolves.toMatchObject({
      reason: 'riskFailed',
    });
    expect(warn).toHaveBeenCalled();
    const cancelled = deps({
      sendCode: asksRisk(),
      runRiskStep: vi.fn(async () => ({ kind: 'cancelled' as const })),
    });
    await expect(startRegistration(cancelled.deps, byEmail)).resolves.toMatchObject({
      reason: 'riskCancelled',
    });
    warn.mockRestore();
  });

  it(`gives up after ${MAX_RISK_ROUNDS} security steps that the server keeps asking for`, async () => {
    const { deps: d } = deps({
      sendCode: vi.fn(async () => okAnswer<SendCodeResult>({ risk_token: 'again' })),
    });
    await expect(startRegistration(d, byEmail)).resolves.toMatchObject({ kind: 'failed' });
    expect(d.runRiskStep).toHaveBeenCalledTimes(MAX_RISK_ROUNDS + 1);
  });

  it('shows every refused send through the catalogue: 31018 stops as ipRestricted, others fail', async () => {
    const restricted = deps({
      sendCode: vi.fn(async () => errorAnswer<SendCodeResult>(31018, { ip: '203.0.113.7' })),
    });
    await expect(startRegistration(restricted.deps, byEmail)).resolves.toMatchObject({
      reason: 'ipRestricted',
    });
    expect(restricted.deps.showRefusal).toHaveBeenCalledWith('send', {
      retCode: 31018,
      retMsg: 'error 31018',
      result: undefined,
      rawResult: { ip: '203.0.113.7' },
      token: undefined,
      currentSite: undefined,
      successLike: false,
    });

    const exists = deps({ sendCode: vi.fn(async () => errorAnswer<SendCodeResult>(31023)) });
    await expect(startRegistration(exists.deps, byEmail)).resolves.toEqual({
      kind: 'failed',
      reason: 'sendCodeFailed',
      code: 31023,
    });
    expect(exists.calls.at(-1)).toBe('refusal send 31023');
    for (const code of [50101, 41102, 10026]) {
      const refused = deps({ sendCode: vi.fn(async () => errorAnswer<SendCodeResult>(code)) });
      await expect(startRegistration(refused.deps, byEmail)).resolves.toEqual({
        kind: 'failed',
        reason: 'sendCodeFailed',
        code,
      });
      expect(refused.deps.track).toHaveBeenCalledWith(
        'registerFailure',
        expect.objectContaining({ reason: 'sendCodeFailed', code }),
      );
      expect(refused.calls.at(-1)).toBe(`refusal send ${code}`);
    }
    // No answer at all: the request wrapper showed the HTTP status; nothing more to show.
    const lost = deps({ sendCode: vi.fn(async () => undefined) });
    await expect(startRegistration(lost.deps, byEmail)).resolves.toMatchObject({ code: null });
    expect(lost.deps.showRefusal).not.toHaveBeenCalled();
  });
});

describe('sendRegistrationCode (the resend)', () => {
  it('runs the captcha and the send again, without the permission check or the notice', async () => {
    const { deps: d, calls } = deps();
    await expect(sendRegistrationCode(d, byEmail)).resolves.toEqual({ kind: 'sent', uuid: 'u-1' });
    expect(calls).toEqual(['captcha', 'send']);
  });
});
