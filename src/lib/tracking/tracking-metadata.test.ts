import { memoryStorage } from '@/../test/harness/memory-storage';
import {
  BEHAVIOR_PATH_KEY,
  SIGNUP_TIME_KEY,
  USER_BEHAVIOR_PATH_LIMIT,
  createTrackingMetadata,
} from './tracking-metadata';

describe('tracking metadata', () => {
  it('carries signup_time, last_refresh_time and user_behavior_path', () => {
    const storage = memoryStorage();
    const metadata = createTrackingMetadata({ storage, now: () => 1_000 });
    expect(metadata.at('/en/register')).toEqual({
      signup_time: 1_000,
      last_refresh_time: 1_000,
      user_behavior_path: '/en/register',
    });
  });

  it('keeps the journey start across page loads and moves the refresh time', () => {
    const storage = memoryStorage();
    createTrackingMetadata({ storage, now: () => 1_000 }).at('/en/register');
    const reloaded = createTrackingMetadata({ storage, now: () => 5_000 });
    expect(reloaded.at('/en/login')).toEqual({
      signup_time: 1_000,
      last_refresh_time: 5_000,
      user_behavior_path: '/en/register>/en/login',
    });
    expect(storage.get(SIGNUP_TIME_KEY)).toBe('1000');
  });

  it('adds a page once however many events happen on it, and keeps the last 20 pages', () => {
    expect(USER_BEHAVIOR_PATH_LIMIT).toBe(20);
    const storage = memoryStorage();
    const metadata = createTrackingMetadata({ storage, now: () => 0 });
    metadata.at('/a');
    metadata.at('/a');
    expect(metadata.at('/b').user_behavior_path).toBe('/a>/b');
    for (let page = 0; page < 30; page += 1) metadata.at(`/p${page}`);
    const path = metadata.at('/p29').user_behavior_path.split('>');
    expect(path).toHaveLength(20);
    expect(path[0]).toBe('/p10');
    expect(storage.getJson<string[]>(BEHAVIOR_PATH_KEY)).toHaveLength(20);
  });

  it('ignores a damaged stored path', () => {
    const storage = memoryStorage();
    storage.set(BEHAVIOR_PATH_KEY, '{not json');
    storage.set(SIGNUP_TIME_KEY, 'yesterday');
    expect(createTrackingMetadata({ storage, now: () => 7 }).at('/x')).toEqual({
      signup_time: 7,
      last_refresh_time: 7,
      user_behavior_path: '/x',
    });
  });
});
