// @vitest-environment node
import { serveSandboxOverHttp } from '../test-support/sandbox-harness';

// The stand-in OAuth client's two pages as a browser gets them from the sandbox middleware.
const { origin } = serveSandboxOverHttp();

async function page(path: string): Promise<{ response: Response; html: string }> {
  const response = await fetch(`${origin()}${path}`);
  return { response, html: await response.text() };
}

describe('the stand-in OAuth client pages', () => {
  it('serves /oauth/client with the client, scope, PKCE and start controls', async () => {
    const { response, html } = await page('/oauth/client?exchange=http%3A%2F%2Flocalhost%3A1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const nonce = /<script nonce="([0-9a-f]{32})">/.exec(html)?.[1];
    expect(response.headers.get('content-security-policy')).toContain(
      `script-src 'nonce-${nonce}'`,
    );
    for (const control of [
      'name="client" value="demo-portfolio"',
      'name="client" value="demo-trading-bot"',
      'name="client" value="other"',
      'id="other-client-id"',
      'name="scope" value="account:read"',
      'name="scope" value="balance:read"',
      'name="scope" value="trade"',
      'name="scope" value="withdraw"',
      'id="redirect-uri"',
      'id="state"',
      'id="client-secret"',
      'id="pkce"',
      'id="exchange"',
      'id="lang"',
      'id="flow-frame"',
      'id="frame-result"',
    ]) {
      expect(html).toContain(control);
    }
    expect(html).toMatch(/<button[^>]*id="start-full"[^>]*>Start \(full page\)<\/button>/);
    expect(html).toMatch(/<button[^>]*id="start-frame"[^>]*>Start in a frame<\/button>/);
    // Nothing from the request is written into the page.
    expect(html).not.toContain('localhost:1');
  });

  it('serves /oauth/callback with the result fields, the state check and the exchange button', async () => {
    const { response, html } = await page('/oauth/callback?code=%3Cb%3Ex&state=%3Cs%3E');
    expect(response.status).toBe(200);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    for (const id of [
      'code',
      'state',
      'error',
      'error-description',
      'state-check',
      'exchange-code',
      'token-response',
    ]) {
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).toContain('/x-api/oauth/v1/token');
    expect(html).not.toMatch(/<b>x|<s>/);
  });

  it('answers only GET and HEAD', async () => {
    const post = await fetch(`${origin()}/oauth/client`, { method: 'POST' });
    expect(post.status).toBe(405);
    const head = await fetch(`${origin()}/oauth/callback`, { method: 'HEAD' });
    expect(head.status).toBe(200);
  });

  it('leaves the app’s own /oauth routes alone', async () => {
    const response = await fetch(`${origin()}/oauth?client_id=demo-portfolio`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not found');
  });
});
