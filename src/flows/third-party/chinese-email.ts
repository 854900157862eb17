/**
 * The Chinese-e-mail check of the third-party flow (registration.md §4 'Third-party flow'): an
 * address at a mainland China mail provider is stopped with security notice type 5. These are
 * the providers the exchange refuses (its server answers 20100 for them too).
 */
export const CHINESE_MAIL_DOMAINS: readonly string[] = [
  'qq.com',
  'vip.qq.com',
  'foxmail.com',
  '163.com',
  'vip.163.com',
  '126.com',
  'yeah.net',
  '188.com',
  'sina.com',
  'sina.cn',
  'sohu.com',
  '139.com',
  '189.cn',
  'aliyun.com',
  '21cn.com',
  'tom.com',
];

export function isChineseEmail(email: string): boolean {
  const domain = email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
  return CHINESE_MAIL_DOMAINS.includes(domain);
}
