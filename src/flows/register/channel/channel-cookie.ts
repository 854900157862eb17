/**
 * The channel cookie: the channel fields of the landing URL, kept 7 days
 * (docs/registration-pieces.md, "Channel info") so a visitor who follows an affiliate link and
 * signs up a few days later is still attributed to it.
 */
import { readCookie, writeCookie } from '@/lib/cookies';
import { channelFieldsFromUrl, type ChannelUrlFields } from './channel-info';

export const CHANNEL_COOKIE = 'reg_channel';
export const CHANNEL_COOKIE_MAX_AGE_DAYS = 7;

/** The cookie value: the fields as a query string (short, and read back by the same parser). */
export function encodeChannelFields(fields: ChannelUrlFields): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string' && value !== '') params.set(key, value);
  }
  return params.toString();
}

/** Reads a cookie value back; whatever else a cookie of that name holds is ignored. */
export function decodeChannelFields(value: string | null): ChannelUrlFields | null {
  if (!value) return null;
  const fields = channelFieldsFromUrl(value);
  return Object.keys(fields).length > 0 ? fields : null;
}

export function readChannelCookie(): ChannelUrlFields | null {
  return decodeChannelFields(readCookie(CHANNEL_COOKIE));
}

export function writeChannelCookie(fields: ChannelUrlFields): void {
  writeCookie(CHANNEL_COOKIE, encodeChannelFields(fields), {
    maxAgeDays: CHANNEL_COOKIE_MAX_AGE_DAYS,
  });
}
