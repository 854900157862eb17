// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import ts from 'typescript';
import { buildLoader, type LoaderBuild } from '../../scripts/embed/build-loader';
import { affectsLoader } from '../../scripts/vite/embed-loader-plugin';
import { loadEditionOrThrow, projectRoot } from '../../scripts/lib/editions';
import type { ExchangeAuthApi } from '../../src/embed/public-api';
import { writeLiveSettings, type LiveSettingsFixture } from '../release/live-settings';
import { makeTempDir, removeDir } from './temp-build';

interface Dom {
  readonly window: Window & typeof globalThis & { eval(code: string): unknown };
}
type JsdomConstructor = new (html: string, options: Record<string, unknown>) => Dom;
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: JsdomConstructor };

const frameOrigin = 'https://www.exchange.example';

/** A host page at `url` that includes embed.js from the exchange, and runs it. */
function hostPage(url: string, code: string) {
  const dom = new JSDOM(`<!doctype html><script src="${frameOrigin}/embed.js"></script>`, {
    url,
    runScripts: 'outside-only',
  });
  const before = new Set(Object.getOwnPropertyNames(dom.window));
  dom.window.eval(code);
  const added = Object.getOwnPropertyNames(dom.window).filter((name) => !before.has(name));
  const api = (dom.window as unknown as { ExchangeAuth: ExchangeAuthApi }).ExchangeAuth;
  return { window: dom.window, added, api };
}

