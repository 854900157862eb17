import {
  REFERRAL_COOKIE,
  clearReferralCookie,
  runRegisterSuccess,
  type RegisterSuccessDeps,
} from './register-success';

function deps(overrides: Partial<RegisterSuccessDeps> = {}) {
  const calls: string[] = [];
  const d: RegisterSuccessDeps = {
    clearReferralCookie: vi.fn(() => void calls.push('clearCookie')),
    fetchProfile: vi.fn(async () => {
      calls.push('profile');
      return { id: '20000001' };
    }),
    markGrayRelease: vi.fn(async (id: string) => void calls.push(`gray:${id}`)),
    partnerChannel: undefined,
    postPartnerRegistration: vi.fn(async () => void calls.push('partner')),
    ...overrides,
  };
  return { d, calls };
}

describe('runRegisterSuccess (docs/registration.md, "The registration flow", Success)', () => {
  it('clears the referral cookie, fetches the profile, flags the gray release for its id; no bind outside the partner channel', async () => {
    const { d, calls } = deps();
    await expect(runRegisterSuccess(d, { uuid: 'u-1' })).resolves.toEqual({ id: '20000001' });
    expect(calls).toEqual(['clearCookie', 'profile', 'gray:20000001']);
    expect(d.postPartnerRegistration).not.toHaveBeenCalled();
  });

  it('posts the partner bind for the partner channel, and ignores its failure', async () => {
    const { d, calls } = deps({
      partnerChannel: 'cabital',
      postPartnerRegistration: vi.fn(async () => {
        calls.push('partner');
        throw new Error('partner down');
      }),
    });
    await expect(runRegisterSuccess(d, { uuid: 'u-1' })).resolves.toEqual({ id: '20000001' });
    expect(calls).toEqual(['clearCookie', 'profile', 'gray:20000001', 'partner']);
    expect(d.postPartnerRegistration).toHaveBeenCalledWith({
      channel: 'cabital',
      uuid: 'u-1',
      status: 'success',
    });
  });

  it('sets no gray-release flag when the profile could not be loaded', async () => {
    const { d } = deps({ fetchProfile: vi.fn(async () => undefined) });
    await expect(runRegisterSuccess(d, { uuid: 'u-1' })).resolves.toBeUndefined();
    expect(d.markGrayRelease).not.toHaveBeenCalled();
  });

  it('posts no bind without a uuid naming the registration', async () => {
    const { d } = deps({ partnerChannel: 'cabital' });
    await runRegisterSuccess(d, { uuid: undefined });
    expect(d.postPartnerRegistration).not.toHaveBeenCalled();
  });

  it('clearReferralCookie removes the registration referral cookie', () => {
    document.cookie = `${REFERRAL_COOKIE}=SANDBOXREF; path=/`;
    clearReferralCookie();
    expect(document.cookie).not.toContain(REFERRAL_COOKIE);
  });
});
