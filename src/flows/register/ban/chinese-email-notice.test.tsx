import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../../test/harness';
import { resetSandbox } from '../../../../test/sandbox-server';
import { recordedRegistrationCalls } from '../test-support/registration-records';

/** The dialogs load on first use; a busy test machine may take a moment. */
const LAZY = { timeout: 5000 };
/** A whole register page and a submit: slower than one component on a shared machine. */
const PAGE_TEST_MS = 40_000;

beforeEach(() => resetSandbox());

async function submitChineseEmail(edition: 'global' | 'are') {
  const harness = await renderApp({ edition, url: '/register' });
  const { user } = harness;
  await user.type(screen.getByLabelText(/^email/i, { selector: 'input' }), 'someone@qq.com');
  await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), 'Sandbox123');
  for (const box of screen.getAllByRole('checkbox')) await user.click(box);
  await user.click(screen.getByRole('button', { name: /^create account$/i }));
  const notice = await screen.findByRole(
    'alertdialog',
    { name: 'Use another e-mail address' },
    LAZY,
  );
  return { harness, notice };
}

describe('the Chinese-e-mail notice (dialog type 5)', () => {
  it(
    'offers customer service where the edition has the chat widget (global)',
    async () => {
      const { notice } = await submitChineseEmail('global');
      expect(
        within(notice).getByRole('button', { name: 'Contact customer service' }),
      ).toBeVisible();
      expect(within(notice).getByRole('button', { name: 'OK' })).toBeVisible();
      expect(await recordedRegistrationCalls()).toEqual([]);
    },
    PAGE_TEST_MS,
  );

  it(
    'has no customer-service button where the edition offers no chat (ARE)',
    async () => {
      const { harness, notice } = await submitChineseEmail('are');
      expect(within(notice).queryByRole('button', { name: 'Contact customer service' })).toBeNull();
      await harness.user.click(within(notice).getByRole('button', { name: 'OK' }));
      // The form is still there with what was typed.
      expect(screen.getByLabelText(/^email/i, { selector: 'input' })).toHaveValue('someone@qq.com');
    },
    PAGE_TEST_MS,
  );
});
