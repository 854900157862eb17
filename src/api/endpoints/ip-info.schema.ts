/**
 * The shape of the IP info answer (ip-info.ts); loaded with the first call, so zod stays
 * out of the first load.
 */
import * as z from 'zod/mini';

const flag = z.union([z.literal(0), z.literal(1)]);

export const ipInfoSchema = z.object({
  /** Country of the IP (two-letter code). */
  code: z.string(),
  /** 0: the sign-in UI is hidden for this country (restricted). */
  is_visible: flag,
  /** 0: logging in is not allowed from this country. */
  is_login: flag,
  /**
   * Where a country's restriction covers only part of it: the region (ISO 3166-2, `CA-ON` for
   * Ontario). Not in the spec's list of fields; absent elsewhere (docs/login.md, "Visitor
   * restrictions").
   */
  region: z.nullish(z.string()),
  /** 'eea' for EEA countries. */
  group_country: z.nullish(z.string()),
  ip: z.string(),
});

export type IpInfo = z.infer<typeof ipInfoSchema>;
