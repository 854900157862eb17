/**
 * "Chinese e-mail" (registration.md §4 step 3, §8 code 20100): addresses of mainland-China mail
 * providers, which cannot register. The client checks first so the visitor gets the notice
 * (ban dialog type 5) before any captcha; the server refuses them with 20100 anyway.
 */
import { isEmailAddress } from '@/lib/phone-or-email';

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

/** E-mail of the waitlist form is at most as long as the register form's (registration §9). */
export const WAITLIST_EMAIL_MAX_LENGTH = 100;

export type WaitlistEmailProblem = 'invalidMail' | 'chineseEmail';

/**
 * Why a waitlist e-mail cannot be confirmed, or null (registration.md §5 'Waitlist e-mail must
 * be valid: the invalid-mail key; for a Chinese e-mail the notice-content key').
 */
export function waitlistEmailProblem(email: string): WaitlistEmailProblem | null {
  const trimmed = email.trim();
  if (trimmed === '' || trimmed.length > WAITLIST_EMAIL_MAX_LENGTH || !isEmailAddress(trimmed)) {
    return 'invalidMail';
  }
  return isChineseEmail(trimmed) ? 'chineseEmail' : null;
}
