import { AA_NON_TEXT, AA_TEXT, contrastRatio, relativeLuminance } from './contrast';

describe('contrastRatio', () => {
  it('gives the WCAG extremes and is symmetric', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('matches published reference values', () => {
    // #767676 on white is the classic "just passes AA" grey (4.54:1).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(AA_TEXT);
  });

  it('uses the AA thresholds of WCAG 1.4.3 and 1.4.11', () => {
    expect(AA_TEXT).toBe(4.5);
    expect(AA_NON_TEXT).toBe(3);
  });

  it('rejects anything but #rrggbb', () => {
    expect(() => relativeLuminance('red')).toThrow(/#rrggbb/);
    expect(() => relativeLuminance('#fff')).toThrow(/#rrggbb/);
  });
});
