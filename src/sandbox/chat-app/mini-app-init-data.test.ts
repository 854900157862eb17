// @vitest-environment node
import { createHmac } from 'node:crypto';
import {
  MINI_APP_INIT_DATA_MAX_AGE_SECONDS,
  miniAppDataCheckString,
  signMiniAppInitData,
  verifyMiniAppInitData,
} from './mini-app-init-data';

const TOKEN = '123456789:SANDBOX_BOT_TOKEN_FOR_QA';
const NOW = 1_764_151_200;
const USER = JSON.stringify({
  id: 700000002,
  first_name: 'Mini',
  last_name: 'Demo',
  username: 'mini_demo',
  language_code: 'en',
  allows_write_to_pm: true,
  photo_url: 'http://localhost:5173/sandbox-scripts/avatars/unlinked.svg',
});

function fields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
    user: USER,
    auth_date: String(NOW),
    ...overrides,
  };
}

/** Swaps one field's value in raw init data, keeping the hash. */
function withField(raw: string, name: string, value: string): string {
  const params = new URLSearchParams(raw);
  params.set(name, value);
  return params.toString();
}

describe('mini app init data (Telegram server rules)', () => {
  it('signs as Telegram does: HMAC-SHA256 keyed with HMAC-SHA256("WebAppData", token)', () => {
    const raw = signMiniAppInitData(fields({ start_param: 'cid-1001__tid-7' }), TOKEN);
    const params = new URLSearchParams(raw);
    const secret = createHmac('sha256', 'WebAppData').update(TOKEN).digest();
    const dataCheckString = [
      `auth_date=${NOW}`,
      'query_id=AAHdF6IQAAAAAN0XohDhrOrc',
      'start_param=cid-1001__tid-7',
      `user=${USER}`,
    ].join('\n');
    expect(miniAppDataCheckString(Object.fromEntries(params))).toBe(dataCheckString);
    expect(params.get('hash')).toBe(
      createHmac('sha256', secret).update(dataCheckString).digest('hex'),
    );
    // In the order given, hash last, encoded with encodeURIComponent.
    expect([...params.keys()]).toEqual(['query_id', 'user', 'auth_date', 'start_param', 'hash']);
    expect(raw).toContain(`user=${encodeURIComponent(USER)}`);
  });

  it('accepts what it signed, with the user, auth_date and start parameter', () => {
    const raw = signMiniAppInitData(fields({ start_param: 'cid-1001__tid-7' }), TOKEN);
    const check = verifyMiniAppInitData(raw, TOKEN, NOW + 5);
    expect(check).toMatchObject({
      ok: true,
      authDate: NOW,
      startParam: 'cid-1001__tid-7',
      user: { id: 700000002, username: 'mini_demo' },
    });
    expect(check.ok && check.fields.query_id).toBe('AAHdF6IQAAAAAN0XohDhrOrc');
  });

  it('accepts init data without query_id (a mini app opened from a direct link)', () => {
    const { query_id: _none, ...direct } = fields();
    const check = verifyMiniAppInitData(signMiniAppInitData(direct, TOKEN), TOKEN, NOW);
    expect(check.ok).toBe(true);
    expect(check.ok && 'startParam' in check).toBe(false);
  });

  it('refuses a tampered field, another bot token or a missing hash', () => {
    const raw = signMiniAppInitData(fields(), TOKEN);
    const tampered = withField(raw, 'user', USER.replace('"Mini"', '"Mallory"'));
    expect(verifyMiniAppInitData(tampered, TOKEN, NOW)).toEqual({ ok: false, reason: 'bad-hash' });
    expect(verifyMiniAppInitData(raw, '123456789:ANOTHER', NOW)).toEqual({
      ok: false,
      reason: 'bad-hash',
    });
    expect(verifyMiniAppInitData(withField(raw, 'hash', 'ab'), TOKEN, NOW).ok).toBe(false);
    const unsigned = raw.replace(/&hash=[0-9a-f]+$/, '');
    expect(verifyMiniAppInitData(unsigned, TOKEN, NOW)).toEqual({
      ok: false,
      reason: 'missing-hash',
    });
  });

  it('accepts auth_date up to one day old and refuses it a second later, or in the future', () => {
    expect(MINI_APP_INIT_DATA_MAX_AGE_SECONDS).toBe(86_400);
    const dayOld = signMiniAppInitData(fields({ auth_date: String(NOW - 86_400) }), TOKEN);
    expect(verifyMiniAppInitData(dayOld, TOKEN, NOW).ok).toBe(true);
    const stale = signMiniAppInitData(fields({ auth_date: String(NOW - 86_401) }), TOKEN);
    expect(verifyMiniAppInitData(stale, TOKEN, NOW)).toEqual({ ok: false, reason: 'stale' });
    const ahead = signMiniAppInitData(fields({ auth_date: String(NOW + 61) }), TOKEN);
    expect(verifyMiniAppInitData(ahead, TOKEN, NOW)).toEqual({ ok: false, reason: 'future' });
    const skewed = signMiniAppInitData(fields({ auth_date: String(NOW + 60) }), TOKEN);
    expect(verifyMiniAppInitData(skewed, TOKEN, NOW).ok).toBe(true);
  });

  it('refuses signed data without auth_date, with a fractional one, or without a numeric user id', () => {
    const { auth_date: _none, ...undated } = fields();
    for (const signed of [
      undated,
      fields({ auth_date: '1764151200.5' }),
      fields({ user: '{"id":"700000002","first_name":"Mini"}' }),
      fields({ user: 'not json' }),
      { query_id: 'x', auth_date: String(NOW) },
    ]) {
      expect(verifyMiniAppInitData(signMiniAppInitData(signed, TOKEN), TOKEN, NOW)).toEqual({
        ok: false,
        reason: 'malformed',
      });
    }
    const raw = signMiniAppInitData(fields(), TOKEN);
    expect(verifyMiniAppInitData(`${raw}&user=${encodeURIComponent(USER)}`, TOKEN, NOW)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('reads values URL-decoded, whichever way spaces and slashes were encoded', () => {
    const user = JSON.stringify({ id: 1, first_name: 'Ça va / ok', last_name: 'ليلى' });
    const signed = signMiniAppInitData(fields({ user }), TOKEN);
    const plusEncoded = new URLSearchParams(signed).toString();
    expect(plusEncoded).toContain('+');
    expect(verifyMiniAppInitData(plusEncoded, TOKEN, NOW)).toMatchObject({
      ok: true,
      user: { first_name: 'Ça va / ok', last_name: 'ليلى' },
    });
  });
});
