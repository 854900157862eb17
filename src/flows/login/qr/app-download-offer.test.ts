import { appDownloadOffer } from './app-download-offer';

const links = {
  show: true,
  ios: 'https://apps.example/ios',
  android: 'https://apps.example/android',
};

describe('appDownloadOffer (docs/login.md, "QR login", app download)', () => {
  it('offers the configured store links', () => {
    expect(appDownloadOffer(links, true)).toEqual({
      kind: 'stores',
      ios: 'https://apps.example/ios',
      android: 'https://apps.example/android',
    });
    expect(appDownloadOffer({ ...links, android: null }, true)).toEqual({
      kind: 'stores',
      ios: 'https://apps.example/ios',
      android: null,
    });
  });

  it("offers the exchange's download page without a config or without links in it", () => {
    expect(appDownloadOffer(null, true)).toEqual({ kind: 'downloadPage' });
    expect(appDownloadOffer({ show: true, ios: null, android: null }, true)).toEqual({
      kind: 'downloadPage',
    });
  });

  it('offers nothing when the config says not to, or on an edition without downloads', () => {
    expect(appDownloadOffer({ ...links, show: false }, true)).toEqual({ kind: 'none' });
    expect(appDownloadOffer(links, false)).toEqual({ kind: 'none' });
    expect(appDownloadOffer(null, false)).toEqual({ kind: 'none' });
  });
});
