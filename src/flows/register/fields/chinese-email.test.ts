import { isChineseEmail } from './chinese-email';

describe('isChineseEmail', () => {
  it('recognises the mainland-China mail providers, in any case', () => {
    expect(isChineseEmail('someone@qq.com')).toBe(true);
    expect(isChineseEmail('Someone@163.COM')).toBe(true);
    expect(isChineseEmail('a.b@foxmail.com')).toBe(true);
  });
  it('leaves other addresses alone, sub-domains and look-alikes included', () => {
    expect(isChineseEmail('someone@example.com')).toBe(false);
    expect(isChineseEmail('someone@qq.com.example')).toBe(false);
    expect(isChineseEmail('someone@mail.qq.company')).toBe(false);
    expect(isChineseEmail('qq.com')).toBe(false);
  });
});
