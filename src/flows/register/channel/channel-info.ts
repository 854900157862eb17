/**
 * Channel info (docs/registration-pieces.md, "Channel info"): where a sign-up came from, read from
 * the landing URL and, for visitors who come back later, from the 7-day channel cookie. It travels
 * with the register payload and decides the sign-up origin type that shapes the screen's wording.
 */
import type { SignUpOriginType } from '@/api/endpoints/redeem-check';

/** How the visitor reached us. `broker` only comes from the URL (`medium=broker`). */
export type ChannelMedium = 'affiliate' | 'referral' | 'broker' | 'normal';

/** The sign-up origin type is what the redeem check sends, so that call describes it. */
export type { SignUpOriginType } from '@/api/endpoints/redeem-check';

/** The fields a landing URL (or the channel cookie) can carry. */
export interface ChannelUrlFields {
  readonly affiliate_id?: string;
  readonly group_id?: string;
  readonly group_type?: string;
  readonly ref?: string;
  readonly medium?: ChannelMedium;
  readonly content?: string;
  readonly source?: string;
  readonly campaign?: string;
  readonly stage?: string;
  readonly regist_channel?: string;
  readonly term?: string;
}

export interface ChannelInfo extends ChannelUrlFields {
  readonly medium: ChannelMedium;
  /** The code the referral field starts with: the referral code, else the affiliate id. */
  readonly userCode?: string;
  /** The page the visitor came from (document.referrer), when there was one. */
  readonly referrer?: string;
  /** The visitor's language when the channel info was read. */
  readonly language?: string;
}

const MEDIUMS: readonly ChannelMedium[] = ['affiliate', 'referral', 'broker', 'normal'];

/**
 * URL parameter(s) per field, first match wins. Marketing links use the utm_ names; the
 * exchange's own links use the plain ones.
 */
const URL_PARAMETERS: Readonly<
  Record<Exclude<keyof ChannelUrlFields, 'medium'>, readonly string[]>
> = {
  // `affid` is the affiliate open API's name for it, on partner links (anonymity-path.ts).
  affiliate_id: ['affiliate_id', 'affid'],
  group_id: ['group_id'],
  group_type: ['group_type'],
  ref: ['ref'],
  content: ['utm_content', 'content'],
  source: ['utm_source', 'source'],
  campaign: ['utm_campaign', 'campaign'],
  stage: ['stage'],
  regist_channel: ['regist_channel'],
  term: ['utm_term', 'term'],
};

/** Field values are short identifiers; anything longer is not a channel value. */
const MAX_FIELD_LENGTH = 100;

/** The affiliate id must be numeric (docs/registration-pieces.md, "Channel info"). */
export function isAffiliateId(value: string | undefined): value is string {
  return value !== undefined && /^\d{1,20}$/.test(value);
}

/** The channel fields of a landing URL's query string; empty and malformed values are left out. */
export function channelFieldsFromUrl(search: string): ChannelUrlFields {
  const params = new URLSearchParams(search);
  const fields: Record<string, string> = {};
  for (const [field, names] of Object.entries(URL_PARAMETERS)) {
    const value = names.map((name) => params.get(name)?.trim()).find((v) => v);
    if (value && value.length <= MAX_FIELD_LENGTH) fields[field] = value;
  }
  if (fields.affiliate_id !== undefined && !isAffiliateId(fields.affiliate_id)) {
    delete fields.affiliate_id;
  }
  const medium = params.get('medium') ?? params.get('utm_medium');
  const known = MEDIUMS.find((candidate) => candidate === medium);
  return known ? { ...fields, medium: known } : fields;
}

export function hasChannelFields(fields: ChannelUrlFields): boolean {
  return Object.values(fields).some((value) => value !== undefined && value !== '');
}

export function signUpOriginType(
  fields: Pick<ChannelUrlFields, 'affiliate_id' | 'ref'>,
): SignUpOriginType {
  if (fields.affiliate_id) return 'affiliate';
  if (fields.ref) return 'referral';
  return 'normal';
}

export interface ChannelSources {
  /** `location.search` of the landing page. */
  readonly search: string;
  /** What the channel cookie holds from an earlier landing (7 days). */
  readonly stored: ChannelUrlFields | null;
  readonly referrer?: string;
  readonly language?: string;
}

/**
 * The channel info of this visit. A landing URL that carries any channel field replaces the
 * stored one as a whole (the newest link is the one that brought the visitor); otherwise the
 * stored fields apply. The medium is the URL's when it names one, else follows the origin type.
 */
export function resolveChannelInfo(sources: ChannelSources): ChannelInfo {
  const fromUrl = channelFieldsFromUrl(sources.search);
  const fields = hasChannelFields(fromUrl) ? fromUrl : (sources.stored ?? {});
  const userCode = fields.ref ?? fields.affiliate_id;
  return {
    ...fields,
    medium: fields.medium ?? signUpOriginType(fields),
    ...(userCode ? { userCode } : {}),
    ...(sources.referrer ? { referrer: sources.referrer } : {}),
    ...(sources.language ? { language: sources.language } : {}),
  };
}

/** The channel info as the register payload carries it: string fields only, empty ones left out. */
export function channelInfoPayload(info: ChannelInfo): Record<string, string> {
  const payload: Record<string, string> = {};
  for (const [key, value] of Object.entries(info)) {
    if (typeof value === 'string' && value !== '') payload[key] = value;
  }
  return payload;
}
