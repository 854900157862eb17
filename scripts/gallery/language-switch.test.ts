// @vitest-environment node
import { switchable } from './language-switch';

describe('switchable', () => {
  const origin = 'http://geo.localhost:4173';

  it('takes a page still under the language it was loaded in, on its own origin', () => {
    expect(switchable(`${origin}/ka/login?x=1#frag`, origin, 'ka')).toBe(true);
    expect(switchable(`${origin}/ka`, origin, 'ka')).toBe(true);
  });

  it('leaves a page that went to another site or off the language prefix', () => {
    expect(switchable('http://eu.localhost:4173/nl-EU/register', origin, 'nl-NL')).toBe(false);
    expect(switchable(`${origin}/kaz/login`, origin, 'ka')).toBe(false);
    expect(switchable(`${origin}/login`, origin, 'ka')).toBe(false);
    expect(switchable('about:blank', origin, 'ka')).toBe(false);
  });
});
