import { screen, waitFor } from '@testing-library/react';
import { LocationProbe, renderApp } from '../../../../test/harness';
import { resetSandbox } from '../../../../test/sandbox-server';
import { MODAL_ENTRIES_KEY } from './modal-entries';

beforeEach(() => {
  resetSandbox();
  localStorage.clear();
});

// The modal's code is loaded on first use; a busy test machine may take a moment.
const LOAD = { timeout: 5000 };

/** The register page in the modal, over a host page that shows where closing it leads. */
const modal = {
  url: '/register?display=modal',
  stubRoutes: { '/login': <LocationProbe testId="elsewhere" /> },
};

describe('register modal (?display=modal)', () => {
  it('is a dialog of at most 480 px with the register form and a close button', async () => {
    await renderApp(modal);
    const dialog = await screen.findByRole('dialog', { name: /create your account/i }, LOAD);
    expect(dialog).toHaveStyle({ maxWidth: '480px' });
    expect(screen.getByRole('button', { name: 'Close' })).toBeVisible();
    expect(screen.getByRole('link', { name: /log in/i })).toHaveAttribute(
      'href',
      '/login?display=modal',
    );
  });

  it('closes on the first entry straight away (reason ManualShutdown, back to login)', async () => {
    const { user } = await renderApp(modal);
    await screen.findByRole('dialog', { name: /create your account/i }, LOAD);
    await waitFor(() => expect(localStorage.getItem(MODAL_ENTRIES_KEY)).toBe('1'));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/login');
  });

  it('asks before closing when a welcome gift is on offer and it is not the first entry', async () => {
    localStorage.setItem(MODAL_ENTRIES_KEY, '1');
    const { user } = await renderApp(modal);
    // The sandbox offers a welcome gift to normal sign-ups (web_login_entry_config).
    expect(await screen.findByText(/claim up to 30 USDT/i, {}, LOAD)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    const confirm = await screen.findByRole('alertdialog', { name: /without your welcome gift/i });
    await user.click(screen.getByRole('button', { name: /continue signing up/i }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: /create your account/i })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(await screen.findByRole('button', { name: /^leave$/i }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/login');
  });
});
