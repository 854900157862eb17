import { createAppSystem } from './create-app-system';
import { systemForPage } from './prerendered-global-styles';
import { defaultTheme } from '../test-utils/render-with-ui';

describe('systemForPage', () => {
  const system = createAppSystem(defaultTheme);

  it('keeps the global styles where the page has no prerendered stylesheet', () => {
    expect(systemForPage(system, false)).toBe(system);
    expect(system._global).toHaveLength(3);
  });

  it('leaves them out of a prerendered page’s provider, and nothing else', () => {
    const page = systemForPage(system, true);
    expect(page._global).toEqual([]);
    expect(page.css).toBe(system.css);
    expect(page.tokens).toBe(system.tokens);
    expect(page.token('colors.red.500')).toBe(system.token('colors.red.500'));
    expect(Object.keys(page).sort()).toEqual(Object.keys(system).sort());
  });

  it('never reads the system’s global styles to leave them out', () => {
    let read = 0;
    const lazy = Object.defineProperty({ ...system }, '_global', {
      get: () => {
        read++;
        return system._global;
      },
      enumerable: true,
    });
    expect(systemForPage(lazy, true)._global).toEqual([]);
    expect(read).toBe(0);
  });
});
