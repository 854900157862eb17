import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { SANDBOX_API_PREFIX } from '../api-prefix';
import { createSandboxHandlers } from '../create-sandbox-handlers';
import type { SandboxState } from '../state/sandbox-state';
import { createSandboxState } from '../state/sandbox-state';
import { isEmbedDemoPath, serveEmbedDemoPage } from './embed-demo-page';
import { isMiniAppLaunchPath, serveMiniAppLaunchPage } from './mini-app-launch-page';
import { isOAuthStandInPath, serveOAuthStandInPage } from './oauth-client-page';
import { createSandboxScriptServer, isSandboxScriptPath } from './sandbox-scripts';
import { toFetchRequest } from './to-fetch-request';
import { writeFetchResponse } from './write-fetch-response';

export interface SandboxMiddlewareOptions {
  /** The state to serve; a fresh one when absent. */
  readonly state?: SandboxState;
  /** Visitor country when no cookie or page parameter says otherwise (wins over SANDBOX_IP_COUNTRY). */
  readonly ipCountry?: string;
}

export type SandboxMiddleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next?: () => void,
) => void;

/**
 * Connect-style middleware serving the sandbox API over real HTTP with the same msw handlers
 * the component tests use, the stand-in scripts under /sandbox-scripts (./sandbox-scripts.ts),
 * the stand-in OAuth client pages /oauth/client and /oauth/callback (./oauth-client-page.ts),
 * the widget demo host page /embed/demo (./embed-demo-page.ts) and the Telegram mini app launch
 * page /mini-app/launch (./mini-app-launch-page.ts), all on any host. Other requests go to
 * `next` (or get a 404 without one).
 */
export function createSandboxMiddleware(options: SandboxMiddlewareOptions = {}): SandboxMiddleware {
  const state = options.state ?? createSandboxState();
  if (options.ipCountry) {
    state.settings.visitor = { ...state.settings.visitor, country: options.ipCountry };
  }
  const handlers = createSandboxHandlers({ state });
  const serveScript = createSandboxScriptServer(state);

  return (req, res, next) => {
    if (isSandboxScriptPath(req.url)) {
      serveScript(req, res).catch((error: unknown) => failed(res, error));
      return;
    }
    if (isOAuthStandInPath(req.url)) {
      serveOAuthStandInPage(req, res);
      return;
    }
    if (isEmbedDemoPath(req.url)) {
      serveEmbedDemoPage(req, res);
      return;
    }
    if (isMiniAppLaunchPath(req.url)) {
      serveMiniAppLaunchPage(req, res, { now: state.settings.now });
      return;
    }
    if (!isApiPath(req.url)) {
      if (next) next();
      else notFound(res);
      return;
    }
    handle(req, res).catch((error: unknown) => failed(res, error));
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const request = await toFetchRequest(req);
    const response = await getResponse(handlers, request);
    if (response) {
      await writeFetchResponse(response, res);
      return;
    }
    // An API path the sandbox does not implement: say so loudly instead of pretending.
    const message = `The sandbox has no handler for ${request.method} ${new URL(request.url).pathname}`;
    console.warn(`[sandbox] ${message}`);
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ ret_code: 404, ret_msg: message, result: null }));
  }
}

function failed(res: ServerResponse, error: unknown): void {
  console.error('[sandbox] handler failed', error);
  if (!res.headersSent) {
    res.writeHead(500, { 'content-type': 'text/plain' });
    res.end('Sandbox handler failed; see the sandbox server log.');
  } else {
    res.destroy();
  }
}

function isApiPath(url: string | undefined): boolean {
  const pathname = (url ?? '/').split('?')[0] ?? '/';
  return pathname === SANDBOX_API_PREFIX || pathname.startsWith(`${SANDBOX_API_PREFIX}/`);
}

function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'content-type': 'text/plain' });
  res.end('Not found');
}
