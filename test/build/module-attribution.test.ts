// @vitest-environment node
import path from 'node:path';
import { moduleName, topModules } from '../../scripts/lib/module-attribution';

const root = path.join(path.sep, 'repo');

describe('moduleName', () => {
  it('collapses a dependency to its package name', () => {
    expect(
      moduleName('/repo/node_modules/react-dom/cjs/react-dom-client.production.js', root),
    ).toBe('react-dom');
  });

  it('keeps the scope of a scoped package and names each @zag-js package on its own', () => {
    expect(moduleName('/repo/node_modules/@chakra-ui/react/dist/esm/index.js', root)).toBe(
      '@chakra-ui/react',
    );
    expect(moduleName('/repo/node_modules/@zag-js/dialog/dist/index.mjs', root)).toBe(
      '@zag-js/dialog',
    );
    expect(moduleName('/repo/node_modules/@zag-js/core/dist/index.mjs', root)).toBe('@zag-js/core');
  });

  it('uses the innermost node_modules for a nested dependency', () => {
    expect(moduleName('/repo/node_modules/a/node_modules/@scope/b/index.js', root)).toBe(
      '@scope/b',
    );
  });

  it('names a source file by its path from the project root', () => {
    expect(moduleName('/repo/src/flows/login/login-page.tsx', root)).toBe(
      'src/flows/login/login-page.tsx',
    );
  });

  it('strips the virtual-module marker and query strings', () => {
    expect(moduleName('\0virtual:edition', root)).toBe('virtual:edition');
    expect(moduleName('\0vite/modulepreload-polyfill.js', root)).toBe(
      'vite/modulepreload-polyfill.js',
    );
    expect(moduleName('/repo/src/app/main.tsx?commonjs-proxy', root)).toBe('src/app/main.tsx');
  });
});

describe('topModules', () => {
  const sizes = {
    'assets/index.js': {
      '/repo/node_modules/react-dom/client.js': 600,
      '/repo/node_modules/react-dom/index.js': 200,
      '/repo/src/app/main.tsx': 200,
    },
    'assets/page.js': {
      '/repo/src/flows/login/login-page.tsx': 100,
      '/repo/node_modules/zod/index.js': 300,
    },
  };

  it("shares each file's gzip bytes among its modules by rendered length, one row per package", () => {
    const files = [
      { file: 'assets/index.js', gzip: 500 },
      { file: 'assets/page.js', gzip: 80 },
    ];
    expect(topModules(files, sizes, root, 10)).toEqual([
      { module: 'react-dom', rendered: 800, gzip: 400 },
      { module: 'src/app/main.tsx', rendered: 200, gzip: 100 },
      { module: 'zod', rendered: 300, gzip: 60 },
      { module: 'src/flows/login/login-page.tsx', rendered: 100, gzip: 20 },
    ]);
  });

  it('keeps only the largest ones and ignores files it has no module sizes for', () => {
    const files = [
      { file: 'assets/page.js', gzip: 80 },
      { file: 'assets/unknown.js', gzip: 999 },
    ];
    expect(topModules(files, sizes, root, 1)).toEqual([{ module: 'zod', rendered: 300, gzip: 60 }]);
  });
});