describe('buildLoader (embed.js and embed.d.ts)', { timeout: 60_000 }, () => {
  let outDir: string;
  let sandbox: LoaderBuild;
  let production: LoaderBuild;
  let settings: LiveSettingsFixture;

  beforeAll(async () => {
    outDir = makeTempDir('embed-loader');
    sandbox = await buildLoader({ edition: 'global', environment: 'sandbox', outDir });
    // A production loader takes the widget's hosts from the deployment settings (docs/release.md).
    settings = writeLiveSettings(outDir);
    process.env.DEPLOY_SETTINGS = settings.file;
    try {
      production = await buildLoader({
        edition: 'global',
        environment: 'production',
        write: false,
      });
    } finally {
      delete process.env.DEPLOY_SETTINGS;
    }
  }, 60_000);
  afterAll(() => removeDir(outDir));

  it('writes embed.js and embed.d.ts, embed.js within 5 KiB gzip', () => {
    expect(readFileSync(path.join(outDir, 'embed.js'), 'utf8')).toBe(sandbox.code);
    expect(readFileSync(path.join(outDir, 'embed.d.ts'), 'utf8')).toBe(sandbox.types);
    expect(gzipSync(sandbox.code, { level: 9 }).length).toBeLessThanOrEqual(5 * 1024);
    expect(sandbox.code).toMatch(/^\(function\(\)\{/); // an IIFE
    expect(sandbox.code).not.toMatch(/__EXCHANGE_AUTH_|import\.meta|\bexport\b/);
  });

  it("bakes in the allowed hosts of the build's environment only", async () => {
    const { manifest } = await loadEditionOrThrow('global');
    const local = manifest.embed.allowedHosts.sandbox;
    const live = settings.settings.editions.global!.embedAllowedHosts!;
    expect(live.length).toBeGreaterThan(0);
    expect(sandbox.allowedHosts).toEqual(local);
    expect(production.allowedHosts).toEqual(live);
    expect(sandbox.code).toContain(JSON.stringify(local).slice(1, -1).replaceAll('"', '`'));
    for (const pattern of live) expect(sandbox.code).not.toContain(pattern);
    for (const pattern of local) expect(production.code).not.toContain(pattern);
  });

  it('adds only window.ExchangeAuth to a host page and frames from the script origin', () => {
    const { window, added, api } = hostPage('http://localhost:5173/shop', sandbox.code);
    expect(added).toEqual(['ExchangeAuth']);
    expect(api.version).toMatch(/^\d+\.\d+\.\d+/);
    const element = window.document.createElement('div');
    window.document.body.append(element);
    const { element: iframe } = api.mount(element, { view: 'register' });
    expect(element.children).toHaveLength(1);
    expect(iframe.src).toMatch(
      /^https:\/\/www\.exchange\.example\/register\?embed=[0-9a-f]{32}&embedHost=http%3A%2F%2Flocalhost%3A5173&/,
    );
  });

  it('refuses a host page the environment does not allow', async () => {
    const { window, api } = hostPage('http://localhost:5173/', production.code);
    const element = window.document.createElement('div');
    window.document.body.append(element);
    const events: unknown[] = [];
    api.mount(element, { onEvent: (event) => events.push(event) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(element.children).toHaveLength(0);
    expect(events).toEqual([
      expect.objectContaining({ type: 'loaded-error', reason: 'host-not-allowed' }),
    ]);
  });

  const compilerOptions: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
  };
  // The DOM library is parsed once for every compile below.
  const libraryFiles = new Map<string, ts.SourceFile | undefined>();

  /** tsc --noEmit over a host's files next to embed.d.ts in a folder of their own. */
  function compile(files: Record<string, string>): string[] {
    const dir = makeTempDir('embed-types');
    try {
      writeFileSync(path.join(dir, 'embed.d.ts'), sandbox.types);
      for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
      const compilerHost = ts.createCompilerHost(compilerOptions);
      const getSourceFile = compilerHost.getSourceFile.bind(compilerHost);
      compilerHost.getSourceFile = (fileName, language) => {
        if (fileName.startsWith(dir)) return getSourceFile(fileName, language);
        if (!libraryFiles.has(fileName))
          libraryFiles.set(fileName, getSourceFile(fileName, language));
        return libraryFiles.get(fileName);
      };
      const program = ts.createProgram(
        Object.keys(files).map((name) => path.join(dir, name)),
        compilerOptions,
        compilerHost,
      );
      return ts
        .getPreEmitDiagnostics(program)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    } finally {
      removeDir(dir);
    }
  }

  it('publishes types a host snippet compiles with, and that catch a wrong option', () => {
    const host = `
      /// <reference path="./embed.d.ts" />
      const handle = ExchangeAuth.mount(document.getElementById('signin')!, {
        view: 'login',
        colorMode: 'dark',
        onEvent: (e) => {
          if (e.type === 'resize') console.log(e.height.toFixed(0));
          if (e.type === 'success') console.log(e.method, e.isNewUser);
          if (e.type === 'loaded-error') console.log(e.reason);
        },
      });
      handle.update({ hideThirdParty: true });
      const frame: HTMLIFrameElement = handle.element;
      handle.unmount();
      const modal = window.ExchangeAuth.open({ view: 'register', hideLogin: true, visible: false });
      modal.update({ visible: true });
      modal.close();
      console.log(frame, ExchangeAuth.version);
    `;
    const module = `
      import type { ModalHandle, OpenOptions, WidgetEvent } from './embed';
      const options: OpenOptions = { view: 'register', onEvent: (e: WidgetEvent) => console.log(e) };
      export const modal: ModalHandle = ExchangeAuth.open(options);
    `;
    expect(compile({ 'host.ts': host, 'host-module.ts': module })).toEqual([]);
    const wrong = `
      /// <reference path="./embed.d.ts" />
      ExchangeAuth.mount(document.body, { view: 'signup' });
      ExchangeAuth.open().unmount();
    `;
    const errors = compile({ 'wrong.ts': wrong });
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain(`'"signup"' is not assignable`);
    expect(errors[1]).toContain(`'unmount' does not exist on type 'ModalHandle'`);
  });
});

describe('the dev server plugin', () => {
  it('builds again after a change to the loader, origin-pattern.ts or a manifest', () => {
    const editions = path.join(projectRoot, 'editions');
    const changed = (file: string) => affectsLoader(path.join(projectRoot, file), editions);
    expect(changed('src/embed/loader-widget.ts')).toBe(true);
    expect(changed('src/lib/origin-pattern.ts')).toBe(true);
    expect(changed('editions/global.json')).toBe(true);
    expect(changed('src/lib/storage.ts')).toBe(false);
    expect(changed('src/embedded/x.ts')).toBe(false);
  });
});
