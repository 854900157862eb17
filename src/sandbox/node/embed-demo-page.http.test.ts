// @vitest-environment node
import { serveSandboxOverHttp } from '../test-support/sandbox-harness';

// The widget demo host page as a browser gets it from the sandbox middleware.
const { get, port } = serveSandboxOverHttp();

describe('the widget demo host page', () => {
  it('serves /embed/demo with the CSP a host needs for the edition on localhost', async () => {
    const { status, headers, body } = await get('/embed/demo');
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const nonce = /<script nonce="([0-9a-f]{32})">/.exec(body)?.[1];
    expect(nonce).toBeDefined();
    const edition = `http://localhost:${port()}`;
    expect(headers['content-security-policy']).toBe(
      [
        "default-src 'none'",
        `script-src 'nonce-${nonce}' ${edition}`,
        `frame-src ${edition}`,
        `style-src 'nonce-${nonce}'`,
        "connect-src 'none'",
        "base-uri 'none'",
        "form-action 'none'",
      ].join('; '),
    );
    expect(body).toContain(`<script src="${edition}/embed.js"></script>`);
    expect(body).toContain(`<style nonce="${nonce}">`);
    expect(body).toContain('<div id="widget-slot">');
    expect(body).toContain('<ol id="event-log" aria-label="Widget events"');
    expect(body).not.toContain('Open this page on 127.0.0.1');
  });

  it('links a localhost page to its 127.0.0.1 twin', async () => {
    const { body, headers } = await get('/embed/demo', `eu.localhost:${port()}`);
    expect(headers['content-security-policy']).toContain(`frame-src http://localhost:${port()}`);
    const edition = encodeURIComponent(`http://eu.localhost:${port()}`);
    expect(body).toContain(`href="http://127.0.0.1:${port()}/embed/demo?edition=${edition}"`);
  });

  it('embeds the edition ?edition= names, if it is a plain http loopback origin', async () => {
    const chosen = await get('/embed/demo?edition=http%3A%2F%2Ftur.localhost%3A4173');
    expect(chosen.headers['content-security-policy']).toContain(
      'frame-src http://tur.localhost:4173;',
    );
    expect(chosen.body).toContain('<script src="http://tur.localhost:4173/embed.js"></script>');

    for (const hostile of [
      'https://evil.example',
      "http://localhost:1 'unsafe-eval'",
      'http://localhost:1/"><script>alert(1)</script>',
    ]) {
      const page = await get(`/embed/demo?edition=${encodeURIComponent(hostile)}`);
      expect(page.headers['content-security-policy']).toContain(
        `frame-src http://localhost:${port()};`,
      );
      expect(page.headers['content-security-policy']).not.toMatch(/evil|unsafe-eval|alert/);
      expect(page.body).not.toMatch(/evil\.example|unsafe-eval|<script>alert/);
    }
  });

  it('answers only GET and HEAD', async () => {
    expect((await get('/embed/demo', undefined, 'POST')).status).toBe(405);
    const head = await get('/embed/demo', undefined, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });

  it('leaves the rest of /embed alone', async () => {
    const response = await get('/embed/demo/x');
    expect(response.status).toBe(404);
  });
});
