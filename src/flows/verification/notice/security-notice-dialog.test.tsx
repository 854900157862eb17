import { screen, within } from '@testing-library/react';
import { useVerification } from '@/sign-in/contracts/verification';
import { renderAppHook, type RenderAppOptions } from '../../../../test/harness';
import { resetSandbox } from '../../../../test/sandbox-server';
import { noticeLeadsToCaptcha } from './security-notice-steps';

/**
 * Wait for what a service opens: its code and dialog are fetched on first use, which takes a
 * while on a busy machine.
 */
const LAZY = { timeout: 10_000 } as const;

/** The app's verification services, as a flow gets them. */
async function renderServices(options: RenderAppOptions = {}) {
  const view = await renderAppHook(useVerification, { verification: 'app', ...options });
  return { ...view, services: view.result.current };
}

describe('showSecurityNotice', () => {
  beforeEach(() => {
    resetSandbox();
  });

  it("type 1 asks the declaration; 'No, continue' returns handleNo, which leads to the captcha", async () => {
    const { services, user } = await renderServices();
    const choice = services.showSecurityNotice(1);
    const dialog = await screen.findByRole('alertdialog', { name: 'Before you continue' }, LAZY);
    await user.click(within(dialog).getByRole('button', { name: 'No, continue' }));
    await expect(choice).resolves.toBe('handleNo');
    expect(noticeLeadsToCaptcha('handleNo', false)).toBe(true);
  });

  it("type 1 'Yes, I am' moves to type 2, whose waitlist button confirms", async () => {
    const { services, user } = await renderServices();
    const choice = services.showSecurityNotice(1);
    await user.click(await screen.findByRole('button', { name: 'Yes, I am' }, LAZY));
    const regionNotice = await screen.findByRole(
      'alertdialog',
      {
        name: "Sign-up isn't available in your region",
      },
      LAZY,
    );
    const join = within(regionNotice).getByRole('button', { name: 'Join the waitlist' });
    expect(join).toHaveFocus();
    await user.click(join);
    await expect(choice).resolves.toBe('confirm');
    expect(noticeLeadsToCaptcha('confirm', false)).toBe(false);
  });

  it('type 1 with is_fake is the waitlist variant; continuing leads to the captcha', async () => {
    const { services, user } = await renderServices();
    const choice = services.showSecurityNotice(1, { isFake: true });
    const dialog = await screen.findByRole('dialog', { name: 'Join the waitlist' }, LAZY);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect(choice).resolves.toBe('confirm');
    expect(noticeLeadsToCaptcha('confirm', true)).toBe(true);
    expect(noticeLeadsToCaptcha('cancel', true)).toBe(false);
  });

  it.each([
    [5, 'alertdialog', 'Please use a different e-mail address', 'Use another e-mail', 'cancel'],
    [6, 'dialog', 'Verify to continue with Telegram', 'Continue', 'handleNo'],
  ] as const)('type %i: %s "%s", "%s" returns %s', async (type, role, title, button, expected) => {
    const { services, user } = await renderServices();
    const choice = services.showSecurityNotice(type);
    const dialog = await screen.findByRole(role, { name: title }, LAZY);
    await user.click(within(dialog).getByRole('button', { name: button }));
    await expect(choice).resolves.toBe(expected);
  });

  it('closing any notice returns cancel', async () => {
    const { services, user } = await renderServices();
    const choice = services.showSecurityNotice(6);
    await screen.findByRole('dialog', { name: 'Verify to continue with Telegram' }, LAZY);
    await user.keyboard('{Escape}');
    await expect(choice).resolves.toBe('cancel');
  });
});
