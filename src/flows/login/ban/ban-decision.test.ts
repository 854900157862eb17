import { BAN_WINDOW_MS, decideBan, selfUnblockPath } from './ban-decision';

const NOW = Date.UTC(2025, 0, 10, 12, 0, 0);
const HOUR = 3_600_000;

describe('decideBan', () => {
  it('uses a 24 h window (86 400 000 ms)', () => {
    expect(BAN_WINDOW_MS).toBe(86_400_000);
  });

  it('sends a ban of 24 h or more to the self-unblock page', () => {
    const facts = { bannedAtMs: NOW - 72 * HOUR, selfHelp: true };
    expect(decideBan(facts, NOW, 'self-unblock-page')).toEqual({ kind: 'selfUnblockPage' });
    const exactly = { bannedAtMs: NOW - BAN_WINDOW_MS, selfHelp: true };
    expect(decideBan(exactly, NOW, 'self-unblock-page')).toEqual({ kind: 'selfUnblockPage' });
  });

  it('shows an error toast instead on editions whose manifest says so', () => {
    const facts = { bannedAtMs: NOW - 72 * HOUR, selfHelp: true };
    expect(decideBan(facts, NOW, 'error-toast')).toEqual({ kind: 'errorToast' });
  });

  it('shows the banned dialog with the unblock time for a younger ban', () => {
    const bannedAtMs = NOW - 2 * HOUR;
    expect(decideBan({ bannedAtMs, selfHelp: true }, NOW, 'self-unblock-page')).toEqual({
      kind: 'bannedDialog',
      unblockAtMs: bannedAtMs + 86_400_000,
    });
    const almost = NOW - BAN_WINDOW_MS + 1;
    expect(decideBan({ bannedAtMs: almost, selfHelp: true }, NOW, 'error-toast').kind).toBe(
      'bannedDialog',
    );
  });

  it('shows the banned dialog without a time when the ban cannot be lifted by the user or is unknown', () => {
    expect(
      decideBan({ bannedAtMs: NOW - 72 * HOUR, selfHelp: false }, NOW, 'self-unblock-page'),
    ).toEqual({ kind: 'bannedDialog', unblockAtMs: null });
    expect(decideBan({ bannedAtMs: null, selfHelp: true }, NOW, 'self-unblock-page')).toEqual({
      kind: 'bannedDialog',
      unblockAtMs: null,
    });
  });
});

describe('selfUnblockPath', () => {
  it('is /{lang}/self-unblock?fromScene=login', () => {
    expect(selfUnblockPath('en')).toBe('/en/self-unblock?fromScene=login');
  });
});
