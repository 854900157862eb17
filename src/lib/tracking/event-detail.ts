/**
 * The detail an event carries as `ext_json`, a JSON string
 * (docs/requests-and-errors.md, "Tracking"): where a chat-app visitor came from, the EU news opt-in
 * and whether the referral code was typed by hand.
 */
import type { Track } from './tracker';

export const TG_SOURCES = ['referral', 'earn', 'live', 'app', 'annualReport2024'] as const;
export type TgSource = (typeof TG_SOURCES)[number];
/** The query parameter a link from Telegram (the bot, the mini app) names its source in. */
export const TG_SOURCE_PARAM = 'tg_source';

export interface EventDetailInput {
  readonly tgSource?: TgSource | undefined;
  /** The EU edition's news opt-in (`euSubscription`). */
  readonly euSubscription?: boolean | undefined;
  /** `isManuallyModifyUserCode`: the visitor changed the referral code by hand. */
  readonly isManuallyModifyUserCode?: boolean | undefined;
}

/** A `tg_source` value as sent by a link or launch, if it is one of the spec's sources. */
export function readTgSource(value: string | null | undefined): TgSource | undefined {
  return TG_SOURCES.find((source) => source === value);
}

export interface EventDetail {
  readonly ext_json: string;
}

/** Fields that are not known are left out of the JSON rather than sent empty. */
export function eventDetail(input: EventDetailInput): EventDetail {
  const detail: Record<string, string | boolean> = {};
  if (input.tgSource !== undefined) detail.tg_source = input.tgSource;
  if (input.euSubscription !== undefined) detail.eu_subscription = input.euSubscription ? '1' : '0';
  if (input.isManuallyModifyUserCode !== undefined) {
    detail.is_manual_input = input.isManuallyModifyUserCode;
  }
  return { ext_json: JSON.stringify(detail) };
}

/** A `track` that adds the event detail of the moment to every event it reports. */
export function trackWithDetail(track: Track, detail: () => EventDetailInput): Track {
  return (event, data = {}) => track(event, { ...data, ...eventDetail(detail()) });
}
