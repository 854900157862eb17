import { describe, expect, it } from 'vitest';
import {
  accentPseudo,
  POP_DIRECTIONAL,
  PSEUDO_CLOSE,
  PSEUDO_OPEN,
  pseudoStrings,
  RTL_OVERRIDE,
  rtlPseudo,
} from './pseudo-locales';

describe('accentPseudo', () => {
  it('accents every ASCII letter between markers, about 35% longer', () => {
    const pseudo = accentPseudo('Log in to your account');
    expect(pseudo.startsWith(PSEUDO_OPEN)).toBe(true);
    expect(pseudo.endsWith(PSEUDO_CLOSE)).toBe(true);
    expect(pseudo).not.toMatch(/[A-Za-z]/);
    // 22 characters of English: 8 of padding in words of at most five, two markers.
    expect(pseudo).toBe('[Ļöğ íñ ţö ýöüŕ áççöüñţ~~~~~ ~~~]');
  });

  it('keeps placeholders, nesting, Trans tags and entities as they are', () => {
    const pseudo = accentPseudo(
      'Agree to the <link0>Terms</link0> of {{entity}}, $t(common.ok) &amp; <br/>more',
    );
    for (const kept of ['<link0>', '</link0>', '{{entity}}', '$t(common.ok)', '&amp;', '<br/>']) {
      expect(pseudo).toContain(kept);
    }
    expect(pseudo).toContain('Ţéŕṁš');
  });

  it('leaves empty and blank strings alone', () => {
    expect(accentPseudo('')).toBe('');
    expect(accentPseudo('  ')).toBe('  ');
  });
});

describe('rtlPseudo', () => {
  it('wraps each run of text in a right-to-left override, placeholders outside it', () => {
    expect(rtlPseudo('Code sent to {{destination}}.')).toBe(
      `${RTL_OVERRIDE}Code sent to ${POP_DIRECTIONAL}{{destination}}${RTL_OVERRIDE}.${POP_DIRECTIONAL}`,
    );
  });
});

describe('pseudoStrings', () => {
  it('transforms every value at every depth and keeps the keys', () => {
    expect(pseudoStrings({ a: 'x', b: { c_one: 'y', c_other: 'z' } }, (t) => `<${t}>`)).toEqual({
      a: '<x>',
      b: { c_one: '<y>', c_other: '<z>' },
    });
  });

  it("adds the plural forms the pseudo-locale's language has and English lacks, from _other", () => {
    const strings = { resendIn_one: '{{count}} second', resendIn_other: '{{count}} seconds' };
    expect(pseudoStrings(strings, (t) => `<${t}>`, 'ar-XB')).toEqual({
      resendIn_one: '<{{count}} second>',
      resendIn_other: '<{{count}} seconds>',
      resendIn_zero: '<{{count}} seconds>',
      resendIn_two: '<{{count}} seconds>',
      resendIn_few: '<{{count}} seconds>',
      resendIn_many: '<{{count}} seconds>',
    });
    expect(Object.keys(pseudoStrings(strings, (t) => t, 'en-XA'))).toEqual([
      'resendIn_one',
      'resendIn_other',
    ]);
  });
});
