import { IMMUTABLE, nginxServerBlock, quote, type NginxServerInput } from './nginx-config';

const base: NginxServerInput = {
  edition: 'eu',
  hosts: ['eu.exchange.example', 'www.eu.exchange.example'],
  root: '/srv/exchange/eu',
  page: { 'content-security-policy': "default-src 'self'; frame-ancestors 'none'", a: '1' },
  widgetFrame: {
    'content-security-policy': "default-src 'self'; frame-ancestors https://p.example",
    a: '1',
  },
  miniApp: { 'content-security-policy': 'frame-ancestors https://web.telegram.org', a: '1' },
  turkeyBridge: { 'cross-origin-opener-policy': 'unsafe-none', a: '1' },
  oauth: { 'content-security-policy': "frame-ancestors 'none'", 'x-frame-options': 'DENY' },
  oauthByClient: { c1: { 'content-security-policy': 'frame-ancestors https://c.example' } },
};

function locationBlock(config: string, match: string): string {
  const start = config.indexOf(`location ${match} {`);
  expect(start, match).toBeGreaterThan(-1);
  return config.slice(start, config.indexOf('}', start));
}

describe('nginxServerBlock', () => {
  const config = nginxServerBlock(base);

  it("names the edition's hosts and folder, and serves the pre-compressed files", () => {
    expect(config).toContain('server_name eu.exchange.example www.eu.exchange.example;');
    expect(config).toContain('root "/srv/exchange/eu";');
    expect(config).toMatch(/gzip_static on;[\s\S]*brotli_static on;/);
  });

  it('caches hashed assets for a year and answers a missing one with a 404', () => {
    const assets = locationBlock(config, '^~ /assets/');
    expect(assets).toContain(`add_header Cache-Control "${IMMUTABLE}";`);
    expect(assets).toContain('try_files $uri =404;');
    expect(locationBlock(config, '~ \\.[A-Za-z0-9]+$')).toContain('try_files $uri =404;');
    expect(locationBlock(config, '^~ /locales/')).toContain('add_header Cache-Control "no-cache";');
  });

  it('serves a prerendered page for its path, else the app, with the page headers', () => {
    const pages = locationBlock(config, '/');
    expect(pages).toContain('try_files $uri/index.html /index.html =404;');
    expect(pages).toContain('add_header Cache-Control "no-cache" always;');
    expect(pages).toContain('add_header a "1" always;');
    expect(pages).toContain(
      'add_header content-security-policy $eu_page_content_security_policy always;',
    );
  });

  it("serves the Turkey bridge's popup with its own headers (COOP unsafe-none)", () => {
    const popup = locationBlock(config, '~ "^(?:\\/[A-Za-z0-9-]+)?\\/tr-authorized\\/?$"');
    expect(popup).toContain('add_header cross-origin-opener-policy "unsafe-none" always;');
    expect(popup).toContain('try_files $uri/index.html /index.html =404;');
  });

  it("keeps the opener of the popup's sign-in (a bridge type in the query) and no other page's", () => {
    const withCoop: NginxServerInput = {
      ...base,
      page: { ...base.page, 'cross-origin-opener-policy': 'same-origin-allow-popups' },
      widgetFrame: {
        ...base.widgetFrame,
        'cross-origin-opener-policy': 'same-origin-allow-popups',
      },
    };
    const block = nginxServerBlock(withCoop);
    expect(block).toContain(
      [
        'map $arg_type $eu_opener_policy {',
        '    default "same-origin-allow-popups";',
        '    "BIND_TR" "unsafe-none";',
        '    "LOGIN_TR" "unsafe-none";',
        '    "TR_KYC" "unsafe-none";',
        '    "MIGRANT_EU" "unsafe-none";',
        '}',
      ].join('\n'),
    );
    expect(locationBlock(block, '/')).toContain(
      'add_header cross-origin-opener-policy $eu_opener_policy always;',
    );
  });

  it('chooses the widget framing by the query and the OAuth framing by the client', () => {
    expect(config).toContain(
      'map $args $eu_widget_frame {\n    default 0;\n    "~(^|&)embed(=|&|$)" 1;\n}',
    );
    expect(config).toContain(
      `map $eu_widget_frame $eu_page_content_security_policy {\n    default "default-src 'self'; frame-ancestors 'none'";\n    "1" "default-src 'self'; frame-ancestors https://p.example";\n}`,
    );
    expect(config).toContain(
      'map $arg_client_id $eu_oauth_x_frame_options {\n    default "DENY";\n    "c1" "";\n}',
    );
    expect(config).toContain('location ~* "^\\/(?:[^/]+\\/)?(?:oauth|');
    expect(config).toContain('location ~ "^(?:\\/[A-Za-z0-9-]+)?\\/(?:telegram-register-login|');
  });

  it('proxies the sandbox API and stand-ins in a sandbox build only', () => {
    expect(config).not.toContain('/x-api/');
    const sandbox = nginxServerBlock({ ...base, sandboxUpstream: 'http://127.0.0.1:4010' });
    expect(locationBlock(sandbox, '^~ /x-api/')).toContain('proxy_pass http://127.0.0.1:4010;');
    expect(locationBlock(sandbox, '^~ /sandbox-scripts/')).toContain('proxy_pass');
  });

  it('never serves the server folder', () => {
    expect(locationBlock(config, '^~ /server/')).toContain('return 404;');
  });
});

describe('quote', () => {
  it('escapes quotes and refuses a variable', () => {
    expect(quote(`a "b" \\c`)).toBe(`"a \\"b\\" \\\\c"`);
    expect(() => quote('a $b')).toThrow(/\$/);
  });
});
