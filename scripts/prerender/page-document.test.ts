import { describe, expect, it } from 'vitest';
import { moveEntryTags, pageDocument } from './page-document';

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

function page(appHtml = '<main><h1>Log in</h1><form></form></main>', redirectScript?: string) {
  return pageDocument({
    ...(redirectScript ? { redirectScript } : {}),
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
    chunks: ['login-page', 'login-promo-panel'],
  });
}

describe('moveEntryTags', () => {
  it("takes Vite's entry script and preloads out of the head", () => {
    const moved = moveEntryTags(template, []);
    expect(moved.template).not.toContain('modulepreload');
    expect(moved.template).not.toContain('index-A.js');
    expect(moved.template).toContain('<title>Exchange</title>');
  });

  it("preloads the entry's chunks first, then the page's, each once, and the entry last", () => {
    const { tags } = moveEntryTags(template, [
      '/assets/index-A.js',
      '/assets/shared-C.js',
      '/assets/login-page-D.js',
    ]);
    expect(tags).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/react-B.js">',
      '<link rel="modulepreload" crossorigin href="/assets/shared-C.js">',
      '<link rel="modulepreload" crossorigin href="/assets/login-page-D.js">',
      '<script type="module" crossorigin src="/assets/index-A.js"></script>',
    ]);
  });

  it('fails the build on a template without exactly one entry script', () => {
    expect(() => moveEntryTags('<html><head></head></html>', [])).toThrow(/one module script/);
  });
});

describe('pageDocument', () => {
  it('starts no script before the form (none competes with the page)', () => {
    const html = page();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/modulepreload|type="module"/);
    const formEnd = html.indexOf('</form>');
    expect(html.indexOf('id="i18n-resources"')).toBeGreaterThan(formEnd);
    const firstPreload = html.indexOf('rel="modulepreload"');
    expect(firstPreload).toBeGreaterThan(formEnd);
    expect(html.indexOf('<script type="module"')).toBeGreaterThan(firstPreload);
    expect(html.match(/shared-C\.js/g)).toHaveLength(1);
  });

  it('keeps the critical CSS, the language and the title in the head', () => {
    const html = page();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style data-emotion="css">');
    expect(html).toMatch(/^<!doctype html>\n<html lang="en" dir="ltr">/);
    expect(head).toContain('<title>Log in</title>');
  });

  it('names on #root the lazy chunks the page rendered, for the browser to load first', () => {
    const root = new DOMParser().parseFromString(page(), 'text/html').getElementById('root')!;
    expect(root.dataset.chunks).toBe('login-page login-promo-panel');
  });

  it("writes the page's text as it is, `$&` and `$'` included", () => {
    const html = page(`<main><p>Up to $& and $' and $1</p></main>`);
    expect(html).toContain(`<p>Up to $& and $' and $1</p>`);
  });

  it('runs a redirect script first in the head, before anything else can start', () => {
    const html = page(undefined, 'location.replace("/ru/login")');
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    expect(head.indexOf('<script>location.replace("/ru/login")</script>')).toBe(
      head.indexOf('<script>'),
    );
    expect(page()).not.toContain('location.replace');
  });

  it('holds the first frame until the element right after the app is in the document', () => {
    const html = page();
    const head = html.slice(0, html.indexOf('</head>'));
    const link = /<link rel="expect" href="#([\w-]+)" blocking="render">/.exec(head);
    expect(link).not.toBeNull();
    // Before the critical CSS, whose parsing is where the parser may first yield to a frame.
    expect(head.indexOf(link![0])).toBeLessThan(head.indexOf('<style'));
    // Chromium lifts the hold when the target is inserted: it must be the element after #root.
    const rootEnd = html.indexOf('</form></main></div>') + '</form></main></div>'.length;
    expect(html.slice(rootEnd).trimStart()).toMatch(new RegExp(`^<[a-z]+ id="${link![1]}"`));
  });
});
