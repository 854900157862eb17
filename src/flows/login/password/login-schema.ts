import type { ParseKeys } from 'i18next';
import type { FieldValues, FormState } from 'react-hook-form';
import * as z from 'zod/mini';
import { EMAIL_PATTERN, usernameKind } from '@/lib/phone-or-email';
import { asciiDigits } from '@/lib/ascii-digits';

/**
 * Login form rules. Messages are i18n keys in the `login` namespace (validation.*), so the
 * schema holds no copy. The spec gives no length bounds for the login form beyond the e-mail's
 * 100 characters; passwords are only required (older accounts may predate today's rules).
 */
export const EMAIL_MAX_LENGTH = 100;
export const PHONE_DIGITS = { min: 5, max: 12 } as const;

/** A message of these rules: a key under `validation` in locales/en/login.json. */
export type LoginValidationMessage = Extract<ParseKeys<'login'>, `validation.${string}`>;

/** Every check of the schemas below passes its message through this, so it is a key. */
const message = (key: LoginValidationMessage) => key;

/**
 * A login form's state as the form reads it. react-hook-form keeps every error message as a plain
 * string; the form's only messages are the schema's, so it reads them as these keys.
 */
export type LoginFormState<Values extends FieldValues> = Omit<FormState<Values>, 'errors'> & {
  readonly errors: {
    readonly [Name in keyof Values]?: { readonly message?: LoginValidationMessage };
  };
};

const password = z.string().check(z.minLength(1, message('validation.pleaseEnterPassword')));
const PHONE_DIGITS_PATTERN = new RegExp(`^\\d{${PHONE_DIGITS.min},${PHONE_DIGITS.max}}$`);

export const emailLoginSchema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, message('validation.pleaseEnterEmail')),
      z.maxLength(EMAIL_MAX_LENGTH, message('validation.invalidMail')),
      z.regex(EMAIL_PATTERN, message('validation.invalidMail')),
    ),
  password,
});

export const mobileLoginSchema = z.object({
  countryCode: z.string().check(z.minLength(1, message('validation.pleaseSelectCountryCode'))),
  mobile: z.string().check(
    z.overwrite(asciiDigits),
    z.trim(),
    z.minLength(1, message('validation.pleaseEnterMobile')),
    z.refine((v) => !v.startsWith('0'), message('validation.invalidMobileRemoveZero')),
    z.regex(PHONE_DIGITS_PATTERN, message('validation.invalidPhone')),
  ),
  password,
});

export type EmailLoginValues = z.infer<typeof emailLoginSchema>;

/**
 * The e-mail tab's 'e-mail or mobile' field (docs/login.md, "The e-mail tab's field": a username
 * matching the phone pattern is a phone, anything else an e-mail). A phone then needs its country
 * code, as on the mobile tab. Where the edition has no phone login everything is an e-mail.
 */
export function identifierLoginSchema(phoneAllowed: boolean) {
  return z
    .object({
      identifier: z
        .string()
        .check(
          z.overwrite(asciiDigits),
          z.trim(),
          z.minLength(
            1,
            message(
              phoneAllowed ? 'validation.pleaseEnterEmailOrMobile' : 'validation.pleaseEnterEmail',
            ),
          ),
        ),
      countryCode: z.optional(z.string()),
      password,
    })
    .check(
      z.superRefine((values, ctx) => {
        const { identifier } = values;
        if (identifier === '') return;
        const issue = (key: LoginValidationMessage, path: 'identifier' | 'countryCode') =>
          ctx.addIssue({ code: 'custom', message: key, path: [path], input: values });
        if (usernameKind(identifier, { phoneAllowed }) === 'email') {
          if (identifier.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(identifier)) {
            issue('validation.invalidMail', 'identifier');
          }
          return;
        }
        if (identifier.startsWith('0')) issue('validation.invalidMobileRemoveZero', 'identifier');
        else if (!PHONE_DIGITS_PATTERN.test(identifier))
          issue('validation.invalidPhone', 'identifier');
        if (!values.countryCode) issue('validation.pleaseSelectCountryCode', 'countryCode');
      }),
    );
}

export type IdentifierLoginValues = z.infer<ReturnType<typeof identifierLoginSchema>>;
export type MobileLoginValues = z.infer<typeof mobileLoginSchema>;
