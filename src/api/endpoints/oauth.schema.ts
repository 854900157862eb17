/**
 * The shapes of the OAuth calls' answers (docs/oauth.md, "The calls"); loaded with the first
 * call, so zod stays out of the first load.
 */
import * as z from 'zod/mini';

const scopeSchema = z.object({
  scope: z.string(),
  sensitive: z.boolean(),
  granted: z.boolean(),
});

export const preAuthorizationSchema = z.object({
  request_id: z.string().check(z.minLength(1)),
  expires_in: z.number(),
  client: z.object({
    client_id: z.string(),
    name: z.string(),
    logo_url: z.optional(z.nullable(z.string())),
    website: z.optional(z.nullable(z.string())),
    verified: z.boolean(),
    frame_origins: z._default(z.array(z.string()), []),
  }),
  account: z.object({
    display_name: z.string(),
    two_factor: z.boolean(),
  }),
  scopes: z.array(scopeSchema).check(z.minLength(1)),
  consent_required: z.boolean(),
  step_up_required: z.boolean(),
  redirect_uri: z.string().check(z.minLength(1)),
});

export type PreAuthorization = z.infer<typeof preAuthorizationSchema>;
export type OAuthScopeGrant = z.infer<typeof scopeSchema>;

/** `{ redirect_to }`: authorize's answer, and the error answers after the URI was verified. */
export const redirectSchema = z.object({ redirect_to: z.string().check(z.minLength(1)) });

export const confirmationSchema = z.object({
  confirm_token: z.string().check(z.minLength(1)),
  expires_in: z.number(),
});

export type Confirmation = z.infer<typeof confirmationSchema>;

/** The 60108 answer of confirm_auth: which verification the account must pass. */
export const stepUpSchema = z.union([
  z.object({ method: z.literal('google2fa') }),
  z.object({
    method: z.literal('risk'),
    risk_token: z.string().check(z.minLength(1)),
    risk_token_type: z.optional(z.nullable(z.string())),
  }),
]);

export type StepUpMethod = z.infer<typeof stepUpSchema>;
