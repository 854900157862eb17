import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { renderApp } from '../../../../test/harness';
import type { BanDialogResult, BanDialogType } from './ban-dialog-machine';
import { useBanDialog, type OpenBanDialogData } from './use-ban-dialog';

/** The dialogs are lazy chunks: their first load may take a while on a busy machine. */
const LAZY_DIALOG = { timeout: 5000 };

function Opener({ type, data }: { type: BanDialogType; data?: OpenBanDialogData }) {
  const openBanDialog = useBanDialog();
  const [result, setResult] = useState<BanDialogResult | null>(null);
  return (
    <>
      <button type="button" onClick={() => void openBanDialog(type, data).then(setResult)}>
        open
      </button>
      <output>{result ? JSON.stringify(result) : ''}</output>
    </>
  );
}

describe('the ban dialog', () => {
  it('takes the visitor from "country banned" through the waitlist e-mail to the confirmation', async () => {
    const { user } = await renderApp({ url: '/register', element: <Opener type={2} /> });
    await user.click(screen.getByRole('button', { name: 'open' }));
    const banned = await screen.findByRole(
      'alertdialog',
      {
        name: "Registration isn't available in your region",
      },
      LAZY_DIALOG,
    );
    await user.click(within(banned).getByRole('button', { name: 'Join the waitlist' }));

    const waitlist = await screen.findByRole(
      'alertdialog',
      { name: 'Join the waitlist' },
      LAZY_DIALOG,
    );
    const email = within(waitlist).getByRole('textbox', { name: /e-mail/i });
    const confirm = within(waitlist).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await user.type(email, 'jo@qq.com');
    await user.tab();
    expect(within(waitlist).getByText(/can't be used to register/)).toBeVisible();
    expect(confirm).toBeDisabled();
    await user.clear(email);
    await user.type(email, 'not-an-address');
    expect(within(waitlist).getByText('Enter a valid e-mail address')).toBeVisible();
    await user.clear(email);
    await user.type(email, 'jo@example.com');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    const declaration = await screen.findByRole(
      'alertdialog',
      {
        name: 'Confirm your waitlist sign-up',
      },
      LAZY_DIALOG,
    );
    expect(within(declaration).getByText(/jo@example.com/)).toBeVisible();
    await user.click(within(declaration).getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        JSON.stringify({ choice: 'handleNo', isFake: true, email: 'jo@example.com' }),
      ),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('lists the restricted countries in the declaration and returns handleNo', async () => {
    const { user } = await renderApp({ url: '/register', element: <Opener type={1} /> });
    await user.click(screen.getByRole('button', { name: 'open' }));
    const declaration = await screen.findByRole(
      'alertdialog',
      { name: 'Residence declaration' },
      LAZY_DIALOG,
    );
    expect(within(declaration).getByText(/United States.*Canada \(Ontario\)/)).toBeVisible();
    await user.click(within(declaration).getByRole('button', { name: "No, I'm not" }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('{"choice":"handleNo","isFake":false}'),
    );
  });

  it("shows the visitor's IP for an IP ban (type 3)", async () => {
    const { user } = await renderApp({
      url: '/register',
      element: <Opener type={3} data={{ ip: '203.0.113.7' }} />,
    });
    await user.click(screen.getByRole('button', { name: 'open' }));
    const dialog = await screen.findByRole('alertdialog', {}, LAZY_DIALOG);
    expect(within(dialog).getByText(/203\.0\.113\.7/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('close'));
  });

  it('offers customer service on the Chinese e-mail notice only with a chat widget', async () => {
    const openChat = vi.fn();
    // ARE offers no customer-service chat (manifest customerServiceChat).
    const first = await renderApp({
      edition: 'are',
      url: '/register',
      element: <Opener type={5} />,
    });
    await first.user.click(screen.getByRole('button', { name: 'open' }));
    const plain = await screen.findByRole(
      'alertdialog',
      { name: 'Use another e-mail address' },
      LAZY_DIALOG,
    );
    expect(within(plain).queryByRole('button', { name: /customer service/i })).toBeNull();
    first.unmount();

    const { user } = await renderApp({
      url: '/register',
      element: <Opener type={5} data={{ onCustomerService: openChat }} />,
    });
    await user.click(screen.getByRole('button', { name: 'open' }));
    const withChat = await screen.findByRole(
      'alertdialog',
      { name: 'Use another e-mail address' },
      LAZY_DIALOG,
    );
    await user.click(within(withChat).getByRole('button', { name: 'Contact customer service' }));
    expect(openChat).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('customerService'));
  });

  it('names a blocked account of this browser on the joined-waitlist confirmation (type 4)', async () => {
    const { user } = await renderApp({
      url: '/register',
      element: (
        <Opener
          type={4}
          data={{ email: 'jo@example.com', blockedSinceMs: Date.UTC(2026, 0, 2, 3, 4) }}
        />
      ),
    });
    await user.click(screen.getByRole('button', { name: 'open' }));
    const joined = await screen.findByRole(
      'alertdialog',
      { name: "You're on the waitlist" },
      LAZY_DIALOG,
    );
    expect(joined).toHaveTextContent('jo@example.com');
    expect(joined).toHaveTextContent(
      /An account used on this device has been blocked since Jan 2, 2026, 3:04\s?AM UTC/,
    );
  });
});
