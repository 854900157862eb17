/** Minimal, accessible HTML pages the sandbox shows people (mailbox, activation result). */

import { escapeHtml } from '../../lib/escape-html';

/** Every value that came from a request (addresses, uuids) goes through this. */
export { escapeHtml };

const STYLE = [
  'body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1c1f26;background:#fff}',
  'table{border-collapse:collapse;width:100%}',
  'th,td{text-align:start;padding:.5rem;border-bottom:1px solid #8a8f99;vertical-align:top}',
  'a{color:#0b57d0}',
  'code{font-size:1.1em}',
].join('');

export function htmlPage(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>`,
    `<body><main>${body}</main></body>`,
    '</html>',
  ].join('');
}

export function htmlResponse(html: string, status = 200): Response {
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** A browser opening a link asks for HTML; fetch calls (tests, the app) do not. */
export function wantsHtml(request: Request): boolean {
  const format = new URL(request.url).searchParams.get('format');
  if (format) return format === 'html';
  return request.headers.get('accept')?.includes('text/html') ?? false;
}
