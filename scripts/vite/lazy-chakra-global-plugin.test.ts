// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { lazyGlobalStyles } from './lazy-chakra-global-plugin';

const systemFile = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json')),
  'dist/esm/styled-system/system.js',
);

describe('lazyGlobalStyles', () => {
  it('turns the installed Chakra’s eager global styles into a getter built on first use', () => {
    const code = lazyGlobalStyles(readFileSync(systemFile, 'utf8'), systemFile);
    expect(code).not.toContain('const _global = [');
    expect(code).toContain(
      '(_globalStyles ??= [getPreflightCss(), getGlobalCss(), getTokenCss()])',
    );
    expect(code).toMatch(/\n\s+get _global\(\) \{ return globalStyles\(\); \},\n/);
  });

  it('builds them once, when read, and not before', () => {
    const code = lazyGlobalStyles(
      [
        'function createSystem(built) {',
        '  const getPreflightCss = () => (built.push("reset"), "reset");',
        '  const getGlobalCss = () => "base";',
        '  const getTokenCss = () => "tokens";',
        '  const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];',
        '  return {',
        '    _global,',
        '  };',
        '}',
        'return createSystem;',
      ].join('\n'),
      'system.js',
    );
    const createSystem = new Function(code)() as (built: string[]) => { _global: string[] };
    const built: string[] = [];
    const system = createSystem(built);
    expect(built).toEqual([]);
    expect(system._global).toEqual(['reset', 'base', 'tokens']);
    expect(system._global).toBe(system._global);
    expect(built).toEqual(['reset']);
  });

  it('fails naming the file when a Chakra release changed the lines', () => {
    expect(() => lazyGlobalStyles('const _global = buildGlobal();', '/x/system.js')).toThrow(
      /^\/x\/system\.js: expected `const _global = \[getPreflightCss\(\), getGlobalCss\(\), getTokenCss\(\)\];`/,
    );
  });
});
