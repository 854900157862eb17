import { act, screen, waitFor, within } from '@testing-library/react';
import { resetSandbox } from '../../../../test/sandbox-server';
import { renderApp } from '../../../../test/harness';
import type { ExitIntentOutcome, ExitIntentVariant } from './run-exit-intent';
import { useExitIntent } from './use-exit-intent';

/** The dialogs are lazy chunks: their first load may take a while on a busy machine. */
const LAZY_DIALOG = { timeout: 5000 };

function Guarded(props: {
  variant: ExitIntentVariant;
  amount?: string;
  onQuit: () => void;
  onOutcome: (outcome: ExitIntentOutcome) => void;
}) {
  useExitIntent({ enabled: true, ...props });
  return <p>sign-up form</p>;
}

/** The guard arms on the visitor's first interaction. */
function interact() {
  act(() => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
  });
}

function pressBack() {
  act(() => {
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  });
}

async function renderGuarded(variant: ExitIntentVariant, edition = 'global') {
  const onQuit = vi.fn();
  const onOutcome = vi.fn();
  const pushState = vi.spyOn(window.history, 'pushState');
  const rendered = await renderApp({
    edition,
    url: '/register',
    element: <Guarded variant={variant} amount="50" onQuit={onQuit} onOutcome={onOutcome} />,
  });
  return { ...rendered, onQuit, onOutcome, pushState };
}

describe('useExitIntent against the sandbox', () => {
  beforeEach(() => {
    resetSandbox();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('intercepts Back with the referral dialog; Quit leaves', async () => {
    const { user, onQuit, onOutcome, pushState } = await renderGuarded('referral');
    expect(pushState).not.toHaveBeenCalled();
    interact();
    expect(pushState).toHaveBeenCalledTimes(1);
    pressBack();
    const dialog = await screen.findByRole(
      'alertdialog',
      {
        name: "Your friend's gift is waiting",
      },
      LAZY_DIALOG,
    );
    expect(within(dialog).getByText(/claim up to 50 USDT/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Quit' }));
    await waitFor(() => expect(onOutcome).toHaveBeenCalledWith('quit'));
    expect(onQuit).toHaveBeenCalledTimes(1);
  });

  it('stays on Continue, and intercepts only once', async () => {
    const { user, onQuit, onOutcome } = await renderGuarded('welcomeGift');
    interact();
    pressBack();
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: "Don't miss your welcome gift" },
      LAZY_DIALOG,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Continue signing up' }));
    await waitFor(() => expect(onOutcome).toHaveBeenCalledWith('stayed'));
    expect(onQuit).not.toHaveBeenCalled();
    pressBack();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('words the affiliate variant', async () => {
    await renderGuarded('affiliate');
    interact();
    pressBack();
    expect(
      await screen.findByRole(
        'alertdialog',
        { name: 'Your invitation gift is waiting' },
        LAZY_DIALOG,
      ),
    ).toBeVisible();
  });

  it('never arms on an edition without exit intent (Turkey)', async () => {
    const { pushState } = await renderGuarded('welcomeGift', 'tur');
    interact();
    expect(pushState).not.toHaveBeenCalled();
    pressBack();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
