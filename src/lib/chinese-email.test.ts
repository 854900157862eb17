import { isChineseEmail } from './chinese-email';

describe('isChineseEmail', () => {
  it.each([
    'qq.com',
    '163.com',
    '126.com',
    'sina.com',
    'sohu.com',
    'yeah.net',
    '139.com',
    'aliyun.com',
  ])('flags an address at %s', (domain) => {
    expect(isChineseEmail(`someone@${domain}`)).toBe(true);
  });

  it('ignores case and only looks at the whole domain', () => {
    expect(isChineseEmail('Someone@QQ.COM')).toBe(true);
    expect(isChineseEmail('someone@notqq.com')).toBe(false);
    expect(isChineseEmail('qq.com@example.com')).toBe(false);
    expect(isChineseEmail('demo@example.com')).toBe(false);
  });
});
