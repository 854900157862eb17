// @vitest-environment node
import { MINI_APP_THEMES } from '../chat-app/mini-app-themes';
import { verifyMiniAppInitData } from '../chat-app/mini-app-init-data';
import { SANDBOX_TELEGRAM_BOT } from '../third-party/sandbox-identity-providers';
import { serveSandboxOverHttp } from '../test-support/sandbox-harness';

// The mini app launch page and the avatars as a browser gets them from the sandbox middleware.
const { get, port } = serveSandboxOverHttp({ hostName: 'localhost' });

function unescapeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The iframe's address and its fragment's launch parameters. */
function frameOf(body: string): { path: string; params: URLSearchParams } {
  const src = /<iframe id="mini-app" title="Mini app" src="([^"]*)"><\/iframe>/.exec(body)?.[1];
  if (src === undefined) throw new Error('The page has no mini app frame');
  const [path = '', fragment = ''] = unescapeHtml(src).split('#');
  return { path, params: new URLSearchParams(fragment) };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('the mini app launch page', () => {
  it('serves /mini-app/launch with its CSP, a frame titled "Mini app" and the events log', async () => {
    const { status, headers, body } = await get('/mini-app/launch');
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headers['cache-control']).toBe('no-store');
    const nonce = /<script nonce="([0-9a-f]{32})">/.exec(body)?.[1];
    expect(nonce).toBeDefined();
    expect(headers['content-security-policy']).toBe(
      [
        "default-src 'none'",
        `script-src 'nonce-${nonce}'`,
        `style-src 'nonce-${nonce}'`,
        "img-src 'self'",
        "frame-src 'self'",
        "connect-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
      ].join('; '),
    );
    expect(body).toContain(`<style nonce="${nonce}">`);
    expect(body).toContain(
      '<ol id="event-log" role="log" aria-label="Events sent by the mini app">',
    );
    expect(body).toContain('<form method="get" action="/mini-app/launch"');
    // No script but the page's own.
    expect(body.match(/<script/g)).toHaveLength(1);
  });

  it('frames the mini app entry with signed init data the exchange accepts and Telegram launch parameters', async () => {
    const { body } = await get('/mini-app/launch');
    const { path, params } = frameOf(body);
    expect(path).toBe('/telegram-register-login');
    expect(params.get('tgWebAppVersion')).toBe('8.0');
    expect(params.get('tgWebAppPlatform')).toBe('android');
    expect(JSON.parse(params.get('tgWebAppThemeParams') ?? '')).toEqual(MINI_APP_THEMES.light);
    expect(params.has('tgWebAppStartParam')).toBe(false);

    const raw = params.get('tgWebAppData') ?? '';
    const check = verifyMiniAppInitData(raw, SANDBOX_TELEGRAM_BOT.token, nowSeconds());
    expect(check).toMatchObject({
      ok: true,
      user: {
        id: 700000002,
        first_name: 'Mini',
        username: 'mini_demo',
        language_code: 'en',
        allows_write_to_pm: true,
        photo_url: `http://localhost:${port()}/sandbox-scripts/avatars/unlinked.svg`,
      },
    });
    const fields = new URLSearchParams(raw);
    expect([...fields.keys()]).toEqual(['query_id', 'user', 'auth_date', 'signature', 'hash']);
    expect(fields.get('signature')).toMatch(/^[A-Za-z0-9_-]{86}$/);
    // The user JSON as Telegram writes it, slashes escaped.
    expect(fields.get('user')).toContain('"photo_url":"http:\\/\\/localhost:');
  });

  it('launches the chosen user, platform, theme, version, path and start parameter', async () => {
    const { body } = await get(
      '/mini-app/launch?user=arabic&platform=ios&theme=dark&version=6.2&path=%2Far%2Fregister%3Fx%3D1&start_param=cid-1001__tid-7&direct_link=1',
    );
    const { path, params } = frameOf(body);
    expect(path).toBe('/ar/register?x=1');
    expect(params.get('tgWebAppPlatform')).toBe('ios');
    expect(params.get('tgWebAppVersion')).toBe('6.2');
    expect(params.get('tgWebAppStartParam')).toBe('cid-1001__tid-7');
    expect(JSON.parse(params.get('tgWebAppThemeParams') ?? '')).toEqual(MINI_APP_THEMES.dark);
    const raw = params.get('tgWebAppData') ?? '';
    expect(new URLSearchParams(raw).has('query_id')).toBe(false);
    expect(verifyMiniAppInitData(raw, SANDBOX_TELEGRAM_BOT.token, nowSeconds())).toMatchObject({
      ok: true,
      startParam: 'cid-1001__tid-7',
      user: { id: 700000003, language_code: 'ar', first_name: 'ليلى' },
    });
    expect(body).toContain('<option value="arabic" selected>');
    expect(body).toContain('<option value="dark" selected>');
    expect(body).toMatch(
      /<input type="checkbox" id="direct-link" name="direct_link" value="1" checked>/,
    );
  });

  it('signs stale and tampered data the exchange refuses', async () => {
    const stale = frameOf((await get('/mini-app/launch?stale=1')).body).params;
    expect(
      verifyMiniAppInitData(
        stale.get('tgWebAppData') ?? '',
        SANDBOX_TELEGRAM_BOT.token,
        nowSeconds(),
      ),
    ).toEqual({ ok: false, reason: 'stale' });
    const tampered = frameOf((await get('/mini-app/launch?tampered=1&user=bound')).body).params;
    const raw = tampered.get('tgWebAppData') ?? '';
    expect(verifyMiniAppInitData(raw, SANDBOX_TELEGRAM_BOT.token, nowSeconds())).toEqual({
      ok: false,
      reason: 'bad-hash',
    });
    expect(new URLSearchParams(raw).get('user')).toContain('"first_name":"Demo (changed)"');
  });

  it('escapes what it echoes and refuses paths off this origin', async () => {
    const hostile = '"><script>alert(1)</script>';
    const page = await get(
      `/mini-app/launch?start_param=${encodeURIComponent(hostile)}&user=${encodeURIComponent(hostile)}&platform=${encodeURIComponent(hostile)}`,
    );
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('<script>alert');
    expect(page.body).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).toContain('platform must be one of android, ios, tdesktop, macos, weba');
    // The start parameter still reaches the mini app, encoded.
    expect(frameOf(page.body).params.get('tgWebAppStartParam')).toBe(hostile);

    for (const path of [
      '//evil.example/login',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/login#x',
      '/lo gin',
    ]) {
      const { body } = await get(`/mini-app/launch?path=${encodeURIComponent(path)}`);
      expect(frameOf(body).path, path).toBe('/telegram-register-login');
      expect(body).toContain('path must be a path on this origin');
    }
    // A hostile Host header gives a plain origin, and nothing of it reaches the page.
    const odd = await get('/mini-app/launch', 'x"><img src=x>:1');
    expect(odd.body).not.toContain('<img src=x');
    const oddData = new URLSearchParams(frameOf(odd.body).params.get('tgWebAppData') ?? '');
    expect(oddData.get('user')).toContain('"photo_url":"http:\\/\\/localhost\\/sandbox-scripts');
  });

  it('answers only GET and HEAD, and leaves the rest of /mini-app alone', async () => {
    expect((await get('/mini-app/launch', undefined, 'POST')).status).toBe(405);
    const head = await get('/mini-app/launch', undefined, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect((await get('/mini-app/launch/x')).status).toBe(404);
  });

  it('serves the users’ and the bot’s avatars as SVG', async () => {
    for (const key of ['unlinked', 'arabic', 'bot']) {
      const avatar = await get(`/sandbox-scripts/avatars/${key}.svg`);
      expect(avatar.status, key).toBe(200);
      expect(avatar.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(avatar.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
    expect((await get('/sandbox-scripts/avatars/unlinked.svg')).body).toContain('>MD</text>');
    expect((await get('/sandbox-scripts/avatars/nobody.svg')).status).toBe(404);
    expect((await get('/sandbox-scripts/avatars/..%2Fgt.js')).status).toBe(404);
  });
});
