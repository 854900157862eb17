import { finishRegistration, type FinishRegistrationDeps } from './finish-registration';

function deps(overrides: Partial<FinishRegistrationDeps> = {}) {
  const calls: string[] = [];
  const d: FinishRegistrationDeps = {
    track: vi.fn(() => void calls.push('track')),
    clearReferralCookie: vi.fn(() => void calls.push('clearCookie')),
    fetchProfile: vi.fn(async () => {
      calls.push('profile');
      return { id: '20000001' };
    }),
    markGrayRelease: vi.fn(async () => undefined),
    partnerChannel: undefined,
    postPartnerRegistration: vi.fn(async () => void calls.push('partner')),
    complete: vi.fn(() => void calls.push('complete')),
    ...overrides,
  };
  return { d, calls };
}

const account = { channel: 'mobile', mobile: '7700900123', countryCode: '44' } as const;

describe('finishRegistration (docs/registration.md, "The registration flow", Success)', () => {
  it('clears the referral cookie, fetches the profile, tracks masked, then completes', async () => {
    const { d, calls } = deps();
    const success = await finishRegistration(d, { account, uuid: 'u-1' });
    expect(success).toEqual({ result: { userId: '20000001' }, isNewUser: true });
    expect(calls).toEqual(['clearCookie', 'profile', 'track', 'complete']);
    expect(d.track).toHaveBeenCalledWith('registerSuccess', {
      channel: 'mobile',
      country_code: '44',
      mobile: '77******23',
      userId: '20000001',
    });
    expect(d.complete).toHaveBeenCalledWith(success);
  });

  it('posts the partner registration for the partner channel and ignores its failure', async () => {
    const { d, calls } = deps({
      partnerChannel: 'cabital',
      postPartnerRegistration: vi.fn(async () => {
        calls.push('partner');
        throw new Error('partner down');
      }),
    });
    await finishRegistration(d, { account, uuid: 'u-1' });
    expect(d.postPartnerRegistration).toHaveBeenCalledWith({
      channel: 'cabital',
      uuid: 'u-1',
      status: 'success',
    });
    expect(calls).toEqual(['clearCookie', 'profile', 'partner', 'track', 'complete']);
  });

  it('still completes when the profile cannot be fetched', async () => {
    const { d } = deps({ fetchProfile: vi.fn(async () => undefined) });
    await expect(finishRegistration(d, { account: undefined, uuid: undefined })).resolves.toEqual({
      result: { userId: undefined },
      isNewUser: true,
    });
    expect(d.complete).toHaveBeenCalled();
  });
});
