import {
  TRADING_PASSWORD_LENGTH,
  normaliseTradingPassword,
  tradingPasswordConfirmProblem,
  tradingPasswordProblem,
} from './trading-password-rules';

describe('trading password rules (docs/login.md, "Trading-password change")', () => {
  it('is exactly 6 digits', () => {
    expect(TRADING_PASSWORD_LENGTH).toBe(6);
    expect(tradingPasswordProblem('')).toBe('required');
    expect(tradingPasswordProblem('13579')).toBe('format');
    expect(tradingPasswordProblem('1357902')).toBe('format');
    expect(tradingPasswordProblem('13579a')).toBe('format');
    expect(tradingPasswordProblem('135 79')).toBe('format');
    expect(tradingPasswordProblem('135790')).toBeNull();
  });

  it('refuses one digit six times', () => {
    for (const digit of '0123456789') {
      expect(tradingPasswordProblem(digit.repeat(6))).toBe('repeated');
    }
    expect(tradingPasswordProblem('111112')).toBeNull();
  });

  it('refuses a straight run up or down, and nothing that only looks like one', () => {
    for (const run of ['012345', '123456', '456789', '987654', '543210', '654321']) {
      expect(tradingPasswordProblem(run)).toBe('sequence');
    }
    // Not straight: a wrap past 9, a step of 2, a break in the middle.
    for (const other of ['789012', '135791', '123465', '890123']) {
      expect(tradingPasswordProblem(other)).toBeNull();
    }
  });

  it('reads digits typed in other scripts as ASCII', () => {
    expect(normaliseTradingPassword('١٣٥٧٩٠')).toBe('135790');
    expect(tradingPasswordProblem('１３５７９０')).toBeNull();
    expect(tradingPasswordProblem('１２３４５６')).toBe('sequence');
  });

  it('needs the same password again', () => {
    expect(tradingPasswordConfirmProblem('135790', '')).toBe('confirmRequired');
    expect(tradingPasswordConfirmProblem('135790', '135791')).toBe('mismatch');
    expect(tradingPasswordConfirmProblem('135790', '135790')).toBeNull();
    expect(tradingPasswordConfirmProblem('135790', '１３５７９０')).toBeNull();
  });
});
