import {
  CHANNEL_COOKIE,
  CHANNEL_COOKIE_MAX_AGE_DAYS,
  readChannelCookie,
  writeChannelCookie,
} from './channel-cookie';
import {
  clearReferralCookie,
  readReferralCookie,
  REFERRAL_COOKIE,
  writeReferralCookie,
} from './referral-cookie';

describe('channel and referral cookies', () => {
  afterEach(() => {
    document.cookie = `${CHANNEL_COOKIE}=; max-age=0; path=/`;
    document.cookie = `${REFERRAL_COOKIE}=; max-age=0; path=/`;
  });

  it('keeps the channel fields for 7 days', () => {
    expect(CHANNEL_COOKIE_MAX_AGE_DAYS).toBe(7);
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor.set!.call(document, value);
    });
    writeChannelCookie({ affiliate_id: '10001', group_id: '7' });
    spy.mockRestore();
    expect(written[0]).toContain(`max-age=${7 * 86_400}`);
    expect(readChannelCookie()).toEqual({ affiliate_id: '10001', group_id: '7' });
  });

  it('clears the referral cookie on success', () => {
    writeReferralCookie('SANDBOXREF');
    expect(readReferralCookie()).toBe('SANDBOXREF');
    clearReferralCookie();
    expect(readReferralCookie()).toBeNull();
  });

  it('ignores a referral cookie longer than a referral code can be', () => {
    writeReferralCookie('X'.repeat(21));
    expect(readReferralCookie()).toBeNull();
  });
});
