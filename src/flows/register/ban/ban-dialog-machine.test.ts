import { banDialogStep, initialBanDialogState, type BanDialogState } from './ban-dialog-machine';
import { isChineseEmail } from '@/lib/chinese-email';
import { waitlistEmailProblem } from './waitlist-email';
import { runBanDialog } from './run-ban-dialog';
import { waitlistBlockedSinceMs } from './waitlist-ban-info';
import type { OpenBanDialog } from './use-ban-dialog';

describe('ban dialog transitions', () => {
  it('leads 2 → 6 → 1 with is_fake true and the e-mail', () => {
    let state: BanDialogState = initialBanDialogState(2);
    const toWaitlist = banDialogStep(state, { kind: 'joinWaitlist' });
    expect(toWaitlist).toEqual({ next: { type: 6, email: '' } });
    state = (toWaitlist as { next: BanDialogState }).next;
    const toDeclaration = banDialogStep(state, { kind: 'confirmEmail', email: ' jo@example.com ' });
    expect(toDeclaration).toEqual({ next: { type: 1, isFake: true, email: 'jo@example.com' } });
    state = (toDeclaration as { next: BanDialogState }).next;
    expect(banDialogStep(state, { kind: 'handleNo' })).toEqual({
      done: { choice: 'handleNo', isFake: true, email: 'jo@example.com' },
    });
  });

  it("returns 'handleNo' from the declaration to the caller (the captcha restarts)", () => {
    expect(banDialogStep(initialBanDialogState(1), { kind: 'handleNo' })).toEqual({
      done: { choice: 'handleNo', isFake: false },
    });
  });

  it('turns "yes, I am a resident" into the banned-country dialog (2)', () => {
    expect(banDialogStep(initialBanDialogState(1), { kind: 'handleYes' })).toEqual({
      next: { type: 2 },
    });
    const fake = initialBanDialogState(1, { isFake: true, email: 'a@b.co' });
    expect(banDialogStep(fake, { kind: 'handleYes' })).toEqual({ next: fake });
  });

  it('keeps 6 open for an invalid or Chinese e-mail', () => {
    const waitlist = initialBanDialogState(6);
    expect(banDialogStep(waitlist, { kind: 'confirmEmail', email: 'nope' })).toEqual({
      next: { type: 6, email: 'nope' },
    });
    expect(banDialogStep(waitlist, { kind: 'confirmEmail', email: 'a@qq.com' })).toEqual({
      next: { type: 6, email: 'a@qq.com' },
    });
  });

  it('closes 3, 4 and 5 only, and 5 can ask for customer service', () => {
    expect(initialBanDialogState(3, { ip: '203.0.113.7' })).toEqual({ type: 3, ip: '203.0.113.7' });
    for (const type of [3, 4, 5] as const) {
      const state = initialBanDialogState(type);
      expect(banDialogStep(state, { kind: 'handleNo' })).toEqual({ next: state });
      expect(banDialogStep(state, { kind: 'close' })).toEqual({ done: { choice: 'close' } });
    }
    expect(banDialogStep(initialBanDialogState(5), { kind: 'customerService' })).toEqual({
      done: { choice: 'customerService' },
    });
  });
});

describe('waitlist e-mail', () => {
  it('needs a valid address of at most 100 characters that is not a Chinese e-mail', () => {
    expect(waitlistEmailProblem('')).toBe('invalidMail');
    expect(waitlistEmailProblem('a@b')).toBe('invalidMail');
    expect(waitlistEmailProblem(`${'a'.repeat(95)}@b.com`)).toBe('invalidMail');
    expect(waitlistEmailProblem('x@163.com')).toBe('chineseEmail');
    expect(waitlistEmailProblem('x@example.com')).toBeNull();
    expect(isChineseEmail('Someone@QQ.com')).toBe(true);
    expect(isChineseEmail('someone@example.com')).toBe(false);
  });
});

