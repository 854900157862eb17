import { forcedJumpTarget } from './third-party-site-jump';

describe('forcedJumpTarget (login and register pages)', () => {
  it('never jumps outside the Netherlands site: these pages are exempt', () => {
    for (const site of ['global', 'EU', 'TUR', 'KAZ', 'HKG']) {
      expect(forcedJumpTarget(site, 'DEU')).toBeNull();
      expect(forcedJumpTarget(site, 'NLD')).toBeNull();
    }
  });

  it('forces other accounts off the Netherlands site to the global site', () => {
    expect(forcedJumpTarget('NLD', 'DEU')).toBe('global');
    expect(forcedJumpTarget('NLD', null)).toBe('global');
    expect(forcedJumpTarget('NLD', 'NLD')).toBeNull();
    // Hong Kong accounts never jump.
    expect(forcedJumpTarget('NLD', 'HKG')).toBeNull();
  });
});
