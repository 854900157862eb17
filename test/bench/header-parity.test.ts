// @vitest-environment node
import { headerDifferences } from '../../scripts/bench/header-parity';

describe('headerDifferences', () => {
  const page = {
    'content-type': 'text/html; charset=utf-8',
    'content-encoding': 'br',
    'cache-control': 'no-cache',
    'content-security-policy': "default-src 'self'",
    'content-length': '20401',
    date: 'Thu, 27 Nov 2026 13:00:00 GMT',
  };

  it('finds none when only the length and date differ', () => {
    expect(
      headerDifferences(page, { ...page, 'content-length': '1863', date: 'another day' }),
    ).toEqual([]);
  });

  it('names a header with another value, and one only one answer has', () => {
    const floor: Record<string, string> = { ...page, 'content-encoding': 'gzip' };
    delete floor['content-security-policy'];
    expect(headerDifferences(page, floor)).toEqual([
      'content-encoding: page br, floor gzip',
      "content-security-policy: page default-src 'self', floor (none)",
    ]);
  });

  it('compares names whatever their case, and repeated headers joined', () => {
    expect(
      headerDifferences({ 'Set-Cookie': ['a=1', 'b=2'] }, { 'set-cookie': ['a=1', 'b=2'] }),
    ).toEqual([]);
  });
});