describe('runBanDialog', () => {
  it('sends the waitlist code with is_fake and shows 4 when the visitor joins', async () => {
    const opened: unknown[] = [];
    const openBanDialog: OpenBanDialog = async (type, data) => {
      opened.push([type, data]);
      return type === 2
        ? { choice: 'handleNo', isFake: true, email: 'jo@example.com' }
        : { choice: 'close' };
    };
    const sendWaitlistCode = vi.fn(async () => true);
    const readBanInfo = vi.fn(async () => undefined);
    await expect(runBanDialog({ openBanDialog, sendWaitlistCode, readBanInfo }, 2)).resolves.toBe(
      'joinedWaitlist',
    );
    expect(sendWaitlistCode).toHaveBeenCalledWith('jo@example.com');
    expect(readBanInfo).toHaveBeenCalledTimes(1);
    expect(opened).toEqual([
      [2, {}],
      [4, { email: 'jo@example.com' }],
    ]);
  });

  it('reads the ban information after the code is sent and names a self-help ban on 4', async () => {
    const opened: unknown[] = [];
    const order: string[] = [];
    const openBanDialog: OpenBanDialog = async (type, data) => {
      opened.push([type, data]);
      return type === 2
        ? { choice: 'handleNo', isFake: true, email: 'jo@example.com' }
        : { choice: 'close' };
    };
    await runBanDialog(
      {
        openBanDialog,
        sendWaitlistCode: async () => {
          order.push('send');
          return true;
        },
        readBanInfo: async () => {
          order.push('einfo');
          return { is_self_help_baned: 1, baned_time: 1_700_000_000 };
        },
      },
      2,
    );
    expect(order).toEqual(['send', 'einfo']);
    expect(opened[1]).toEqual([4, { email: 'jo@example.com', blockedSinceMs: 1_700_000_000_000 }]);
  });

  it('mentions no ban on 4 when the ban cannot be lifted by its owner or has no time', () => {
    expect(waitlistBlockedSinceMs({ is_self_help_baned: 0, baned_time: 1_700_000_000 })).toBeNull();
    expect(waitlistBlockedSinceMs({ is_self_help_baned: '1', baned_time: 0 })).toBeNull();
    expect(waitlistBlockedSinceMs(undefined)).toBeNull();
    expect(waitlistBlockedSinceMs({ is_self_help_baned: '1', baned_time: '1700000000' })).toBe(
      1_700_000_000_000,
    );
  });

  it('stops without 4 when the code could not be sent', async () => {
    const openBanDialog = vi.fn<OpenBanDialog>(async () => ({
      choice: 'handleNo',
      isFake: true,
      email: 'jo@example.com',
    }));
    await expect(
      runBanDialog(
        { openBanDialog, sendWaitlistCode: async () => false, readBanInfo: async () => undefined },
        2,
      ),
    ).resolves.toBe('waitlistNotSent');
    expect(openBanDialog).toHaveBeenCalledTimes(1);
  });

  it("hands a plain 'handleNo' back so the caller restarts the captcha", async () => {
    const sendWaitlistCode = vi.fn(async () => true);
    const outcome = await runBanDialog(
      {
        openBanDialog: async () => ({ choice: 'handleNo', isFake: false }),
        sendWaitlistCode,
        readBanInfo: async () => undefined,
      },
      1,
    );
    expect(outcome).toBe('proceed');
    expect(sendWaitlistCode).not.toHaveBeenCalled();
  });

  it('reports a closed dialog and a customer-service request', async () => {
    const deps = (choice: 'close' | 'customerService') => ({
      openBanDialog: async () => ({ choice }) as const,
      sendWaitlistCode: async () => true,
      readBanInfo: async () => undefined,
    });
    await expect(runBanDialog(deps('close'), 3)).resolves.toBe('closed');
    await expect(runBanDialog(deps('customerService'), 5)).resolves.toBe('customerService');
  });
});
