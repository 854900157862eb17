import { trustedHostOrigin } from './host-bridge';

const base = {
  embedded: true,
  referrer: 'https://www.exchange.example/en/trade',
  ownOrigin: 'https://accounts.exchange.example',
  ownHosts: ['exchange.example'],
};

describe('trustedHostOrigin', () => {
  it("answers the embedding page's origin when it is one of the product's https hosts", () => {
    expect(trustedHostOrigin(base)).toBe('https://www.exchange.example');
    expect(trustedHostOrigin({ ...base, referrer: 'https://accounts.exchange.example/x' })).toBe(
      'https://accounts.exchange.example',
    );
  });
  it('refuses strangers, plain http, a missing referrer and a page that is not embedded', () => {
    expect(trustedHostOrigin({ ...base, referrer: 'https://evil.example/' })).toBeNull();
    expect(
      trustedHostOrigin({ ...base, referrer: 'https://exchange.example.evil.io/' }),
    ).toBeNull();
    expect(trustedHostOrigin({ ...base, referrer: 'http://www.exchange.example/' })).toBeNull();
    expect(trustedHostOrigin({ ...base, referrer: '' })).toBeNull();
    expect(trustedHostOrigin({ ...base, embedded: false })).toBeNull();
  });
});
