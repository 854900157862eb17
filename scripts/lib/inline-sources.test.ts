import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hashSource, inlineSourcesOfEdition, inlineSourcesOfHtml } from './inline-sources';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineSourcesOfHtml', () => {
  it('hashes the executable inline scripts and the inline styles, byte for byte', () => {
    const html = [
      '<html><head>',
      '<script>document.documentElement.className = "dark";</script>',
      '<script type="module">import("/assets/a.js")</script>',
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<script id="i18n-resources" type="application/json">{"a":1}</script>',
      '<style data-emotion="css x">.x{color:red}</style>',
      '</head><body><SCRIPT>\n  early();\n</SCRIPT></body></html>',
    ].join('\n');
    expect(inlineSourcesOfHtml(html)).toEqual({
      scripts: [
        sha('document.documentElement.className = "dark";'),
        sha('import("/assets/a.js")'),
        sha('\n  early();\n'),
      ],
      styles: [sha('.x{color:red}')],
    });
  });

  it('finds nothing in a page without inline code', () => {
    expect(
      inlineSourcesOfHtml('<script src="/a.js"></script><link rel="stylesheet" href="/a.css">'),
    ).toEqual({ scripts: [], styles: [] });
  });

  it('writes a CSP hash source', () => {
    expect(hashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});

describe('inlineSourcesOfEdition', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'inline-sources-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("collects every page's sources once, sorted, leaving out assets and the server folder", () => {
    mkdirSync(path.join(dir, 'tr/login'), { recursive: true });
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, 'server'));
    writeFileSync(path.join(dir, 'index.html'), '<script>b()</script><style>p{}</style>');
    writeFileSync(
      path.join(dir, 'tr/login/index.html'),
      '<script>a()</script><script>b()</script>',
    );
    writeFileSync(path.join(dir, 'assets/x.html'), '<script>never()</script>');
    writeFileSync(path.join(dir, 'server/y.html'), '<script>never()</script>');
    expect(inlineSourcesOfEdition(dir)).toEqual({
      scripts: [sha('a()'), sha('b()')].sort(),
      styles: [sha('p{}')],
    });
  });
});
