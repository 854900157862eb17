/**
 * The metadata every event carries (docs/requests-and-errors.md, "Tracking"). The spec names
 * the fields only; what they hold is our choice (docs/requests-and-errors.md):
 * - signup_time: when this browser session first reached the sign-up/login pages (the start of
 *   the journey the events belong to), epoch ms, kept in session storage;
 * - last_refresh_time: when the current page was loaded (the tracker is created once per load);
 * - user_behavior_path: the pages of this session in order, e.g. `/en/register>/en/login`,
 *   the last USER_BEHAVIOR_PATH_LIMIT of them.
 */
import type { SafeStorage } from '../storage';

export const SIGNUP_TIME_KEY = 'tracking.signupTime';
export const BEHAVIOR_PATH_KEY = 'tracking.behaviorPath';
export const USER_BEHAVIOR_PATH_LIMIT = 20;
export const BEHAVIOR_PATH_SEPARATOR = '>';

export interface TrackingMetadata {
  readonly signup_time: number;
  readonly last_refresh_time: number;
  readonly user_behavior_path: string;
}

export interface TrackingMetadataSource {
  /** The metadata for an event tracked now on `path` (which is added to the path if new). */
  at(path: string): TrackingMetadata;
}

export function createTrackingMetadata(options: {
  readonly storage: SafeStorage;
  readonly now: () => number;
  /** When the page was loaded, where the metadata is made later (default: now). */
  readonly loadedAt?: number;
}): TrackingMetadataSource {
  const { storage, now } = options;
  const loadedAt = options.loadedAt ?? now();
  const storedStart = Number(storage.get(SIGNUP_TIME_KEY));
  const signupTime = Number.isFinite(storedStart) && storedStart > 0 ? storedStart : loadedAt;
  storage.set(SIGNUP_TIME_KEY, String(signupTime));

  return {
    at(path) {
      const visited = readPath(storage);
      if (path !== '' && visited[visited.length - 1] !== path) {
        visited.push(path);
        storage.setJson(BEHAVIOR_PATH_KEY, visited.slice(-USER_BEHAVIOR_PATH_LIMIT));
      }
      return {
        signup_time: signupTime,
        last_refresh_time: loadedAt,
        user_behavior_path: visited.slice(-USER_BEHAVIOR_PATH_LIMIT).join(BEHAVIOR_PATH_SEPARATOR),
      };
    },
  };
}

function readPath(storage: SafeStorage): string[] {
  const stored = storage.getJson<unknown>(BEHAVIOR_PATH_KEY);
  return Array.isArray(stored)
    ? stored.filter((item): item is string => typeof item === 'string')
    : [];
}
