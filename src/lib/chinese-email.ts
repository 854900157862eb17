/**
 * "Chinese e-mail" (docs/registration.md, "The registration flow", step 3): addresses of
 * mainland-China mail providers, which cannot register. Registration and third-party sign-up check
 * it first so the visitor gets the notice (type 5) before any captcha; the server (and the sandbox)
 * refuses them with 20100 anyway. One list for all three.
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
  return CHINESE_EMAIL_DOMAINS.includes(
    email
      .slice(at + 1)
      .trim()
      .toLowerCase(),
  );
}
