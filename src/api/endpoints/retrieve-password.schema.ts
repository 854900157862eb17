/**
 * The answers of the password-reset calls (retrieve-password.ts; docs/retrieve.md, "Calls").
 * The spec shows none of them; these are the shapes as designed, loaded with the first call so
 * zod stays out of the first load.
 */
import * as z from 'zod/mini';

/**
 * `step: 'account'` and `step: 'resend'`: either the code went out (`serial_no` and where to),
 * or the exchange wants the security step first (`risk_token`, no code sent).
 */
export const findPasswordStartSchema = z.object({
  serial_no: z.optional(z.string()),
  /** Where the code went: the account's e-mail or its phone. */
  channel: z.optional(z.enum(['email', 'mobile'])),
  /** The address or number the code went to, masked (`d***@example.com`, `+44 77****01`). */
  masked_target: z.optional(z.string()),
  /** The account has Google Authenticator bound: its code is asked with the e-mail/SMS code. */
  google2fa_required: z.optional(z.boolean()),
  risk_token: z.optional(z.string()),
  risk_token_type: z.optional(z.nullable(z.string())),
});

export type FindPasswordStart = z.infer<typeof findPasswordStartSchema>;

/** `step: 'code'`: the codes were right; the ticket allows one password change. */
export const findPasswordVerifiedSchema = z.object({ ticket: z.string() });

export type FindPasswordVerified = z.infer<typeof findPasswordVerifiedSchema>;

/** The unbind-2FA e-mail went out, to this masked address. */
export const unbindEmailSentSchema = z.object({ masked_email: z.string() });

export type UnbindEmailSent = z.infer<typeof unbindEmailSentSchema>;
