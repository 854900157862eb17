/**
 * The shapes of the Turkey bridge's answers (turkey-quick-token.ts, turkey-bridge.ts;
 * docs/turkey-bridge.md, "The calls"); loaded with the first call, so zod stays out of the first
 * load.
 */
import * as z from 'zod/mini';

const id = z.union([z.number(), z.string()]);

/** The main site's answer: a one-use token for the Turkey site, valid until `expire_time`. */
export const quickTokenSchema = z.object({
  quick_token: z.string().check(z.minLength(1)),
  /** Unix seconds. */
  expire_time: z.number(),
  type: z.string(),
});

/** The Turkey site's answer to a bind (BIND_TR, TR_KYC, MIGRANT_EU). */
export const bridgeBindSchema = z.object({
  /** The Turkey-site account now linked to the main-site account. */
  user_id: id,
  main_user_id: id,
  type: z.string(),
  /** TR_KYC: the main site's identity verification now counts on the Turkey site. */
  kyc_shared: z.optional(z.boolean()),
  /** MIGRANT_EU: the EU account moved to the Turkey site. */
  migrated: z.optional(z.boolean()),
});

/** The Turkey site's answer to a login by quick token: a login result (token at top level). */
export const bridgeLoginSchema = z.object({
  id,
  country: z.optional(z.nullable(z.string())),
  guide_type: z.optional(z.nullable(z.string())),
});

export type QuickTokenAnswer = z.infer<typeof quickTokenSchema>;
export type BridgeBindAnswer = z.infer<typeof bridgeBindSchema>;
export type BridgeLoginAnswer = z.infer<typeof bridgeLoginSchema>;
