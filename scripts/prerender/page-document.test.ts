// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  moveEntryTags,
  pageDocument,
  SCRIPT_START_FALLBACK_MS,
  scriptLoader,
} from './page-document';

const template = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Exchange</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
    <link rel="modulepreload" crossorigin href="/assets/shared-C.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

function page(appHtml = '<main><h1>Log in</h1><form></form></main>') {
  return pageDocument({
    template,
    appHtml,
    styleTag: '<style data-emotion="css">.a{color:red}</style>',
    title: 'Log in',
    language: 'en',
    dir: 'ltr',
    htmlLang: 'en',
    preload: ['/assets/index-A.js', '/assets/shared-C.js', '/assets/login-page-D.js'],
    resources: { en: { login: { title: 'Log in' } } },
    url: '/login',
  });
}

describe('moveEntryTags', () => {
  it("takes Vite's entry script and preloads out of the head", () => {
    const moved = moveEntryTags(template, []);
    expect(moved.template).not.toContain('modulepreload');
    expect(moved.template).not.toContain('index-A.js');
    expect(moved.template).toContain('<title>Exchange</title>');
  });

  it("preloads the entry's chunks first, then the page's, each once, and starts the entry", () => {
    const { loader } = moveEntryTags(template, [
      '/assets/index-A.js',
      '/assets/shared-C.js',
      '/assets/login-page-D.js',
    ]);
    expect(loader).toContain(
      JSON.stringify(['/assets/react-B.js', '/assets/shared-C.js', '/assets/login-page-D.js']),
    );
    expect(loader).toContain(`s.src="/assets/index-A.js"`);
  });

  it('fails the build on a template without exactly one entry script', () => {
    expect(() => moveEntryTags('<html><head></head></html>', [])).toThrow(/one module script/);
  });
});

describe('scriptLoader', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.head.querySelectorAll('link[rel="modulepreload"]').forEach((l) => l.remove());
    document.body.querySelectorAll('script[type="module"]').forEach((s) => s.remove());
  });

  function run(frame: boolean) {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
    new Function(scriptLoader('/assets/index-A.js', ['/assets/react-B.js']))();
    if (frame) frames.forEach((callback) => callback(0));
  }

  const started = () => ({
    preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
      l.getAttribute('href'),
    ),
    entries: [...document.body.querySelectorAll('script[type="module"]')].map((s) =>
      s.getAttribute('src'),
    ),
  });

  it('starts nothing before the first frame has been drawn, then everything once', () => {
    vi.useFakeTimers();
    run(true);
    expect(started().entries).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(started()).toEqual({
      preloads: ['/assets/react-B.js'],
      entries: ['/assets/index-A.js'],
    });
    vi.advanceTimersByTime(SCRIPT_START_FALLBACK_MS);
    expect(started().entries).toHaveLength(1);
  });

  it(`starts after ${SCRIPT_START_FALLBACK_MS} ms where no frame is drawn (a background tab)`, () => {
    vi.useFakeTimers();
    run(false);
    vi.advanceTimersByTime(SCRIPT_START_FALLBACK_MS - 1);
    expect(started().entries).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(started().entries).toEqual(['/assets/index-A.js']);
  });
});

describe('pageDocument', () => {
  it('starts no script before the form (none competes with the page)', () => {
    const html = page();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/modulepreload|type="module"/);
    const formEnd = html.indexOf('</form>');
    expect(html.indexOf('id="i18n-resources"')).toBeGreaterThan(formEnd);
    expect(html.indexOf("l.rel='modulepreload'")).toBeGreaterThan(formEnd);
    expect(html.match(/shared-C\.js/g)).toHaveLength(1);
  });

  it('keeps the critical CSS, the language and the title in the head', () => {
    const html = page();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style data-emotion="css">');
    expect(html).toMatch(/^<!doctype html>\n<html lang="en" dir="ltr">/);
    expect(head).toContain('<title>Log in</title>');
  });

  it("writes the page's text as it is, `$&` and `$'` included", () => {
    const html = page(`<main><p>Up to $& and $' and $1</p></main>`);
    expect(html).toContain(`<p>Up to $& and $' and $1</p>`);
  });
});
