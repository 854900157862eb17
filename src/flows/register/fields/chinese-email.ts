/**
 * Registration §4 step 3: an address at a mainland-China mail provider is a "Chinese e-mail";
 * registering with one is blocked with the security notice type 5 (the server refuses it too,
 * with 20100). The list holds the providers with nearly all such addresses.
 */
export const CHINESE_EMAIL_DOMAINS: readonly string[] = [
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
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  return CHINESE_EMAIL_DOMAINS.includes(domain);
}
