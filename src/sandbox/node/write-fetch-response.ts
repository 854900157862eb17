import type { ServerResponse } from 'node:http';

/**
 * Copies a Fetch Response onto a Node response. A Response.error() (msw's HttpResponse.error(),
 * the 'network' failure) becomes a dropped connection, which is what the browser then sees.
 */
export async function writeFetchResponse(response: Response, res: ServerResponse): Promise<void> {
  if (response.type === 'error') {
    res.socket?.destroy();
    res.destroy();
    return;
  }
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;

  const body = Buffer.from(await response.arrayBuffer());
  headers['content-length'] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(body);
}
