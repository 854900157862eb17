import * as z from 'zod/mini';
import { EMAIL_PATTERN } from '@/lib/phone-or-email';

/**
 * Login form rules. Messages are i18n keys in the `login` namespace (validation.*), so the
 * schema holds no copy. The spec gives no length bounds for the login form beyond the e-mail's
 * 100 characters; passwords are only required (older accounts may predate today's rules).
 */
export const EMAIL_MAX_LENGTH = 100;
export const PHONE_DIGITS = { min: 5, max: 12 } as const;

const password = z.string().check(z.minLength(1, 'validation.pleaseEnterPassword'));

export const emailLoginSchema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.pleaseEnterEmail'),
      z.maxLength(EMAIL_MAX_LENGTH, 'validation.invalidMail'),
      z.regex(EMAIL_PATTERN, 'validation.invalidMail'),
    ),
  password,
});

export const mobileLoginSchema = z.object({
  countryCode: z.string().check(z.minLength(1, 'validation.pleaseSelectCountryCode')),
  mobile: z.string().check(
    z.trim(),
    z.minLength(1, 'validation.pleaseEnterMobile'),
    z.refine((v) => !v.startsWith('0'), 'validation.invalidMobileRemoveZero'),
    z.regex(
      new RegExp(`^\\d{${PHONE_DIGITS.min},${PHONE_DIGITS.max}}$`),
      'validation.invalidPhone',
    ),
  ),
  password,
});

export type EmailLoginValues = z.infer<typeof emailLoginSchema>;
export type MobileLoginValues = z.infer<typeof mobileLoginSchema>;
