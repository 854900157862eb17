// @vitest-environment node
import { serveSandboxOverHttp } from '../test-support/sandbox-harness';

const passedOn: string[] = [];

const { origin: baseUrl } = serveSandboxOverHttp({
  middleware: { ipCountry: 'TR' },
  next: (req, res) => {
    passedOn.push(req.url ?? '');
    res.writeHead(204).end();
  },
});

describe('createSandboxMiddleware', () => {
  it('passes anything outside /x-api to next()', async () => {
    const response = await fetch(`${baseUrl()}/login?x=1`);
    expect(response.status).toBe(204);
    expect(passedOn).toContain('/login?x=1');
  });

  it('answers an API path without a handler with 404 and names it', async () => {
    const response = await fetch(`${baseUrl()}/x-api/v9/not/implemented`, { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      ret_msg: expect.stringContaining('POST /x-api/v9/not/implemented'),
    });
  });

  it('uses the ipCountry option as the default visitor country', async () => {
    const response = await fetch(`${baseUrl()}/x-api/v3/public/user/ip-info`);
    expect(await response.json()).toMatchObject({ result: { code: 'TR', is_visible: 1 } });
  });

  it('copies every Set-Cookie header onto the Node response', async () => {
    const response = await fetch(`${baseUrl()}/x-api/__sandbox/visitor?country=US`);
    expect(response.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^sandbox_visitor=.+; Path=\/; SameSite=Lax$/),
    ]);
  });
});
