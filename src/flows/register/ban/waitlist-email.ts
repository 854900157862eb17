/** The waitlist e-mail rules of the ban dialog; the Chinese-e-mail list is in src/lib. */
import { isChineseEmail } from '@/lib/chinese-email';
import { isEmailAddress } from '@/lib/phone-or-email';

/**
 * E-mail of the waitlist form is at most as long as the register form's
 * (docs/registration-pieces.md, "Bans").
 */
export const WAITLIST_EMAIL_MAX_LENGTH = 100;

export type WaitlistEmailProblem = 'invalidMail' | 'chineseEmail';

/**
 * Why a waitlist e-mail cannot be confirmed, or null (docs/registration-pieces.md, "Bans": the
 * invalid-mail key; for a Chinese e-mail the notice text).
 */
export function waitlistEmailProblem(email: string): WaitlistEmailProblem | null {
  const trimmed = email.trim();
  if (trimmed === '' || trimmed.length > WAITLIST_EMAIL_MAX_LENGTH || !isEmailAddress(trimmed)) {
    return 'invalidMail';
  }
  return isChineseEmail(trimmed) ? 'chineseEmail' : null;
}
