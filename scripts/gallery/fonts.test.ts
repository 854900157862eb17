// @vitest-environment node
import { fontPackages } from './fonts';

describe('fontPackages', () => {
  it('names the Debian packages that bring fonts for these languages', () => {
    expect(fontPackages(['ja-JP', 'hi-IN'])).toEqual(['fonts-noto-cjk', 'fonts-noto-core']);
    expect(fontPackages(['zh-HK', 'ko-KR'])).toEqual(['fonts-noto-cjk']);
    expect(fontPackages(['th-TH'])).toEqual(['fonts-noto-core']);
    expect(fontPackages([])).toEqual([]);
  });
});
