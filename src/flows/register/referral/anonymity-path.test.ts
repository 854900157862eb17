import { anonymityPathFor } from './anonymity-path';

describe('anonymityPathFor', () => {
  it('asks the open API for a partner link that names the affiliate affid', () => {
    expect(anonymityPathFor('?affid=10002&group_id=7')).toBe('openApi');
  });

  it("asks the exchange's own path for an affiliate_id link, even beside an affid", () => {
    expect(anonymityPathFor('?affiliate_id=10002')).toBe('v5');
    expect(anonymityPathFor('?affiliate_id=10002&affid=10001')).toBe('v5');
  });

  it("asks the exchange's own path when the URL names no affiliate (the channel cookie's)", () => {
    expect(anonymityPathFor('')).toBe('v5');
    expect(anonymityPathFor('?affid=%20')).toBe('v5');
  });
});
