import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { resolveCaptchaMode } from '../captcha/captcha-modes';
import { miniAppAvatarSvg } from '../chat-app/mini-app-avatars';
import type { SandboxScriptEntry } from '../scripts/script-entries';
import { SANDBOX_SCRIPT_ENTRIES } from '../scripts/script-entries';
import type { SandboxState } from '../state/sandbox-state';
import { thirdPartyScriptRefusal } from '../third-party/script-failure';

/** URL prefix of the stand-in scripts; `backup/` below it plays a provider's second host. */
export const SANDBOX_SCRIPTS_PREFIX = '/sandbox-scripts';
const BACKUP_FOLDER = 'backup';
/** The mini app users' and the bot's pictures (src/sandbox/chat-app/mini-app-avatars.ts). */
const AVATARS_FOLDER = 'avatars';
/** Longer than the client's 10 s script time-out, so a `hang` is a time-out, not a slow load. */
export const HANG_MS = 15_000;

const scriptsDir = path.resolve(import.meta.dirname, '../scripts');

export function isSandboxScriptPath(url: string | undefined): boolean {
  const pathname = (url ?? '/').split('?')[0] ?? '/';
  return pathname.startsWith(`${SANDBOX_SCRIPTS_PREFIX}/`);
}

/**
 * Serves a stand-in script, bundled from src/sandbox/scripts on first request (Vite, kept in
 * memory), honouring the captcha mode of its provider: `load-fail` answers 404 on both hosts,
 * `primary-down` on the first host only, `hang` holds the request past the client's time-out.
 * `avatars/<key>.svg` are the mini app users' pictures (docs/sandbox.md, "The Telegram mini app").
 */
export function createSandboxScriptServer(state: SandboxState) {
  const bundles = new Map<string, Promise<string>>();

  return async function serveSandboxScript(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://sandbox.local');
    const rest = url.pathname.slice(SANDBOX_SCRIPTS_PREFIX.length + 1).split('/');
    if (rest.length === 2 && rest[0] === AVATARS_FOLDER) {
      serveAvatar(req, res, rest[1] ?? '');
      return;
    }
    const onBackup = rest.length === 2 && rest[0] === BACKUP_FOLDER;
    const file = onBackup ? rest[1] : rest.length === 1 ? rest[0] : undefined;
    const entry = file === undefined ? undefined : SANDBOX_SCRIPT_ENTRIES[file];
    if (!entry) {
      notFound(res, `No sandbox stand-in script at ${url.pathname}`);
      return;
    }
    if (entry.captchaProvider) {
      const mode = resolveCaptchaMode(entry.captchaProvider, {
        referer: header(req, 'referer'),
        controlled: state.captcha.modes,
      });
      if (mode === 'load-fail' || (mode === 'primary-down' && !onBackup)) {
        notFound(res, `${entry.captchaProvider} is set to ${mode} (sandbox captcha mode)`);
        return;
      }
      if (mode === 'hang') {
        hang(res);
        return;
      }
    }
    const refusal = thirdPartyScriptRefusal(state, file ?? '', header(req, 'referer'));
    if (refusal) {
      notFound(res, refusal);
      return;
    }
    let bundle = bundles.get(entry.module);
    if (!bundle) {
      bundle = bundleStandIn(entry);
      bundles.set(entry.module, bundle);
    }
    const code = await bundle.catch((error: unknown) => {
      bundles.delete(entry.module);
      throw error;
    });
    res.writeHead(200, {
      'content-type': 'text/javascript; charset=utf-8',
      // Modes change between page loads; the browser must ask every time.
      'cache-control': 'no-store',
    });
    res.end(req.method === 'HEAD' ? undefined : code);
  };
}

async function bundleStandIn(entry: SandboxScriptEntry): Promise<string> {
  // Vite only when a stand-in is first asked for: the API alone never loads it.
  const { build } = await import('vite');
  const output = await build({
    configFile: false,
    root: scriptsDir,
    publicDir: false,
    logLevel: 'silent',
    build: {
      write: false,
      emptyOutDir: false,
      minify: false,
      target: 'es2020',
      lib: {
        entry: path.join(scriptsDir, entry.module),
        formats: ['iife'],
        name: 'SandboxStandIn',
        fileName: () => 'stand-in.js',
      },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  for (const result of results) {
    if ('output' in result) {
      const chunk = result.output.find((item) => item.type === 'chunk');
      if (chunk && chunk.type === 'chunk') return chunk.code;
    }
  }
  throw new Error(`Bundling the stand-in ${entry.module} produced no script`);
}

function serveAvatar(req: IncomingMessage, res: ServerResponse, file: string): void {
  const key = /^([a-zA-Z0-9-]{1,60})\.svg$/.exec(file)?.[1];
  const svg = key === undefined ? undefined : miniAppAvatarSvg(key);
  if (svg === undefined) {
    notFound(res, `No mini app avatar ${file}`);
    return;
  }
  res.writeHead(200, {
    'content-type': 'image/svg+xml; charset=utf-8',
    'cache-control': 'max-age=3600',
    'x-content-type-options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : svg);
}

function hang(res: ServerResponse): void {
  const timer = setTimeout(() => {
    if (!res.writableEnded) {
      res.writeHead(504, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The sandbox held this stand-in script (captcha mode hang).');
    }
  }, HANG_MS);
  res.on('close', () => clearTimeout(timer));
}

function notFound(res: ServerResponse, message: string): void {
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(message);
}

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
}
