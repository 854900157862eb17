import { passwordChecklist, passwordMeetsRules } from './password-rules';

describe('password rules (docs/registration.md, "Field rules")', () => {
  it('reports each check separately for the live checklist', () => {
    expect(passwordChecklist('')).toEqual({
      length: false,
      upper: false,
      lower: false,
      digit: false,
    });
    expect(passwordChecklist('abc1')).toEqual({
      length: false,
      upper: false,
      lower: true,
      digit: true,
    });
    expect(passwordChecklist('Sandbox123')).toEqual({
      length: true,
      upper: true,
      lower: true,
      digit: true,
    });
  });
  it('accepts a password only when every rule is met', () => {
    expect(passwordMeetsRules('Sandbox123')).toBe(true);
    expect(passwordMeetsRules('Sandbox')).toBe(false);
    expect(passwordMeetsRules(`Ab1${'x'.repeat(28)}`)).toBe(false);
  });
});
