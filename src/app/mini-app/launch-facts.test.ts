import { memoryStorage } from '@/../test/harness/memory-storage';
import { chatIdentityFromInitData } from './chat-identity';
import { chatAppPlatformTag, readMiniAppLaunch } from './read-launch';
import { parseStartParam } from './start-param';

const user = { id: 700000002, first_name: 'Mini', username: 'mini', allows_write_to_pm: true };
const initData = new URLSearchParams({
  query_id: 'AAH',
  user: JSON.stringify(user),
  auth_date: '1764151200',
  hash: 'abc',
}).toString();

describe('mini-app launch facts (docs/mini-app.md)', () => {
  it('reads the launch parameters from the fragment and keeps them for the tab', () => {
    const storage = memoryStorage();
    const hash = `#${new URLSearchParams({
      tgWebAppData: initData,
      tgWebAppVersion: '8.0',
      tgWebAppPlatform: 'ios',
      tgWebAppStartParam: 'cid-1001__tid-7',
    })}`;
    const launch = readMiniAppLaunch({ hash, search: '', storage });
    expect(launch).toMatchObject({ initData, version: '8.0', platform: 'ios' });
    expect(readMiniAppLaunch({ hash: '', search: '', storage })).toEqual(launch);
    expect(readMiniAppLaunch({ hash: '', search: '', storage: memoryStorage() })).toBeNull();
  });

  it('tags requests pc_tg, ios_tg or android_tg by platform', () => {
    expect(chatAppPlatformTag('android')).toBe('android_tg');
    expect(chatAppPlatformTag('ios')).toBe('ios_tg');
    for (const platform of ['tdesktop', 'macos', 'weba', 'webk', '']) {
      expect(chatAppPlatformTag(platform)).toBe('pc_tg');
    }
  });

  it('builds the chat identity: user fields on top, id as text, no user object or write flag', () => {
    const identity = chatIdentityFromInitData(initData);
    const payload = JSON.parse(identity?.payload ?? '{}') as Record<string, unknown>;
    expect(payload).toEqual({
      init_data: initData,
      auth_date: 1764151200,
      id: '700000002',
      first_name: 'Mini',
      username: 'mini',
    });
    expect(identity?.user.allowsWriteToPm).toBe(true);
    expect(chatIdentityFromInitData('auth_date=1&hash=x')).toBeNull();
  });

  it('reads campaign, task and invite code from the start parameter, ignoring anything else', () => {
    expect(parseStartParam('cid-1001__tid-7__ref-ABC123')).toEqual({
      task: { campaignId: '1001', taskId: '7' },
      inviteCode: 'ABC123',
    });
    expect(parseStartParam('cid-1001')).toEqual({ task: null, inviteCode: '' });
    expect(parseStartParam('cid-1<script>')).toEqual({ task: null, inviteCode: '' });
  });
});
