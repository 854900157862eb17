/**
 * What the sandbox's own HTML pages share (the stand-in OAuth client, ./oauth-client-page.ts;
 * the widget demo host, ./embed-demo-page.ts; the mini app launch page,
 * ./mini-app-launch-page.ts): GET and HEAD only, a fresh nonce for the inline script and style,
 * no caching, one document shape and one base stylesheet, the Host header read one way.
 * HTML escaping is the mailbox's (../mailbox/html-page.ts).
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { randomHex } from '../lib/random-id';
import { escapeHtml } from '../mailbox/html-page';

export interface HtmlPageAnswer {
  /** Headers besides content-type and cache-control: the CSP, the referrer policy, … */
  readonly headers: OutgoingHttpHeaders;
  /** The document, built for GET only. */
  readonly html: () => string;
}

/**
 * Answers GET / HEAD with the page `render` makes for a fresh nonce (HEAD: the headers alone),
 * anything else with 405.
 */
export function serveHtmlPage(
  req: IncomingMessage,
  res: ServerResponse,
  render: (nonce: string) => HtmlPageAnswer,
): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
    res.end('Method not allowed');
    return;
  }
  const { headers, html } = render(randomHex(16));
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(req.method === 'HEAD' ? undefined : html());
}

/** The query string of a request URL, with its `?` ('' without one). */
export function searchOf(url: string | undefined): string {
  const value = url ?? '';
  return value.includes('?') ? value.slice(value.indexOf('?')) : '';
}

const HOST_HEADER = /^([a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/;

export interface PageHost {
  /** The host name, lower case: letters, digits, dots and dashes, or a bracketed IPv6. */
  readonly name: string;
  /** `:<port>`, or '' when the header names none. */
  readonly portSuffix: string;
}

/** The Host header's name and port, unless it is anything but a plain one (port up to 65535). */
export function readHostHeader(hostHeader: string | undefined): PageHost | undefined {
  const match = HOST_HEADER.exec((hostHeader ?? '').toLowerCase());
  if (!match?.[1] || Number(match[2] ?? 0) > 65535) return undefined;
  return { name: match[1], portSuffix: match[2] ? `:${match[2]}` : '' };
}

/** A JSON value safe inside a <script> element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The rules every page starts from; a page's own stylesheet follows and may override them. */
const BASE_STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; background: Canvas; color: CanvasText; }
  main { margin: 0 auto; padding: 24px 16px; }
  h1 { font-size: 1.4rem; margin: 0 0 8px; }
  h2 { font-size: 1.1rem; margin: 24px 0 8px; }
  fieldset { border: 1px solid GrayText; border-radius: 8px; margin: 0 0 12px; padding: 8px 12px; }
  legend { font-weight: 600; }
  label.field { display: block; font-weight: 600; margin: 12px 0 4px; }
  p.check { margin: 6px 0; }
  .hint { color: GrayText; font-size: .9em; margin: 4px 0 0; }
  .warn { border-left: 4px solid #b3261e; padding: 4px 12px; }
  .actions { display: flex; gap: 8px; margin-top: 16px; flex-wrap: wrap; }
  button { font: inherit; padding: 8px 16px; border-radius: 6px; border: 1px solid GrayText;
    background: ButtonFace; color: ButtonText; cursor: pointer; }
  button.primary { background: #0b57d0; border-color: #0b57d0; color: #fff; }
  code, pre { font-family: ui-monospace, monospace; overflow-wrap: anywhere; }
  pre { white-space: pre-wrap; padding: 8px; border-radius: 6px;
    background: color-mix(in srgb, CanvasText 6%, Canvas); }`;

export interface HtmlDocumentInput {
  readonly title: string;
  /** The nonce of the inline style and script (the page's CSP names it). */
  readonly nonce: string;
  /** The page's own rules, after the base stylesheet. */
  readonly style: string;
  /** The content of <main>. */
  readonly body: string;
  /** An external script loaded before the inline one. */
  readonly scriptSrc?: string;
  /** The inline script, last in the body. */
  readonly script: string;
}

export function htmlDocument({
  title,
  nonce,
  style,
  body,
  scriptSrc,
  script,
}: HtmlDocumentInput): string {
  const external =
    scriptSrc === undefined ? '' : `<script src="${escapeHtml(scriptSrc)}"></script>\n`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${BASE_STYLE}${style}</style>
</head>
<body>
<main>
${body}
</main>
${external}<script nonce="${nonce}">
${script}
</script>
</body>
</html>`;
}
